import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import { mockApi, ok, type MockApi } from '../testing/mockApi';
import { BANK, FIELDS } from '../testing/fixtures';
import { PaymentsOpener } from './PaymentsOpener';

describe('PaymentsOpener slot (payments/open, payments/open-deposit-modal)', () => {
  let api: MockApi;
  beforeEach(() => {
    bus.set('language', 'en');
    api = mockApi({ 'POST payment/methods': () => ok([BANK]), 'POST payment/detail': () => ok([FIELDS.amount]) });
  });
  afterEach(() => api.restore());

  it('renders nothing until asked, then opens the dialog of payments/open', async () => {
    const { rerender } = render(<PaymentsOpener request={null} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<PaymentsOpener request={{ seq: 1, open: { kind: 'withdraw', id: 11, type: 1, title: 'Havale/EFT' } }} />);
    expect(await screen.findByRole('dialog', { name: 'Havale/EFT' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Request withdrawal' })).toBeInTheDocument();
    expect(api.sent[0]).toMatchObject({ route: 'POST payment/detail', body: { id: 11, type: 1 } });
  });

  it('opens the full-height Deposit Money modal listing the deposit methods; a method opens its dialog', async () => {
    render(<PaymentsOpener request={{ seq: 1, depositModal: true }} />);
    expect(await screen.findByRole('dialog', { name: 'Deposit Money' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^Havale\/EFT Min/ }));
    expect(await screen.findByRole('dialog', { name: 'Havale/EFT' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Havale/EFT' })).not.toBeInTheDocument());
    expect(api.sent.find((s) => s.route === 'POST payment/methods')!.body).toEqual({ direction: 1 });
  });
});
