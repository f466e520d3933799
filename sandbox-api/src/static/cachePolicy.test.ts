import { IMMUTABLE, NO_CACHE, STATIC_DAY, cacheControlFor } from './cachePolicy';

test.each([
  ['/remotes/casino/1.4.0/remoteEntry.js', IMMUTABLE],
  ['/remotes/casino/1.4.0/chunks/12.js', IMMUTABLE],
  ['/remotes.json', NO_CACHE],
  ['/index.html', NO_CACHE],
  ['/main.js', NO_CACHE],
  ['/remoteEntry.js', NO_CACHE],
  ['/assets/logo.svg', NO_CACHE],
  ['/412.3fa9c1d2.js', IMMUTABLE],
  ['/chunks/vendor.0123456789abcdef.css', IMMUTABLE],
  ['/main.3fa9c1d.js', NO_CACHE],
  ['/main.3fa9c1d2.js', IMMUTABLE],
  ['/static/favicon.svg', STATIC_DAY],
])('%s → %s', (url, expected) => {
  expect(cacheControlFor(url)).toBe(expected);
});
