import { fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { memberApi } from '../testing/memberFixtures';
import { ok, type MockApi } from '../testing/mockApi';
import { renderPage } from '../testing/renderPage';
import { DashboardHomePage } from './DashboardHomePage';

describe('DashboardHomePage', () => {
  let api: MockApi;
  beforeEach(() => {
    bus.set('language', 'en');
    bus.set('auth', { hasLogin: true, username: 'demo', usercode: '100001', token: 't' });
    bus.set('balance', 1250.5);
  });
  afterEach(() => api.restore());

  it('shows balance, name and code, verification, shortcuts and the latest activity', async () => {
    api = memberApi();
    renderPage(<DashboardHomePage />, '/dashboard');
    const summary = await screen.findByTestId('overview-summary');
    expect(within(summary).getByTestId('overview-balance')).toHaveTextContent('₺1.250,50');
    expect(summary).toHaveTextContent('demo · User code: 100001');
    expect(await within(summary).findByText('Not verified')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Deposit Money' })).toHaveAttribute('href', '/dashboard/deposit');
    expect(within(summary).getByRole('link', { name: 'Withdraw Money' })).toHaveAttribute('href', '/dashboard/withdraw');
    const transactions = await screen.findByRole('table', { name: 'Latest transactions' });
    expect(transactions).toHaveTextContent('₺1.234,50');
    expect(await screen.findByRole('table', { name: 'Latest bonuses' })).toHaveTextContent('Completed');
    expect(api.sent.find((s) => s.route === 'POST customer/financialhistory')?.body).toEqual({ filterType: 0, skip: 0, take: 5 });
  });

  it('a failing block offers its own retry; the rest of the page stays', async () => {
    api = memberApi({ 'POST bonus/history': () => new Response('x', { status: 500 }) });
    renderPage(<DashboardHomePage />, '/dashboard');
    expect(await screen.findByTestId('recent-bonuses-error')).toHaveTextContent('The list could not be loaded.');
    expect(await screen.findByRole('table', { name: 'Latest transactions' })).toBeInTheDocument();
    api.use('POST bonus/history', () => ok({ items: [], total: 0 }));
    fireEvent.click(within(screen.getByTestId('recent-bonuses-error')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have not claimed a bonus yet.')).toBeInTheDocument();
  });
});
