import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import type { PaymentField } from '@vitrin/contract';
import { mockApi, ok, type ApiHandler, type MockApi } from '../testing/mockApi';
import { BANK, FIELDS, IBAN_ZIRAAT, VISA } from '../testing/fixtures';
import { PaymentDialog } from './PaymentDialog';
import type { PaymentOpenRequest } from './openRequest';

const DEPOSIT: PaymentOpenRequest = { kind: 'deposit', id: BANK.id, type: BANK.type, title: 'Havale/EFT', method: BANK };
const WITHDRAW: PaymentOpenRequest = { ...DEPOSIT, kind: 'withdraw' };

describe('PaymentDialog (spec §2 dynamic dialog, §4 deposit/withdraw, §5 fields, §8 errors)', () => {
  let api: MockApi;
  let toasts: { type: string; message: string }[];
  let off: () => void;
  beforeEach(() => {
    bus.set('language', 'en');
    toasts = [];
    off = bus.on('toast/show', (toast) => void toasts.push(toast));
  });
  afterEach(() => {
    api.restore();
    off();
    jest.restoreAllMocks();
  });

  function open(fields: PaymentField[] | null, routes: Record<string, ApiHandler> = {}, request = DEPOSIT) {
    api = mockApi({ 'POST payment/detail': () => ok(fields), ...routes });
    const onClose = jest.fn();
    render(<PaymentDialog request={request} onClose={onClose} />);
    return onClose;
  }
  const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

  it('asks payment/detail with id and type, shows Loading... then the fields', async () => {
    open([FIELDS.amount!]);
    expect(screen.getByRole('dialog', { name: 'Havale/EFT' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('textbox', { name: /^Amount/ })).toBeInTheDocument();
    expect(api.sent[0]).toMatchObject({ route: 'POST payment/detail', body: { id: 11, type: 1 } });
  });

  it('an empty list shows No data found and closes', async () => {
    const onClose = open([]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts).toEqual([{ type: 'error', message: 'No data found' }]);
  });

  it('a failed load shows the server message and closes 100 ms later', async () => {
    const onClose = open(null, { 'POST payment/detail': () => ({ success: false, message: 'Method closed' }) });
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Method closed' }]));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('a network failure on load says so in the active language', async () => {
    bus.set('language', 'tr');
    const onClose = open(null, { 'POST payment/detail': () => { throw new TypeError('Failed to fetch'); } });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts).toEqual([{ type: 'error', message: 'Ödeme formu yüklenemedi. Lütfen tekrar deneyin.' }]);
  });

  it('renders an editor for every field kind, each required', async () => {
    open(Object.values(FIELDS));
    await screen.findByRole('textbox', { name: /^Amount/ });
    for (const key of ['Amount', 'IBAN', 'Account holder', 'Card number', 'Expiry date', 'AccountNo', 'Count']) expect(input(key)).toBeRequired();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^TransferDate/)).toHaveAttribute('type', 'datetime-local');
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Paste IBAN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paste Card number' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paste Account holder' })).not.toBeInTheDocument();
    expect(screen.getByText('Min ₺50,00 · Max ₺50.000,00')).toBeInTheDocument();
  });

  it('applies the server mask while typing', async () => {
    open([FIELDS.expiry!, FIELDS.card!]);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Expiry date/ }), '1228');
    expect(input('Expiry date')).toHaveValue('12/28');
    await userEvent.type(input('Card number'), VISA);
    expect(input('Card number')).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByText('Card: Visa')).toBeInTheDocument();
  });

  it('shows translated errors on blur and keeps Deposit disabled while invalid', async () => {
    open([FIELDS.amount!, FIELDS.expiry!]);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '10');
    await userEvent.type(input('Expiry date'), '12');
    await userEvent.tab();
    expect(await screen.findByText('At least ₺50,00')).toBeInTheDocument();
    expect(screen.getByText('Format: 00/00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
    expect(api.sent).toHaveLength(1);
  });

  it('a preset amount fills the amount field in the active language\'s format', async () => {
    open([FIELDS.amount!]);
    await userEvent.click(await screen.findByRole('button', { name: 'Enter ₺250,00' }));
    expect(input('Amount')).toHaveValue('250.00');
    act(() => bus.set('language', 'tr'));
    await userEvent.click(await screen.findByRole('button', { name: '₺250,00 yaz' }));
    expect(input('Tutar')).toHaveValue('250,00');
  });

  it('accepts the amount as the site writes it ("1.000,50") and sends the exact number', async () => {
    open([FIELDS.amount!], { 'POST payment/deposit': () => ok(null, 'Recorded') });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '₺1.000,50');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(api.sent.find((s) => s.route === 'POST payment/deposit')?.body).toEqual({ id: 11, target: 'pay', detail: { Amount: 1000.5 } }));
  });

  it('a withdrawal\'s upper limit is the withdrawable balance, said before anything is sent', async () => {
    open([FIELDS.amount!], { 'GET user/balance': () => ok({ balance: 400, withdrawable: '300.00' }) }, WITHDRAW);
    expect(await screen.findByText('Withdrawable balance: ₺300,00')).toBeInTheDocument();
    expect(screen.getByText('Min ₺50,00 · Max ₺300,00')).toBeInTheDocument();
    // Presets above it are not offered.
    expect(screen.getByRole('button', { name: 'Enter ₺250,00' })).toBeInTheDocument();
    await userEvent.type(input('Amount'), '300,01');
    await userEvent.tab();
    expect(await screen.findByText('Your withdrawable balance is ₺300,00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  });

  it('prefills the account holder from the profile, without overwriting what was typed', async () => {
    open([FIELDS.amount!, FIELDS.holder!], { 'POST customer/details': () => ok({
      name: 'Ada', surname: 'Yılmaz', username: 'ada', usercode: '100002', email: 'ada@example.com', phone: null, smsVerified: false,
      birthDate: null, country: null, balance: '400.00', createdAt: '2026-11-01T10:00:00Z',
    }) }, WITHDRAW);
    await waitFor(() => expect(input('Account holder')).toHaveValue('Ada Yılmaz'));
  });

  it('a pasted IBAN with leading spaces and a tab keeps every digit; a foreign one is kept and refused with a message', async () => {
    open([FIELDS.iban!]);
    const iban = await screen.findByRole('textbox', { name: /^IBAN/ });
    await userEvent.click(iban);
    await userEvent.paste('  \tTR42 0001 0000 0000 0000 0000 01');
    expect(iban).toHaveValue('TR42 0001 0000 0000 0000 0000 01');
    await userEvent.clear(iban);
    await userEvent.paste('DE89 3704 0044 0532 0130 00');
    await userEvent.tab();
    expect(iban).toHaveValue('DE89370400440532013000');
    expect(await screen.findByText('Payouts go only to accounts in Türkiye (an IBAN starting with TR)')).toBeInTheDocument();
  });

  it('card fields bring the digit keyboard and autofill; a 13th month is refused', async () => {
    open([FIELDS.card!, FIELDS.expiry!, { key: 'Cvv', mask: '000', objectType: 'string', option: null }]);
    const card = await screen.findByRole('textbox', { name: /^Card number/ });
    expect(card).toHaveAttribute('inputmode', 'numeric');
    expect(card).toHaveAttribute('autocomplete', 'cc-number');
    expect(input('Expiry date')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(input('CVV')).toHaveAttribute('autocomplete', 'cc-csc');
    await userEvent.type(input('Expiry date'), '1320');
    await userEvent.tab();
    expect(await screen.findByText('The month must be 01 to 12 (MM/YY)')).toBeInTheDocument();
  });

  it('paste (granted) normalises an IBAN into the mask and names the bank', async () => {
    Object.assign(navigator, { clipboard: { readText: jest.fn().mockResolvedValue(' tr42 0001 0000 0000 0000 0000 01 ') } });
    open([FIELDS.iban!]);
    await userEvent.click(await screen.findByRole('button', { name: 'Paste IBAN' }));
    await waitFor(() => expect(input('IBAN')).toHaveValue('TR42 0001 0000 0000 0000 0000 01'));
    expect(IBAN_ZIRAAT.startsWith('TR42')).toBe(true);
    expect(screen.getByText('Bank: Ziraat Bankası')).toBeInTheDocument();
  });

  it('paste (refused) explains how else to paste', async () => {
    Object.assign(navigator, { clipboard: { readText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) } });
    open([FIELDS.card!]);
    await userEvent.click(await screen.findByRole('button', { name: 'Paste Card number' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Clipboard access was refused. Paste with Ctrl+V (or a long press on a phone).' }]));
  });

  it('deposit sends id, target pay and numbers, then opens an http(s) link in a new tab with Continue', async () => {
    const opened = jest.spyOn(window, 'open').mockReturnValue(null);
    open([FIELDS.amount!, FIELDS.network!], { 'POST payment/deposit': () => ok('https://pay.example/checkout/9') });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '150,25');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'ERC20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const link = await screen.findByRole('link', { name: 'Continue to the payment page' });
    expect(link).toHaveAttribute('href', 'https://pay.example/checkout/9');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(opened).toHaveBeenCalledWith('https://pay.example/checkout/9', '_blank', 'noopener,noreferrer');
    const sent = api.sent.find((s) => s.route === 'POST payment/deposit')!;
    expect(sent.body).toEqual({ id: 11, target: 'pay', detail: { Amount: 150.25, Network: 2 } });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('a link deposit does not go stale: a cancelled one says the result, a credited one closes the dialog', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const push = (title: string) => act(() => bus.emit('hub/message', {
      command: 'Notification', message: JSON.stringify({ id: 5, title, note: '', type: 'Deposit', timeStamp: '2026-03-05T14:07:00', isRead: false }),
    }));
    bus.set('balance', 100);
    const onClose = open([FIELDS.amount!], { 'POST payment/deposit': () => ok('https://pay.example/checkout/9') });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('link', { name: 'Continue to the payment page' });
    // Someone else's message is not the result.
    act(() => bus.emit('hub/message', { command: 'Notification', message: JSON.stringify({ id: 4, title: 'Hello', note: '', type: 'System', timeStamp: '2026-03-05T14:07:00', isRead: false }) }));
    expect(screen.queryByTestId('deposit-link-result')).not.toBeInTheDocument();
    push('You cancelled your deposit of ₺150,00');
    expect(await screen.findByTestId('deposit-link-result')).toHaveTextContent('You cancelled your deposit of ₺150,00');
    expect(onClose).not.toHaveBeenCalled();
    act(() => bus.set('balance', 250));
    push('Your deposit of ₺150,00 was confirmed');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    bus.set('balance', null);
  });

  it('a deposit answer that is not an http(s) link is never opened; its message shows', async () => {
    const opened = jest.spyOn(window, 'open').mockReturnValue(null);
    const onClose = open([FIELDS.amount!], { 'POST payment/deposit': () => ok('javascript:alert(1)', 'Send the transfer to the IBAN shown') });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: 'Send the transfer to the IBAN shown' }]));
    expect(opened).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('a refused request shows the server message and keeps everything typed', async () => {
    const onClose = open([FIELDS.amount!, FIELDS.holder!], { 'POST payment/withdraw': () => ({ success: false, message: 'Insufficient balance' }) }, WITHDRAW);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '100');
    await userEvent.type(input('Account holder'), 'Ada Yılmaz');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Insufficient balance' }]));
    expect(input('Amount')).toHaveValue('100');
    expect(input('Account holder')).toHaveValue('Ada Yılmaz');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('withdraw success shows a toast and closes 500 ms later', async () => {
    const onClose = open([FIELDS.amount!], { 'POST payment/withdraw': () => ok(null, 'Withdrawal pending approval') }, WITHDRAW);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '100');
    const sentAt = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: 'Withdrawal pending approval' }]));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(450);
  });

  it('a double click sends one request', async () => {
    let answer: (value: unknown) => void = () => undefined;
    open([FIELDS.amount!], { 'POST payment/withdraw': () => new Promise((resolve) => { answer = resolve; }) }, WITHDRAW);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '100');
    const form = screen.getByRole('form', { name: 'Havale/EFT' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(api.sent.filter((s) => s.route === 'POST payment/withdraw')).toHaveLength(1));
    answer(ok(null, 'ok'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(api.sent.filter((s) => s.route === 'POST payment/withdraw')).toHaveLength(1);
  });

  it('a retry after a lost answer reuses the idempotency key; a new submission gets a new one', async () => {
    let calls = 0;
    open([FIELDS.amount!], {
      'POST payment/withdraw': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return ok(null, 'ok');
      },
    }, WITHDRAW);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'No connection. What you typed is kept; please try again.' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(toasts).toHaveLength(2));
    const keys = api.sent.filter((s) => s.route === 'POST payment/withdraw').map((s) => s.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('on desktop is as high as its form (at most 699 px) and 640 px wide, not a tall empty box', async () => {
    open([FIELDS.amount!]);
    await screen.findByRole('textbox', { name: /^Amount/ });
    // eslint-disable-next-line testing-library/no-node-access -- the size of MUI's dialog paper (no role of its own) is the subject
    const paper = within(screen.getByRole('dialog')).getByRole('form').closest('.MuiDialog-paper') as HTMLElement;
    expect(paper).toHaveStyle({ maxWidth: '640px', maxHeight: 'min(699px, calc(100% - 64px))' });
    expect(paper.style.height).toBe('');
    expect(getComputedStyle(paper).height).not.toBe('699px');
  });
});
