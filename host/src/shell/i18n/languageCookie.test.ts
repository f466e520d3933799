import { rememberLanguageForServer } from './languageCookie';

describe('language cookie for the first paint', () => {
  afterEach(() => {
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('stores the language the server paints the next page in', () => {
    rememberLanguageForServer('en', 'http://localhost/');
    expect(document.cookie).toContain('lang=en');
    rememberLanguageForServer('tr', 'http://localhost/');
    expect(document.cookie).toContain('lang=tr');
  });

  it('refuses anything but a two-letter code', () => {
    rememberLanguageForServer('en', 'http://localhost/');
    rememberLanguageForServer('en; Path=/x', 'http://localhost/');
    rememberLanguageForServer('<x>', 'http://localhost/');
    expect(document.cookie).toBe('lang=en');
  });
});
