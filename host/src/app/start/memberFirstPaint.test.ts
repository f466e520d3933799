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

  describe('the payment methods the server embedded (deposit, withdraw)', () => {
    const method = (name: string, minAmount: unknown, maxAmount: unknown) => ({ id: 1, type: 1, name, logoUrl: null, minAmount, maxAmount, feePercent: '0', processingMinutes: 0, presets: [] });
    function embed(methods: unknown[], success = true, locale?: string): void {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = 'vitrin-first-answers';
      block.textContent = JSON.stringify([{ path: 'payment/methods', request: { direction: 1 }, locale, answer: { success, message: null, data: methods } }]);
      document.head.appendChild(block);
    }
    const painted = () => [...document.querySelectorAll('#boot-methods li')].map((item) => [...item.children].map((span) => span.textContent));

    it("paints each method's name and limits in the spec's money format, in the stored language, and keeps 'Loading...'", () => {
      signIn({});
      embed([method('Havale/EFT', '100.00', '50000.00'), method('Papara', '50.00', '25000.00')]);
      run({ 'data-methods': '' });
      expect(painted()).toEqual([['Havale/EFT', 'Alt limit ₺100,00 · Üst limit ₺50.000,00'], ['Papara', 'Alt limit ₺50,00 · Üst limit ₺25.000,00']]);
      expect(document.getElementById('boot-methods')?.getAttribute('aria-hidden')).toBe('true');
      expect(text('boot-text')).toBe('Yükleniyor...');
      bootMarkup();
      localStorage.setItem('lang', 'en');
      run({ 'data-methods': '' });
      expect(painted()[0]).toEqual(['Havale/EFT', 'Min ₺100,00 · Max ₺50.000,00']);
      expect(text('boot-text')).toBe('Loading...');
    });

    it('paints an answer marked with a language only in that language (the cookie can disagree with the stored choice)', () => {
      signIn({ lang: 'en' });
      embed([method('Havale/EFT', '100.00', '50000.00')], true, 'tr');
      run({ 'data-methods': '' });
      expect(document.getElementById('boot-methods')).toBeNull();
      document.head.innerHTML = '';
      bootMarkup();
      embed([method('Bank transfer (Havale/EFT)', '100.00', '50000.00')], true, 'en');
      run({ 'data-methods': '' });
      expect(painted()[0]).toEqual(['Bank transfer (Havale/EFT)', 'Min ₺100,00 · Max ₺50.000,00']);
    });

    it('writes names as text, leaves out a method without plain decimal limits, and paints at most twelve', () => {
      signIn({});
      embed([method('<img src=x onerror=alert(1)>', '1.00', '2.00'), method('Float', 100, '2.00'), method('', '1.00', '2.00'),
        ...Array.from({ length: 20 }, (_, i) => method(`M${i}`, '1.00', '2.00'))]);
      run({ 'data-methods': '' });
      expect(document.querySelector('#boot-methods img')).toBeNull();
      expect(painted()[0]![0]).toBe('<img src=x onerror=alert(1)>');
      expect(painted().map(([name]) => name)).not.toContain('Float');
      expect(painted()).toHaveLength(12);
    });

    it('paints nothing for a guest, a refusal, a broken block or an empty list', () => {
      embed([method('Papara', '50.00', '25000.00')]);
      run({ 'data-methods': '' });
      expect(document.getElementById('boot-methods')).toBeNull();
      signIn({});
      for (const block of ['{not json', JSON.stringify([{ path: 'payment/methods', request: {}, answer: { success: false, message: 'x', data: null } }]), JSON.stringify([])]) {
        document.head.innerHTML = `<script type="application/json" id="vitrin-first-answers">${block}</script>`;
        run({ 'data-methods': '' });
        expect(document.getElementById('boot-methods')).toBeNull();
        expect(text('boot-text')).toBe('Yükleniyor...');
      }
      document.head.innerHTML = '';
      embed([]);
      run({ 'data-methods': '' });
      expect(document.getElementById('boot-methods')).toBeNull();
    });
  });
});
