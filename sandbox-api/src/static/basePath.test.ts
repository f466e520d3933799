import type { IncomingMessage } from 'node:http';
import { basePathOf, normalizeBasePath, OUTSIDE_BASE, rebaseSandboxUrls, rewriteBaseUrl, withBaseHref } from './basePath';

const req = (url: string) => ({ url }) as IncomingMessage;

describe('base path', () => {
  it('normalizes and refuses what is not a plain path', () => {
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('/tr')).toBe('/tr/');
    expect(normalizeBasePath('shop/tr/')).toBe('/shop/tr/');
    expect(() => normalizeBasePath('/a b/')).toThrow(/plain path/);
    expect(() => normalizeBasePath('/x/../y')).toThrow(/plain path/);
  });

  it('strips the base a request came under and remembers it', () => {
    const rewrite = rewriteBaseUrl(['/', '/tr/']);
    const r1 = req('/tr/casino/slot?x=1');
    expect(rewrite(r1)).toBe('/casino/slot?x=1');
    expect(basePathOf(r1)).toBe('/tr/');
    const r2 = req('/tr');
    expect(rewrite(r2)).toBe('/');
    expect(basePathOf(r2)).toBe('/tr/');
    const r3 = req('/api/cms/grouped');
    expect(rewrite(r3)).toBe('/api/cms/grouped');
    expect(basePathOf(r3)).toBe('/');
  });

  it('sends requests outside the only base to a path no route has', () => {
    const rewrite = rewriteBaseUrl(['/tr/']);
    expect(rewrite(req('/api/cms/grouped'))).toBe(`${OUTSIDE_BASE}/api/cms/grouped`);
    expect(rewrite(req('/tr/api/cms/grouped'))).toBe('/api/cms/grouped');
  });

  it('rewrites the one base tag of index.html', () => {
    expect(withBaseHref('<head><base href="/"><title>V</title>', '/tr/')).toBe('<head><base href="/tr/"><title>V</title>');
    expect(withBaseHref('<base href="/" />', '/a/b/')).toBe('<base href="/a/b/">');
  });
});

describe('sandbox resource addresses in answers', () => {
  it('follow the base path of the request, deep in the answer', () => {
    const answer = { success: true, data: { slides: [{ url: '/sandbox/img/slide/a.svg' }], link: '/promotions', ext: 'https://x.example/a' } };
    expect(rebaseSandboxUrls(answer, '/')).toBe(answer);
    expect(rebaseSandboxUrls(answer, '/tr/')).toEqual({
      success: true, data: { slides: [{ url: '/tr/sandbox/img/slide/a.svg' }], link: '/promotions', ext: 'https://x.example/a' },
    });
  });

  it('follow it inside a setting whose value is JSON text', () => {
    const games = JSON.stringify([{ name: 'Aviator', imageUrl: '/sandbox/img/game/aviator.svg' }]);
    const rebased = rebaseSandboxUrls({ key: 'header-games', value: games }, '/tr/');
    expect(JSON.parse(rebased.value)).toEqual([{ name: 'Aviator', imageUrl: '/tr/sandbox/img/game/aviator.svg' }]);
    expect(rebaseSandboxUrls({ value: 'see "/sandbox/x"' }, '/tr/')).toEqual({ value: 'see "/sandbox/x"' });
  });
});
