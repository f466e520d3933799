import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import type { CasinoLobby } from '@vitrin/contract';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok, record, signIn, signOut } from '../testing/fixtures';
import { LobbyPage } from './LobbyPage';

const bootstrap = {
  casinoCategoryList: [
    { id: 1, name: 'Popular', slugList: ['slot', 'popular'], imageUrl: null },
    { id: 4, name: 'Roulette', slugList: ['live'], imageUrl: null },
    { id: 9, name: 'Jackpot', slugList: ['slot'] },
  ],
};

function renderLobby(lobby: CasinoLobby, path = `/casino/${lobby}`) {
  const router = createMemoryRouter([{ path: `/casino/${lobby}`, element: <LobbyPage lobby={lobby} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const page = (names: string[], total = names.length) => ok({ items: names.map((n) => game(n)), total, providers: ['Pragmatic Play', 'Spribe'] });
const lobbyCalls = (api: MockApi) => api.sent.filter((s) => s.route === 'POST casino/lobbygames').map((s) => s.body);

describe('LobbyPage', () => {
  let api: MockApi;
  beforeEach(() => {
    bus.set('language', 'en');
    localStorage.setItem('bootstrap', JSON.stringify(bootstrap));
    api = mockApi({ 'POST casino/lobbygames': () => page(['Gates of Olympus', 'Sweet Bonanza'], 120) });
  });
  afterEach(() => {
    api.restore();
    signOut();
  });

  it("shows skeletons, then the lobby's games, its categories as tabs and a page count", async () => {
    renderLobby('slot');
    expect(screen.getByRole('heading', { name: 'Slots', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('tile-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('Gates of Olympus', {}, { timeout: 10_000 })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Categories' })).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All games', 'Popular', 'Jackpot']);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(lobbyCalls(api)[0]).toEqual({ lobby: 'slot', skip: 0, take: 48 });
    const thumb = screen.getAllByTestId('game-tile')[0]!.querySelector('img')!;
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb).toHaveAttribute('width');
  });

  it('a category, a provider and a page narrow the call', async () => {
    renderLobby('slot', '/casino/slot?category=9&provider=Spribe&page=2');
    await screen.findByText('Gates of Olympus', {}, { timeout: 10_000 });
    expect(lobbyCalls(api)[0]).toEqual({ lobby: 'slot', categoryId: 9, provider: 'Spribe', skip: 48, take: 48 });
    fireEvent.click(screen.getByRole('tab', { name: 'Popular' }));
    await waitFor(() => expect(lobbyCalls(api).at(-1)).toEqual({ lobby: 'slot', categoryId: 1, provider: 'Spribe', skip: 0, take: 48 }));
  });

  it('Next page asks for the next 48 games and keeps the filters; the pager is plain buttons (issue 9)', async () => {
    const router = renderLobby('slot', '/casino/slot?provider=Spribe');
    await screen.findByText('Gates of Olympus', {}, { timeout: 10_000 });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const next = within(pages).getByRole('button', { name: 'Next page' });
    expect(next.querySelector('.MuiTouchRipple-root')).toBeNull();
    fireEvent.click(next);
    await waitFor(() => expect(lobbyCalls(api).at(-1)).toEqual({ lobby: 'slot', provider: 'Spribe', skip: 48, take: 48 }));
    expect(router.state.location.search).toBe('?provider=Spribe&page=2');
  });

  it("a category of another lobby in the address shows all games (the server would refuse it)", async () => {
    renderLobby('slot', '/casino/slot?category=4');
    await screen.findByText('Gates of Olympus', {}, { timeout: 10_000 });
    expect(lobbyCalls(api)[0]).toEqual({ lobby: 'slot', skip: 0, take: 48 });
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
  });

  it('live casino has the spec §2 filter: All, Roulette, Blackjack, Poker, Baccarat, Dealer', async () => {
    renderLobby('live');
    await screen.findByText('Gates of Olympus', {}, { timeout: 10_000 });
    const chips = within(screen.getByRole('group', { name: 'Live casino filter' })).getAllByRole('button').map((b) => b.textContent);
    expect(chips).toEqual(['All', 'Roulette', 'Blackjack', 'Poker', 'Baccarat', 'Dealer']);
    fireEvent.click(screen.getByRole('button', { name: 'Blackjack' }));
    await waitFor(() => expect(lobbyCalls(api).at(-1)).toEqual({ lobby: 'live', liveFilter: 'blackjack', skip: 0, take: 48 }));
  });

  it('a failed load says so with Retry, never a blank page; Retry loads again', async () => {
    api.use('POST casino/lobbygames', () => new Response('{}', { status: 500 }));
    renderLobby('bingo');
    expect(await screen.findByText('The games could not be loaded. Please try again.', {}, { timeout: 10_000 })).toBeInTheDocument();
    api.use('POST casino/lobbygames', () => page(['Bingo 90']));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bingo 90')).toBeInTheDocument();
  });

  it('an empty result says so', async () => {
    api.use('POST casino/lobbygames', () => page([]));
    renderLobby('tvbets', '/casino/tvbets?search=nothing');
    expect(await screen.findByText('No games match this choice.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(lobbyCalls(api)[0]).toMatchObject({ search: 'nothing' });
  });

  it('a tile click asks the opener through game/open', async () => {
    const opened = record('game/open');
    renderLobby('slot');
    fireEvent.click(await screen.findByText('Sweet Bonanza', {}, { timeout: 10_000 }));
    expect(opened.seen).toEqual([{ game: game('Sweet Bonanza') }]);
    opened.off();
  });

  it('members get a Favourites tab, narrowed locally the Turkish way', async () => {
    signIn();
    api.use('POST casino/favorites', () => ok([game('Şekerli Meyveler'), game('Book of Dead')]));
    api.use('POST casino/recent', () => ok([game('Aviator', 'Hub88')]));
    renderLobby('slot', '/casino/slot?category=favorites&search=sekerli');
    expect(await screen.findByText('Şekerli Meyveler', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Book of Dead')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Recently played' })).toBeInTheDocument();
    expect(screen.getByText('Aviator')).toBeInTheDocument();
  });
});
