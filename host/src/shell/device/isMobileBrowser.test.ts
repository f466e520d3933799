import { isMobileBrowser } from './isMobileBrowser';

describe('isMobileBrowser', () => {
  it('recognises phones', () => {
    expect(isMobileBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/120 Mobile Safari/537.36')).toBe(true);
  });
  it('treats iPad and desktops as desktop', () => {
    expect(isMobileBrowser('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148')).toBe(false);
    expect(isMobileBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe(false);
  });
});
