import { paymentMethods } from '@vitrin/contract';
import { firstPaintHtml, languageFromCookie, PAYMENT_METHODS_PATH, remotesForPath, safeAddress } from './firstPaint';

// The built index.html's relevant parts (the minifier keeps these elements as written).
const HTML = '<!doctype html><html lang="tr"><head><base href="/"><meta name="vitrin-first-paint" content=""><script defer src="main.js"></script></head>'
  + '<body><div id="root"><div id="boot-header"></div><div id="boot-banner"></div><div id="boot-tiles"></div><div id="boot-body"><span id="boot-text">Yükleniyor...</span></div></div></body></html>';

const routes = {
  home: ['casino'],
  prefixes: { casino: ['/casino'], account: ['/dashboard'], payments: ['/dashboard/deposit', '/dashboard/withdraw'], sports: ['/spor'] },
  memberOnly: ['account', 'payments'],
};
const remotesDoc = {
  schemaVersion: 1,
  remotes: {
    casino: { current: '1.2.0', versions: { '1.1.0': { entry: 'remotes/casino/1.1.0/remoteEntry.js' }, '1.2.0': { entry: 'remotes/casino/1.2.0/remoteEntry.js' } } },
    account: { current: '1.0.0', versions: { '1.0.0': { entry: 'remotes/account/1.0.0/remoteEntry.js' } } },
    payments: { current: '1.0.0', versions: { '1.0.0': { entry: 'javascript:alert(1)' } } },
  },
};
const homeSlide = { sources: ['/sandbox/img/slide/welcome/tr/800x400.svg', '/sandbox/img/slide/welcome/tr/1200x400.svg', '/sandbox/img/slide/welcome/tr/1920x500.svg'] };

