import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import { memberApi, TRANSACTION } from '../testing/memberFixtures';
import { ok, type MockApi } from '../testing/mockApi';
import { renderPage } from '../testing/renderPage';
import { FinancialActivitiesPage } from './FinancialActivitiesPage';

function setPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'), media: query, onchange: null,
    addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ ...TRANSACTION, id: from + i + 1, type: i % 2 ? 2 : 1, status: i % 2 ? 2 : 1 }));

describe('FinancialActivitiesPage', () => {
  let api: MockApi;
  beforeEach(() => {
    bus.set('language', 'en');
    setPhone(false);
  });
  afterEach(() => api.restore());

  it('shows a table with type, method, exact amount (₺, tr-TR) and translated status', async () => {
    api = memberApi();
    renderPage(<FinancialActivitiesPage />);
    const table = await screen.findByRole('table', { name: 'Financial History' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Deposit');
    expect(row).toHaveTextContent('Papara');
    expect(row).toHaveTextContent('₺1.234,50');
    expect(row).toHaveTextContent('Confirmed');
    expect(api.sent[0]?.body).toEqual({ filterType: 0, skip: 0, take: 10 });
  });

  it('names bonus credits and cancellations, shows a rejected deposit, and reloads live when the hub says money moved', async () => {
    let answer = [{ ...TRANSACTION, id: -4, status: 2 }];
    api = memberApi({ 'POST customer/financialhistory': () => ok({ items: answer, total: answer.length }) });
    renderPage(<FinancialActivitiesPage />);
    const table = await screen.findByRole('table', { name: 'Financial History' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Pending');
    answer = [
      { ...TRANSACTION, id: 9, type: 1, source: 'bonus', method: 'Trial Bonus', amount: '100.00', status: 1 },
      { ...TRANSACTION, id: 8, type: 2, source: 'bonus', method: 'Trial Bonus', amount: '100.00', status: 1 },
      { ...TRANSACTION, id: -4, status: 4 },
      { ...TRANSACTION, id: -3, status: 5, expired: true },
    ] as never;
    act(() => bus.emit('hub/message', { command: 'Notification', message: '{}' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(5));
    const [, credit, cancelled, rejected, expired] = screen.getAllByRole('row');
    expect(expired).toHaveTextContent(/Deposit.*Papara.*Expired/);
    expect(credit).toHaveTextContent(/Bonus.*Trial Bonus.*₺100,00.*Confirmed/);
    expect(cancelled).toHaveTextContent(/Bonus cancelled.*Trial Bonus/);
    expect(rejected).toHaveTextContent(/Deposit.*Papara.*Rejected/);
  });

  it('filters by type and date range; a range backwards is refused before a call', async () => {
    api = memberApi();
    renderPage(<FinancialActivitiesPage />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Withdraw' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.type(from, '2026-03-10');
    await userEvent.type(to, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    const before = api.sent.length;
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(api.sent.length).toBe(before + 1));
    expect(api.sent.at(-1)?.body).toEqual({ filterType: 2, from: '2026-03-10', to: '2026-03-31', skip: 0, take: 10 });
  });

  it('pages through with skip/take and keeps the page in the URL', async () => {
    api = memberApi({ 'POST customer/financialhistory': (body) => ok({ items: rows(10, (body as { skip: number }).skip), total: 23 }) });
    const { router } = renderPage(<FinancialActivitiesPage />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.sent.at(-1)?.body).toMatchObject({ skip: 20, take: 10 }));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('shows the empty state', async () => {
    api = memberApi({ 'POST customer/financialhistory': () => ok({ items: [], total: 0 }) });
    renderPage(<FinancialActivitiesPage />);
    expect(await screen.findByText('You have no deposits or withdrawals yet.')).toBeInTheDocument();
  });

  it('a failure offers a retry that loads again', async () => {
    let calls = 0;
    api = memberApi({ 'POST customer/financialhistory': () => (++calls === 1 ? new Response('{}', { status: 502 }) : ok({ items: rows(1), total: 1 })) });
    renderPage(<FinancialActivitiesPage />);
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows cards on a phone, in Turkish', async () => {
    setPhone(true);
    bus.set('language', 'tr');
    api = memberApi();
    renderPage(<FinancialActivitiesPage />);
    const list = await screen.findByRole('list', { name: 'Finansal Geçmiş' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getByText('Onaylandı')).toBeInTheDocument();
    expect(within(list).getByText('Yatırım')).toBeInTheDocument();
  });
});
