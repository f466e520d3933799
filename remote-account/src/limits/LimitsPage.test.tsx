import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS, type LimitsState } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { mockApi, ok, type MockApi } from '../testing/mockApi';
import { renderPage } from '../testing/renderPage';
import { LimitsPage } from './LimitsPage';
import { AccountMenu } from '../layout/AccountMenu';

function stateWith(overrides: Partial<LimitsState> = {}): LimitsState {
  return {
    limits: MONEY_LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({
      kind, period, amount: null, used: '0.00', remaining: null, resetsAt: '2026-11-25T21:00:00.000Z', pending: null,
    }))),
    session: { minutes: null, pending: null },
    realityCheckMinutes: null,
    ...overrides,
  };
}

describe('LimitsPage', () => {
  let api: MockApi;
  const toasts: unknown[] = [];
  const unauthorized: string[] = [];
  let offs: (() => void)[] = [];
  beforeEach(() => {
    bus.set('language', 'en');
    toasts.length = 0;
    unauthorized.length = 0;
    offs = [bus.on('toast/show', (toast) => void toasts.push(toast)), bus.on('auth/unauthorized', ({ path }) => void unauthorized.push(path))];
  });
  afterEach(() => {
    api.restore();
    offs.forEach((off) => off());
  });

  it('shows each limit with what is used and left, and a pending increase that can be cancelled', async () => {
    const limits = stateWith();
    limits.limits[0] = { ...limits.limits[0]!, amount: '100.00', used: '60.00', remaining: '40.00', pending: { amount: '500.00', from: '2026-11-26T09:00:00.000Z' } };
    api = mockApi({
      'GET responsible/limits': () => ok(limits),
      'POST responsible/cancelpending': () => ok(stateWith(), 'The pending change is cancelled; your limit stays as it is.'),
    });
    renderPage(<LimitsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Limits and Breaks' })).toBeInTheDocument();
    const day = await screen.findByTestId('limit-deposit-day');
    expect(day).toHaveTextContent(/Limit .*100,00 · used .*60,00 · left .*40,00/);
    expect(day).toHaveTextContent(/Pending change: .*500,00, from 26\/11\/2026/);
    await userEvent.click(within(day).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(api.sent.map((c) => c.route)).toContain('POST responsible/cancelpending'));
    expect(api.sent.find((c) => c.route === 'POST responsible/cancelpending')!.body).toEqual({ kind: 'deposit', period: 'day' });
    await waitFor(() => expect(screen.getByTestId('limit-deposit-day')).toHaveTextContent('No limit'));
  });

  it('sets a limit typed as the site writes money, and refuses one outside the range before sending', async () => {
    api = mockApi({
      'GET responsible/limits': () => ok(stateWith()),
      'POST responsible/setlimit': () => ok(stateWith(), 'Your weekly loss limit is now ₺1.000,50, in force at once.'),
    });
    renderPage(<LimitsPage />);
    const form = await screen.findByRole('form', { name: 'Set a loss limit' });
    await userEvent.selectOptions(within(form).getByLabelText('Period'), 'week');
    const amount = within(form).getByLabelText('Amount (₺)');
    await userEvent.type(amount, '0,50');
    await userEvent.tab();
    expect(await within(form).findByText('Enter an amount from ₺1.00 to ₺1,000,000.00')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.000,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent.filter((c) => c.route === 'POST responsible/setlimit')).toHaveLength(1));
    expect(api.sent.find((c) => c.route === 'POST responsible/setlimit')!.body).toEqual({ kind: 'loss', period: 'week', amount: '1.000,50' });
    expect(toasts).toContainEqual({ type: 'success', message: 'Your weekly loss limit is now ₺1.000,50, in force at once.' });
  });

  it('a time-out is confirmed with the password, then the member is signed out', async () => {
    api = mockApi({
      'GET responsible/limits': () => ok(stateWith()),
      'POST responsible/break': () => ok({ until: '2026-12-02T09:00:00.000Z' }, 'Your time-out has started: you cannot sign in until 02.12.2026 12:00.'),
    });
    renderPage(<LimitsPage />);
    const form = await screen.findByRole('form', { name: 'Time-out and self-exclusion' });
    await userEvent.click(within(form).getByRole('radio', { name: '7 days' }));
    expect(within(form).getByRole('button', { name: 'Start the break' })).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/Your password/), 'demo123');
    await userEvent.click(within(form).getByRole('button', { name: 'Start the break' }));
    await waitFor(() => expect(unauthorized).toEqual(['responsible/break']));
    expect(api.sent.find((c) => c.route === 'POST responsible/break')!.body).toEqual({ duration: '7d', password: 'demo123' });
    expect(toasts).toContainEqual({ type: 'info', message: 'Your time-out has started: you cannot sign in until 02.12.2026 12:00.', id: 'responsible-break' });
  });

  it('the panic button in the account menu starts a 24-hour time-out with one tap', async () => {
    api = mockApi({ 'POST responsible/panic': () => ok({ until: '2026-11-26T09:00:00.000Z' }, 'Your time-out has started.') });
    renderPage(<AccountMenu />);
    await userEvent.click(screen.getByTestId('panic-button'));
    await waitFor(() => expect(unauthorized).toEqual(['responsible/panic']));
    expect(api.sent.map((c) => c.route)).toEqual(['POST responsible/panic']);
    expect(screen.getByTestId('dashboard-menu-limits')).toHaveAttribute('href', '/dashboard/limits');
  });
});
