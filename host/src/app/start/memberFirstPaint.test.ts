import { readFileSync } from 'node:fs';
import path from 'node:path';

// host/public/static/member-first-paint.js runs before any bundle (ADR 0013); it is plain script,
// so the test runs its source as the page would.
const SOURCE = readFileSync(path.join(__dirname, '../../../public/static/member-first-paint.js'), 'utf8');
/** Runs it as the script element the first-paint step writes, with these attributes. */
function run(attributes: Record<string, string> = { 'data-balance': '' }): void {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    window.eval(SOURCE);
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);

function bootMarkup(): void {
  document.body.innerHTML = '<div id="root"><div id="boot-body" role="status"><span id="boot-spinner" aria-hidden="true"></span><span id="boot-text">Yükleniyor...</span></div></div>';
}

function signIn(entries: Record<string, string>): void {
  for (const [key, value] of Object.entries({ token: 't', username: 'demo', usercode: '100001', balance: '1250.5', ...entries })) localStorage.setItem(key, value);
}

const text = (id: string) => document.getElementById(id)?.textContent;

describe("member first paint from the store (ADR 0013)", () => {
  beforeEach(bootMarkup);
  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it("paints the stored balance in the spec's money format, the name and code, and keeps 'Loading...'", () => {
    signIn({});
    run();
    expect(text('boot-member-balance')).toBe('₺1.250,50');
    expect(text('boot-member')).toBe('Bakiye₺1.250,50demo · Kullanıcı kodu: 100001');
    expect(document.getElementById('boot-member')?.getAttribute('aria-hidden')).toBe('true');
    expect(text('boot-text')).toBe('Yükleniyor...');
    expect(document.getElementById('boot-spinner')).not.toBeNull();
  });

  it('speaks the stored language', () => {
    signIn({ lang: 'en', balance: '-12.05' });
    run();
    // As shared formatMoney writes it: the symbol first, then the signed figure.
    expect(text('boot-member')).toBe('Balance₺-12,05demo · User code: 100001');
    expect(text('boot-text')).toBe('Loading...');
  });

  it('formats a large balance exactly, from the decimal string', () => {
    signIn({ balance: '9999999999999.99' });
    run();
    expect(text('boot-member-balance')).toBe('₺9.999.999.999.999,99');
  });

  it('writes stored strings as text, never as markup', () => {
    signIn({ username: '<img src=x onerror="window.hacked=1">' });
    run();
    expect(document.querySelector('#boot-member img')).toBeNull();
    expect(text('boot-member')).toContain('<img src=x');
  });

  it('leaves the boot screen alone for a guest or a balance that is not a plain decimal', () => {
    const before = document.body.innerHTML;
    run();
    expect(document.body.innerHTML).toBe(before);
    for (const balance of ['1e9', 'NaN', '12.345', '', '1,5']) {
      signIn({ balance });
      run();
      expect(document.body.innerHTML).toBe(before);
    }
  });

  it("preloads the member-only entries for a member, not for a guest (who is sent away before they load)", () => {
    const attributes = { 'data-preload': 'remotes/account/1.0.0/remoteEntry.js remotes/payments/1.0.0/remoteEntry.js' };
    run(attributes);
    expect(preloads()).toEqual([]);
    signIn({});
    const before = document.body.innerHTML;
    run(attributes);
    expect(preloads()).toEqual(['script remotes/account/1.0.0/remoteEntry.js', 'script remotes/payments/1.0.0/remoteEntry.js']);
    // Without data-balance (any page but the overview) the boot screen stays as it is.
    expect(document.body.innerHTML).toBe(before);
  });

  it('makes a link of a same-site path or an http(s) address only', () => {
    signIn({});
    run({ 'data-preload': 'javascript:alert(1) //evil.example/x.js https://cdn.example/e.js data:text/javascript,1' });
    expect(preloads()).toEqual(['script https://cdn.example/e.js']);
  });
});
