import { bus } from '@vitrin/shared';
import { PaymentDirection } from '@vitrin/contract';
import { mockApi, ok, type MockApi } from '../testing/mockApi';
import { BANK, PAPARA } from '../testing/fixtures';
import { FIRST_ANSWERS_ELEMENT_ID, STORAGE_KEYS } from '@vitrin/contract';
import { askMethodsEarly, EARLY_METHODS_FRESH_MS, loadMethodsFor, resetEmbeddedMethods } from './earlyMethods';

const member = { hasLogin: true, username: 'demo', usercode: '1', token: 't' };
const guest = { hasLogin: false, username: '', usercode: '', token: null };

describe('payment methods asked for early (when the route is chosen)', () => {
  let api: MockApi;
  const calls = () => api.sent.filter((s) => s.route === 'POST payment/methods').map((s) => s.body);
  beforeEach(() => {
    resetEmbeddedMethods();
    document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
    bus.set('auth', member);
    api = mockApi({ 'POST payment/methods': () => ok([PAPARA, BANK]) });
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it("gives the page the early answer once: one call for the route and the page's first load", async () => {
    askMethodsEarly(PaymentDirection.Deposit);
    expect((await loadMethodsFor(PaymentDirection.Deposit)).map((m) => m.name)).toEqual(['Papara', 'Havale/EFT']);
    expect(calls()).toEqual([{ direction: 1 }]);
    // A Retry, or the next visit, asks again.
    await loadMethodsFor(PaymentDirection.Deposit);
    expect(calls()).toEqual([{ direction: 1 }, { direction: 1 }]);
  });

  it('keeps each direction apart', async () => {
    askMethodsEarly(PaymentDirection.Withdraw);
    await loadMethodsFor(PaymentDirection.Deposit);
    expect(calls()).toEqual([{ direction: 2 }, { direction: 1 }]);
  });

  it('asks again when the early answer is older than it may be', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    askMethodsEarly(PaymentDirection.Deposit);
    now.mockReturnValue(1_000 + EARLY_METHODS_FRESH_MS + 1);
    await loadMethodsFor(PaymentDirection.Deposit);
    expect(calls()).toHaveLength(2);
  });

  it('asks nothing for a guest (the guard sends a guest away; the call needs a session)', async () => {
    bus.set('auth', guest);
    askMethodsEarly(PaymentDirection.Deposit);
    await Promise.resolve();
    expect(calls()).toEqual([]);
  });

  it('hands a failed early call to the page, which shows it; its Retry asks again', async () => {
    api.use('POST payment/methods', () => ({ success: false, message: 'Methods are being updated', data: null }));
    askMethodsEarly(PaymentDirection.Deposit);
    await expect(loadMethodsFor(PaymentDirection.Deposit)).rejects.toThrow('Methods are being updated');
    api.use('POST payment/methods', () => ok([PAPARA]));
    expect(await loadMethodsFor(PaymentDirection.Deposit)).toHaveLength(1);
  });

  describe('with the answer the server embedded in the page (the deposit and withdraw addresses)', () => {
    const embed = (entries: unknown) => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = FIRST_ANSWERS_ELEMENT_ID;
      block.textContent = JSON.stringify(entries);
      document.head.appendChild(block);
    };
    const answer = (methods: unknown[]) => ({ success: true, message: null, data: methods });

    it('shows the embedded list on the first load with no call; a Retry or the next visit calls', async () => {
      embed([{ path: 'payment/methods', request: { direction: 1 }, answer: answer([BANK]) }]);
      askMethodsEarly(PaymentDirection.Deposit);
      expect((await loadMethodsFor(PaymentDirection.Deposit)).map((m) => m.name)).toEqual(['Havale/EFT']);
      expect(calls()).toEqual([]);
      expect((await loadMethodsFor(PaymentDirection.Deposit)).map((m) => m.name)).toEqual(['Papara', 'Havale/EFT']);
      expect(calls()).toEqual([{ direction: 1 }]);
    });

    it('uses it also when the route did not ask early, and only for its own direction', async () => {
      embed([{ path: 'payment/methods', request: { direction: 2 }, answer: answer([BANK]) }]);
      await loadMethodsFor(PaymentDirection.Deposit);
      expect(calls()).toEqual([{ direction: 1 }]);
    });

    it("takes an answer marked with a language only in the page's language; otherwise it asks in its own", async () => {
      embed([{ path: 'payment/methods', request: { direction: 1 }, locale: 'tr', answer: answer([BANK]) }]);
      localStorage.setItem(STORAGE_KEYS.lang, 'en');
      try {
        askMethodsEarly(PaymentDirection.Deposit);
        expect((await loadMethodsFor(PaymentDirection.Deposit)).map((m) => m.name)).toEqual(['Papara', 'Havale/EFT']);
        expect(api.sent.filter((s) => s.route === 'POST payment/methods').map((s) => s.headers.get('x-locale'))).toEqual(['en']);
        resetEmbeddedMethods();
        localStorage.setItem(STORAGE_KEYS.lang, 'tr');
        expect((await loadMethodsFor(PaymentDirection.Deposit)).map((m) => m.name)).toEqual(['Havale/EFT']);
        expect(calls()).toHaveLength(1);
      } finally {
        localStorage.removeItem(STORAGE_KEYS.lang);
      }
    });

    it('calls the network when the embedded answer does not validate', async () => {
      embed([{ path: 'payment/methods', request: { direction: 1 }, answer: answer([{ ...BANK, minAmount: 100 }]) }]);
      askMethodsEarly(PaymentDirection.Deposit);
      await loadMethodsFor(PaymentDirection.Deposit);
      expect(calls()).toEqual([{ direction: 1 }]);
    });
  });
});
