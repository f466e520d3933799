import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import type { DepositInstructions as Instructions } from '@vitrin/contract';
import { mockApi, ok, type MockApi } from '../testing/mockApi';
import { BANK, FIELDS } from '../testing/fixtures';
import { PaymentDialog } from '../dialog/PaymentDialog';
import { PaymentMethodsPage } from '../methods/PaymentMethodsPage';

const BANK_SEND: Instructions = {
  kind: 'bank', recipient: 'Vitrin Ödeme Hizmetleri A.Ş.', iban: 'TR12 0004 6000 0000 0002 3456 789', bank: 'Akbank',
  reference: 'VT-000042K', amount: '1250.00', expiresAt: '2026-11-27T12:00:00.000Z',
};
const USDT_SEND: Instructions = {
  kind: 'crypto', currency: 'USDT', network: 'TRC20', address: 'TqgnHtJijB9fuQbJVyot56qUMaUYQizTsA', cryptoAmount: '28.99',
  amount: '1000.00', qr: 'TqgnHtJijB9fuQbJVyot56qUMaUYQizTsA', expiresAt: '2026-11-26T13:00:00.000Z',
};

describe('deposit instructions (where to send a transfer)', () => {
  let api: MockApi;
  let toasts: { type: string; message: string }[];
  let off: () => void;
  let copied: string[];
  beforeEach(() => {
    bus.set('language', 'en');
    toasts = [];
    copied = [];
    off = bus.on('toast/show', (toast) => void toasts.push(toast));
    Object.assign(navigator, { clipboard: { writeText: jest.fn(async (text: string) => void copied.push(text)) } });
  });
  afterEach(() => {
    api.restore();
    off();
  });

  it('a bank transfer deposit keeps the dialog open with recipient, IBAN, bank, reference and amount, each copied by its button', async () => {
    api = mockApi({ 'POST payment/detail': () => ok([FIELDS.amount]), 'POST payment/deposit': () => ok(BANK_SEND, 'Your transfer was recorded') });
    const onClose = jest.fn();
    render(<PaymentDialog request={{ kind: 'deposit', id: BANK.id, type: BANK.type, title: 'Havale/EFT', method: BANK }} onClose={onClose} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '1.250');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const box = await screen.findByTestId('deposit-instructions');
    expect(within(box).getAllByTestId('instruction-value').map((n) => n.textContent)).toEqual([
      'Vitrin Ödeme Hizmetleri A.Ş.', 'TR12 0004 6000 0000 0002 3456 789', 'Akbank', 'VT-000042K', '₺1.250,00',
    ]);
    expect(box).toHaveTextContent('write VT-000042K in the description');
    await userEvent.click(within(box).getByRole('button', { name: 'Copy IBAN' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Copy Description (reference code)' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Copy Amount' }));
    expect(copied).toEqual(['TR1200046000000000023456789', 'VT-000042K', '1,250.00']);
    expect(toasts).toContainEqual({ type: 'success', message: 'IBAN copied' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a USDT deposit shows the network warning, the address, the exact coin amount and a QR code', async () => {
    bus.set('language', 'tr');
    api = mockApi({ 'POST payment/detail': () => ok([FIELDS.amount]), 'POST payment/deposit': () => ok(USDT_SEND, 'USDT') });
    render(<PaymentDialog request={{ kind: 'deposit', id: 16, type: 6, title: 'USDT', method: { ...BANK, id: 16, type: 6, name: 'USDT' } }} onClose={jest.fn()} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Tutar/ }), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Yatır' }));
    const box = await screen.findByTestId('deposit-instructions');
    expect(box).toHaveTextContent('Yalnızca TRC20 ağında USDT gönderin');
    expect(box).not.toHaveTextContent(/havale/i);
    expect(within(box).getAllByTestId('instruction-value').map((n) => n.textContent)).toEqual(['TRC20', USDT_SEND.address, '28.99 USDT']);
    expect(await screen.findByRole('img', { name: 'TRC20 cüzdan adresinin QR kodu' })).toBeInTheDocument();
  });

  it('a pending transfer deposit reopens its instructions until it leaves the open requests', async () => {
    const pending = { id: 42, direction: 1, method: 'Havale/EFT', amount: '1250.00', status: 2, createdAt: '2026-11-26T12:00:00Z', expiresAt: BANK_SEND.expiresAt, instructions: BANK_SEND };
    api = mockApi({ 'POST payment/methods': () => ok([BANK]), 'POST payment/requests': () => ok([pending]) });
    render(<PaymentMethodsPage direction={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Payment details: Havale/EFT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(within(dialog).getByTestId('deposit-instructions')).toHaveTextContent('VT-000042K');
    // Confirmed meanwhile: the hub says so, the list reloads, the instructions close.
    api.use('POST payment/requests', () => ok([]));
    act(() => bus.emit('hub/message', { command: 'Notification', message: '{}' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment details' })).not.toBeInTheDocument());
  });
});