describe('first-paint step', () => {
  it('names the entry in service of the remotes a path shows', () => {
    expect(remotesForPath('/', routes)).toEqual(['casino']);
    expect(remotesForPath('/casino/slot', routes)).toEqual(['casino']);
    expect(remotesForPath('/casinox', routes)).toEqual([]);
    expect(remotesForPath('/dashboard/deposit', routes)).toEqual(['account', 'payments']);
    const html = firstPaintHtml(HTML, { pathname: '/casino/slot', remotesDoc, routes });
    expect(html).toContain('<link rel="preload" as="script" href="remotes/casino/1.2.0/remoteEntry.js">');
    expect(html).not.toContain('1.1.0');
    expect(html).not.toContain('vitrin-first-paint');
  });

  it("gives a member-only remote's entry to the member script, not to a preload link a guest would fetch", () => {
    const doc = { ...remotesDoc, remotes: { ...remotesDoc.remotes, payments: { current: '1.0.0', versions: { '1.0.0': { entry: 'remotes/payments/1.0.0/remoteEntry.js' } } } } };
    const html = firstPaintHtml(HTML, { pathname: '/dashboard/deposit', remotesDoc: doc, routes });
    expect(html).not.toContain('<link rel="preload"');
    expect(html).toContain('<script defer src="static/member-first-paint.js" data-preload="remotes/account/1.0.0/remoteEntry.js remotes/payments/1.0.0/remoteEntry.js"></script>');
    // Without the member-only list (another server's table) they stay plain preloads.
    expect(firstPaintHtml(HTML, { pathname: '/dashboard/deposit', remotesDoc: doc, routes: { prefixes: routes.prefixes } }))
      .toContain('<link rel="preload" as="script" href="remotes/payments/1.0.0/remoteEntry.js">');
  });

  it('never names an entry that is not a same-site path or http(s)', () => {
    const html = firstPaintHtml(HTML, { pathname: '/dashboard/deposit', remotesDoc, routes });
    expect(html).toContain('remotes/account/1.0.0/remoteEntry.js');
    expect(html).not.toContain('javascript:');
    for (const bad of ['javascript:alert(1)', '//evil.example/x.js', 'data:text/html,x', ' /x', '']) expect(safeAddress(bad)).toBeNull();
    expect(safeAddress('https://cdn.example/x.js')).toBe('https://cdn.example/x.js');
  });

  it('paints the first home banner with the carousel breakpoints on / only', () => {
    const home = firstPaintHtml(HTML, { pathname: '/', remotesDoc, routes, homeSlide, breakpoints: [992, 1200] });
    expect(home).toContain('<source media="(min-width: 1200px)" srcset="/sandbox/img/slide/welcome/tr/1920x500.svg">');
    expect(home).toContain('<source media="(min-width: 992px)" srcset="/sandbox/img/slide/welcome/tr/1200x400.svg">');
    expect(home).toContain('<img src="/sandbox/img/slide/welcome/tr/800x400.svg" alt="" width="800" height="400" fetchpriority="high"');
    const lobby = firstPaintHtml(HTML, { pathname: '/casino/slot', remotesDoc, routes, homeSlide });
    expect(lobby).toContain('<div id="boot-banner"></div>');
    expect(lobby).not.toContain('<picture>');
  });

  it("names the member's store painter on the overview's address only, before main.js", () => {
    const script = '<script defer src="static/member-first-paint.js" data-preload="remotes/account/1.0.0/remoteEntry.js" data-balance></script>';
    for (const pathname of ['/dashboard', '/dashboard/']) expect(firstPaintHtml(HTML, { pathname, remotesDoc, routes })).toContain(script);
    for (const pathname of ['/dashboard/deposit', '/dashboard/account']) {
      expect(firstPaintHtml(HTML, { pathname, remotesDoc, routes })).not.toContain('data-balance');
    }
    for (const pathname of ['/', '/casino/slot']) {
      expect(firstPaintHtml(HTML, { pathname, remotesDoc, routes })).not.toContain('member-first-paint');
    }
    const html = firstPaintHtml('<head><meta name="vitrin-first-paint" content=""><script defer="defer" src="main.1.js"></script></head>', { pathname: '/dashboard' });
    expect(html.indexOf('member-first-paint')).toBeLessThan(html.indexOf('main.1.js'));
  });

  it('asks the member script to paint the methods where payment/methods is embedded, and nowhere else', () => {
    const answers = [{ path: 'payment/methods', request: { direction: 1 }, answer: { success: true, message: null, data: [] } }];
    const deposit = firstPaintHtml(HTML, { pathname: '/dashboard/deposit', remotesDoc, routes, answers });
    expect(deposit).toMatch(/<script defer src="static\/member-first-paint\.js"[^>]* data-methods><\/script>/);
    expect(deposit).not.toContain('data-balance');
    expect(firstPaintHtml(HTML, { pathname: '/dashboard/deposit', remotesDoc, routes })).not.toContain('data-methods');
    const lobby = [{ path: 'casino/lobbygames', request: {}, answer: {} }];
    expect(firstPaintHtml(HTML, { pathname: '/casino/slot', remotesDoc, routes, answers: lobby })).not.toContain('member-first-paint');
    // The step is plain code an operator runs without the contract: its copy of the path is the contract's.
    expect(PAYMENT_METHODS_PATH).toBe(paymentMethods.path);
  });

  it('escapes what it writes and drops unsafe pictures', () => {
    const hostile = firstPaintHtml(HTML, { pathname: '/', homeSlide: { sources: ['/x.svg"onerror="alert(1)'] } });
    expect(hostile).toContain('src="/x.svg&quot;onerror=&quot;alert(1)"');
    const unsafe = firstPaintHtml(HTML, { pathname: '/', homeSlide: { sources: ['javascript:alert(1)'] } });
    expect(unsafe).not.toContain('<picture>');
  });

  it('speaks the language of the lang cookie, Turkish by default', () => {
    expect(languageFromCookie(undefined)).toBe('tr');
    expect(languageFromCookie('a=1; lang=en')).toBe('en');
    expect(languageFromCookie('lang=xx')).toBe('tr');
    expect(languageFromCookie('slang=en')).toBe('tr');
    const english = firstPaintHtml(HTML, { language: 'en' });
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('<span id="boot-text">Loading...</span>');
    expect(firstPaintHtml(HTML, {})).toContain('<span id="boot-text">Yükleniyor...</span>');
  });

  it('leaves a page without its inputs as it was, minus the placeholder', () => {
    expect(firstPaintHtml(HTML)).toBe(HTML.replace('<meta name="vitrin-first-paint" content="">', ''));
  });

  it("embeds a page's first answers as data no server string can break out of", () => {
    const hostile = { name: '</script><script>alert(1)</script>\u2028', imageUrl: '/sandbox/img/game/a.png' };
    const answers = [{ path: 'casino/lobbygames', request: { lobby: 'slot', skip: 0, take: 48 }, answer: { success: true, message: null, data: { items: [hostile], total: 1, providers: [] } } }];
    const html = firstPaintHtml(HTML, { pathname: '/casino/slot', answers });
    const block = /<script type="application\/json" id="vitrin-first-answers">(.*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? '')).toEqual(answers);
    expect(html.match(/<script/g)).toHaveLength(2); // main.js's and the data block
    expect(firstPaintHtml(HTML, { answers: [{ path: 'x' } as never] })).not.toContain('vitrin-first-answers');
  });

  it("paints a lobby's first tiles, escaped, the first four urgent and the rest lazy, at most twelve", () => {
    const tiles = Array.from({ length: 20 }, (_, i) => ({ name: `Oyun ${i} <b>`, image: `/sandbox/img/game/${i}.png` }));
    tiles[1] = { name: 'Bad', image: 'javascript:alert(1)' };
    const html = firstPaintHtml(HTML, { pathname: '/casino/slot', tiles });
    expect(html).toContain('<ul id="boot-tiles" aria-hidden="true"><li><img src="/sandbox/img/game/0.png" alt="" width="240" height="180" decoding="async" fetchpriority="high"><span>Oyun 0 &lt;b&gt;</span></li>');
    expect(html).not.toContain('javascript:');
    expect(html.match(/<li>/g)).toHaveLength(12);
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(4);
    expect(html.match(/loading="lazy"/g)).toHaveLength(8);
  });
});
