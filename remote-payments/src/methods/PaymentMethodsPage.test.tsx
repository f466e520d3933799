import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import { mockApi, ok, type MockApi } from '../testing/mockApi';
import { BANK, FIELDS, PAPARA } from '../testing/fixtures';
import { PaymentMethodsPage } from './PaymentMethodsPage';

const CRYPTO = { ...BANK, id: 16, type: 6, name: 'USDT', feePercent: '0.00', processingMinutes: 30 };
const PENDING = { id: 5, direction: 2, method: 'Havale/EFT', amount: '300.00', status: 2, createdAt: '2026-11-23T06:00:00Z' };
const PENDING_DEPOSIT = { ...PENDING, id: 6, direction: 1, method: 'Papara', amount: '75.00' };

describe('PaymentMethodsPage (/dashboard/deposit, /dashboard/withdraw)', () => {
  let api: MockApi;
  beforeEach(() => bus.set('language', 'en'));
  afterEach(() => api.restore());

  it('lists the methods of its direction grouped, with limits, time and fee, and the pending requests of that direction', async () => {
    api = mockApi({
      'POST payment/methods': () => ok([PAPARA, BANK, CRYPTO]),
      // A deposit waiting for its money is not a withdrawal the player waits for: the withdraw page leaves it out.
      'POST payment/requests': () => ok([PENDING_DEPOSIT, PENDING]),
      'POST payment/detail': () => ok([FIELDS.amount]),
    });
    render(<PaymentMethodsPage direction={2} />);
    const bank = await screen.findByRole('region', { name: 'Bank transfer' });
    expect(within(bank).getByRole('button', { name: /^Havale\/EFT Min/ })).toHaveTextContent('Min ₺50,00 · Max ₺50.000,00');
    const wallets = screen.getByRole('region', { name: 'E-wallets' });
    expect(within(wallets).getByRole('button')).toHaveTextContent('Instant · Fee 1.5%');
    expect(screen.getByRole('region', { name: 'Crypto' })).toHaveTextContent('~30 minutes · No fee');
    // Groups in a fixed order: bank, card, wallets, crypto.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Your pending requests', 'Bank transfer', 'E-wallets', 'Crypto']);
    expect(await screen.findByTestId('pending-request')).toHaveTextContent('Withdrawal · Havale/EFT · ₺300,00 · Awaiting approval');
    expect(screen.getAllByTestId('pending-request')).toHaveLength(1);
    // The operator's decision arrives over the hub: the list reloads.
    api.use('POST payment/requests', () => ok([]));
    act(() => bus.emit('hub/message', { command: 'Notification', message: '{}' }));
    await waitFor(() => expect(screen.queryByTestId('pending-request')).not.toBeInTheDocument());
    expect(api.sent.find((s) => s.route === 'POST payment/methods')!.body).toEqual({ direction: 2 });

    await userEvent.click(within(bank).getByRole('button'));
    expect(await screen.findByRole('dialog', { name: 'Havale/EFT' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Request withdrawal' })).toBeInTheDocument();
  });

  it('says until when a deposit waits, and that it expired when it runs out unpaid while the page is open', async () => {
    const end = new Date(Date.now() + 80);
    api = mockApi({
      'POST payment/methods': () => ok([PAPARA]),
      'POST payment/requests': () => ok([{ ...PENDING_DEPOSIT, status: 6, expiresAt: end.toISOString() }]),
    });
    render(<PaymentMethodsPage direction={1} />);
    const until = end.toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' });
    expect(await screen.findByTestId('pending-request')).toHaveTextContent(`Deposit · Papara · ₺75,00 · Awaiting approval · Until ${until}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The sandbox ends it and says so over the hub: the list reloads without it.
    api.use('POST payment/requests', () => ok([]));
    act(() => bus.emit('hub/message', { command: 'Notification', message: '{}' }));
    expect(await screen.findByTestId('expired-request')).toHaveTextContent('Your deposit of ₺75,00 (Papara) was not paid in time and has expired');
    expect(screen.queryByTestId('pending-request')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('expired-request')).not.toBeInTheDocument();
  });

  it('writes the fee and processing time as the language does, and draws a badge where no logo is given', async () => {
    bus.set('language', 'tr');
    const card = { ...BANK, id: 20, type: 2, name: 'Kredi Kartına', feePercent: '2.5', processingMinutes: 1440 };
    api = mockApi({ 'POST payment/methods': () => ok([card, { ...CRYPTO, processingMinutes: 60 }]), 'POST payment/requests': () => ok([]) });
    render(<PaymentMethodsPage direction={2} />);
    expect(await screen.findByRole('button', { name: /^Kredi Kartına/ })).toHaveTextContent('1 gün · İşlem ücreti %2,5');
    expect(screen.getByRole('button', { name: /^USDT/ })).toHaveTextContent('~1 saat · Ücretsiz');
    expect(screen.getAllByTestId('method-badge').map((b) => b.textContent)).toEqual(['KK', 'USDT']);
    // eslint-disable-next-line testing-library/no-node-access -- no MUI Avatar anywhere is the subject
    expect(document.querySelector('.MuiAvatar-root')).toBeNull();
  });

  it('a failed list offers Retry, which loads it again', async () => {
    let calls = 0;
    api = mockApi({
      'POST payment/methods': () => (++calls === 1 ? { success: false, message: 'down' } : ok([BANK])),
      'POST payment/requests': () => ok([]),
    });
    render(<PaymentMethodsPage direction={1} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment methods could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /^Havale\/EFT Min/ })).toBeInTheDocument();
  });

  it('says so when the operator offers no method (Turkish)', async () => {
    bus.set('language', 'tr');
    api = mockApi({ 'POST payment/methods': () => ok([]), 'POST payment/requests': () => ok([]) });
    render(<PaymentMethodsPage direction={1} />);
    expect(await screen.findByText('Şu anda kullanılabilir bir yöntem yok.')).toBeInTheDocument();
    await waitFor(() => expect(api.sent).toHaveLength(2));
  });
});
