import { NO_ORIGINS, originOf, readHeaderSet, renderHeaders, renderPolicy } from './securityHeaders';
import { chatOrigins, sandboxOrigins } from './securityHeaderHooks';

const set = readHeaderSet();
const site = (providerUrl = 'http://127.0.0.1:5001', base = '/') => renderHeaders(set.site, sandboxOrigins(providerUrl, base));
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('security header set (docs/security-headers.json)', () => {
  test('scripts only from the site itself: no unsafe-inline or unsafe-eval outside style-src', () => {
    const csp = site()['Content-Security-Policy']!;
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(csp.replace(directive(csp, 'style-src')!, '')).not.toMatch(/unsafe-/);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
  });

  test('frames: the provider origin from configuration, never a wildcard; nobody may frame the site', () => {
    const headers = site('http://games.example:9000/');
    const csp = headers['Content-Security-Policy']!;
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' http://games.example:9000");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain('*');
    expect(headers['X-Frame-Options']).toBe('DENY');
    // Game frames have opaque origins (ADR 0020): the grant is their allow attribute's, no origin list.
    expect(headers['Permissions-Policy']).toContain('fullscreen=*, autoplay=*');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  test('the report address follows the base path', () => {
    expect(directive(site(undefined, '/tr/')['Content-Security-Policy']!, 'report-uri')).toBe('report-uri /tr/sandbox/csp-report');
  });

  test('the other headers: no window of another origin keeps a handle on the site (Cross-Origin-Opener-Policy)', () => {
    expect(site()).toMatchObject({
      'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  test("an operator's origins: placeholders filled, empty lists dropped, an empty directive is 'none'", () => {
    const origins = { ...NO_ORIGINS, api: ['https://api.example'], hub: ['wss://hub.example'], ancestors: ['https://operator.example'] };
    const headers = renderHeaders(set.site, origins);
    const csp = headers['Content-Security-Policy']!;
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.example wss://hub.example");
    expect(directive(csp, 'frame-ancestors')).toBe('frame-ancestors https://operator.example');
    expect(directive(csp, 'report-uri')).toBeUndefined();
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(renderPolicy({ 'frame-src': ['{providers}'] }, NO_ORIGINS)).toBe("frame-src 'none'");
    expect(() => renderPolicy({ 'img-src': ['{nothing}'] }, NO_ORIGINS)).toThrow(/Unknown placeholder/);
  });

  test('live chat: its script origin only when the settings enable a chat on another origin', () => {
    const options = (url: string, status = true) => [
      { key: 'chat-site-id', value: 'x', status: true },
      { key: 'chat-div-id', value: 'y', status: true },
      { key: 'chat-script-url', value: url, status },
    ];
    expect(chatOrigins(options('https://chat.example/widget.js'))).toEqual(['https://chat.example']);
    expect(chatOrigins(options('https://chat.example/widget.js', false))).toEqual([]);
    expect(chatOrigins(options('/sandbox/chat.js'))).toEqual([]);
    expect(chatOrigins(options('javascript:alert(1)'))).toEqual([]);
    expect(chatOrigins()).toEqual([]);
    expect(originOf('ftp://x.example')).toBeNull();
  });

  test('provider pages get their own set (no script restriction: the providers run their own code there); only the site frames them', () => {
    const headers = renderHeaders(set.providerPages, { ...NO_ORIGINS, site: ['https://site.example', 'https://www.site.example'] });
    expect(headers['Content-Security-Policy']).toBe("object-src 'none'; base-uri 'self'; frame-ancestors https://site.example https://www.site.example");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    // No site origin configured: nobody may frame them.
    expect(renderHeaders(set.providerPages, NO_ORIGINS)['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  test('the content page adds a sandbox of its own: an opaque origin wherever it is opened', () => {
    expect(set.contentPage['Content-Security-Policy']).toEqual({ sandbox: ['allow-scripts', 'allow-forms', 'allow-pointer-lock', 'allow-popups'] });
  });
});
