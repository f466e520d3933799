import { screen, within } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { memberApi } from '../testing/memberFixtures';
import { ok, type MockApi } from '../testing/mockApi';
import { renderPage } from '../testing/renderPage';
import { GameHistoryPage } from './GameHistoryPage';

const ROUND = { id: 1, gameCode: 'sweet-bonanza', gameName: 'Sweet Bonanza', provider: 'Pragmatic Play', amount: '12.30', roundId: 'r-1', createdAt: '2026-03-01T09:30:00Z' };

describe('GameHistoryPage', () => {
  let api: MockApi;
  beforeEach(() => bus.set('language', 'en'));
  afterEach(() => api.restore());

  it('shows game, provider, bet or win (spec §3 game result type) and the amount; the range comes from the URL', async () => {
    api = memberApi({ 'POST customer/gamehistory': () => ok({ items: [{ ...ROUND, resultType: 2 }, { ...ROUND, id: 2, resultType: 1, amount: '40.00' }], total: 2 }) });
    renderPage(<GameHistoryPage />, '/dashboard/game-history?from=2026-03-01&to=2026-03-02');
    const table = await screen.findByRole('table', { name: 'Game Activities' });
    const [, bet, win] = within(table).getAllByRole('row');
    expect(bet).toHaveTextContent('Sweet Bonanza');
    expect(bet).toHaveTextContent('Pragmatic Play');
    expect(bet).toHaveTextContent('Bet');
    expect(bet).toHaveTextContent('₺12,30');
    expect(win).toHaveTextContent('Win');
    expect(api.sent.find((s) => s.route === 'POST customer/gamehistory')?.body).toEqual({ from: '2026-03-01', to: '2026-03-02', skip: 0, take: 10 });
  });

  it('shows the empty state', async () => {
    api = memberApi();
    renderPage(<GameHistoryPage />);
    expect(await screen.findByText('No game activity in this range.')).toBeInTheDocument();
  });
});
