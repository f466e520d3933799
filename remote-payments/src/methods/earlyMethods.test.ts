import { bus } from '@vitrin/shared';
import { PaymentDirection } from '@vitrin/contract';
import { mockApi, ok, type MockApi } from '../testing/mockApi';
import { BANK, PAPARA } from '../testing/fixtures';
import { askMethodsEarly, EARLY_METHODS_FRESH_MS, loadMethodsFor } from './earlyMethods';

const member = { hasLogin: true, username: 'demo', usercode: '1', token: 't' };
const guest = { hasLogin: false, username: '', usercode: '', token: null };

describe('payment methods asked for early (when the route is chosen)', () => {
  let api: MockApi;
  const calls = () => api.sent.filter((s) => s.route === 'POST payment/methods').map((s) => s.body);
  beforeEach(() => {
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
});
