import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import type { CasinoLobby } from '@vitrin/contract';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok, record, signIn, signOut } from '../testing/fixtures';
import { LobbyPage } from './LobbyPage';

const bootstrap = {
  casinoCategoryList: [
    { id: 1, name: 'Popular', slugList: ['slot', 'popular'], imageUrl: null },
    { id: 17, name: 'Popular Tables', slugList: ['live'], imageUrl: null },
    { id: 4, name: 'Rulet (operator)', slugList: ['live'], imageUrl: null, liveFilter: 'roulette' },
    { id: 9, name: 'Jackpot', slugList: ['slot'] },
  ],
};

function openLobby(lobby: CasinoLobby, path = `/casino/${lobby}`) {
  const router = createMemoryRouter([{ path: `/casino/${lobby}`, element: <LobbyPage lobby={lobby} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const page = (names: string[], total = names.length) => ok({ items: names.map((n) => game(n)), total, providers: ['Pragmatic Play', 'Spribe'] });
const lobbyCalls = (api: MockApi) => api.sent.filter((s) => s.route === 'POST casino/lobbygames').map((s) => s.body);

let api: MockApi;
beforeEach(() => {
  bus.set('language', 'en');
  localStorage.setItem('bootstrap', JSON.stringify(bootstrap));
  api = mockApi({ 'POST casino/lobbygames': () => page(['Gates of Olympus', 'Sweet Bonanza'], 120) });
});
// At the top level, so it runs after testing-library's own afterEach has unmounted the tree: a
// signed-out lobby drops its Favourites tab, and MUI's Tabs would measure that change in a mutation
// observer after act() has returned.
afterEach(() => {
  api.restore();
  signOut();
});

describe('LobbyPage', () => {

  it("shows skeletons, then the lobby's games, its categories as tabs and a count", async () => {
    openLobby('slot');
    expect(screen.getByRole('heading', { name: 'Slots', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('tile-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('Gates of Olympus', {}, { timeout: 10_000 })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Categories' })).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All games', 'Popular', 'Jackpot']);
    expect(lobbyCalls(api)[0]).toEqual({ lobby: 'slot', skip: 0, take: 48 });
    // The window holds only tiles near the screen: their pictures are asked for at once, not by
    // the lazy-loading watch inside a scrolled frame.
    // eslint-disable-next-line testing-library/no-node-access -- the picture's loading attribute is the subject; it is decorative
    const thumb = screen.getAllByTestId('game-tile')[0]!.querySelector('img')!;
    expect(thumb).toHaveAttribute('loading', 'eager');
    expect(thumb).toHaveAttribute('width');
  });

  it('a category and a provider narrow the call; a page in the address is where the list starts', async () => {
    openLobby('slot', '/casino/slot?category=9&provider=Spribe&page=2');
    await screen.findByText('Gates of Olympus', {}, { timeout: 10_000 });
    expect(lobbyCalls(api)[0]).toEqual({ lobby: 'slot', categoryId: 9, provider: 'Spribe', skip: 48, take: 48 });
    fireEvent.click(screen.getByRole('tab', { name: 'Popular' }));
    await waitFor(() => expect(lobbyCalls(api).at(-1)).toEqual({ lobby: 'slot', categoryId: 1, provider: 'Spribe', skip: 0, take: 48 }));
  });

  describe('one grid of all the games, only the rows near the screen rendered', () => {
    // jsdom lays nothing out: the list's top edge is set by hand; with no width and no gap, a row is
    // estimated at its 51 px of text; the screen is 768 px tall.
    const ROW = 51;
    let listTop = 0;
    let rect: jest.SpyInstance;
    const scrollTo = (top: number) => {
      listTop = -top;
      fireEvent.scroll(window);
    };
    const numbered = (body: unknown) => {
      const { skip } = body as { skip: number };
      return ok({ items: Array.from({ length: 48 }, (_, i) => game(`Game ${skip + i + 1}`)), total: 480, providers: ['Spribe'] });
    };
    beforeEach(() => {
      listTop = 0;
      api.use('POST casino/lobbygames', numbered);
      const real = HTMLElement.prototype.getBoundingClientRect;
      rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        return this.dataset.testid === 'lobby-grid' ? ({ top: listTop, bottom: listTop + 1, left: 0, right: 0, width: 0, height: 0, x: 0, y: listTop } as DOMRect) : real.call(this);
      });
    });
    afterEach(() => rect.mockRestore());

    it('lists all 480 games in place but renders only a window of them, each saying its place among all', async () => {
      openLobby('slot', '/casino/slot?provider=Spribe');
      await screen.findByText('Game 1', {}, { timeout: 10_000 });
      const list = screen.getByRole('list', { name: 'Slots' });
      const tiles = within(list).getAllByTestId('game-tile');
      expect(tiles.length).toBeGreaterThan(10);
      expect(tiles.length).toBeLessThan(100);
      expect(tiles[0]).toHaveAttribute('aria-posinset', '1');
      expect(tiles[0]).toHaveAttribute('aria-setsize', '480');
      // The list is as tall as 240 rows, so the scroll bar is the whole lobby's from the start.
      expect(parseFloat(list.style.height)).toBe(240 * ROW);
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      // The pages of the window and the one after it (asked for ahead of the scroll), with the
      // filters, each once: 31 rows of 51 px cover two screens, 62 games, then 48 more.
      await waitFor(() => expect(lobbyCalls(api)).toEqual([0, 48, 96].map((skip) => ({ lobby: 'slot', provider: 'Spribe', skip, take: 48 }))));
    });

    it('scrolling far down renders that stretch, asks only for its pages, and keeps the page in the address', async () => {
      openLobby('slot');
      await screen.findByText('Game 1', {}, { timeout: 10_000 });
      act(() => scrollTo(200 * ROW));
      // Row 200 holds games 401-402 (page 9); the window keeps half a screen above it.
      expect(await screen.findByText('Game 401', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByText('Game 1')).not.toBeInTheDocument();
      const skips = lobbyCalls(api).map((body) => (body as { skip: number }).skip);
      expect(skips).toContain(384);
      // The pages scrolled past were never near the screen: not asked for.
      expect(skips).not.toContain(192);
      expect(new Set(skips).size).toBe(skips.length);
      await waitFor(() => expect(window.location.search).toBe('?page=9'), { timeout: 2_000 });
      window.history.replaceState(null, '', '/');
    });

    it('a jump back to the top from far down renders the top rows and their margin, not every row in between', async () => {
      openLobby('slot');
      await screen.findByText('Game 1', {}, { timeout: 10_000 });
      act(() => scrollTo(200 * ROW));
      expect(await screen.findByText('Game 401', {}, { timeout: 10_000 })).toBeInTheDocument();
      // The most tiles the list ever holds on the way: the margin below the screen was last
      // measured 200 rows down, and must not make the jump render every row in between.
      const list = screen.getByRole('list', { name: 'Slots' });
      let most = 0;
      const watch = new MutationObserver(() => {
        most = Math.max(most, within(list).queryAllByTestId('game-tile').length);
      });
      watch.observe(list, { childList: true });
      act(() => scrollTo(0));
      expect(await screen.findByText('Game 1', {}, { timeout: 10_000 })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Game 401')).not.toBeInTheDocument());
      watch.disconnect();
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThan(100);
      window.history.replaceState(null, '', '/');
    });

    it('a lobby opened at ?page=3 asks for that page first and scrolls to its first game', async () => {
      const scroll = jest.fn(({ top }: { top: number }) => scrollTo(top));
      window.scrollTo = scroll as unknown as typeof window.scrollTo;
      openLobby('slot', '/casino/slot?page=3');
      expect(await screen.findByText('Game 97', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(lobbyCalls(api)[0]).toEqual({ lobby: 'slot', skip: 96, take: 48 });
      await waitFor(() => expect(scroll).toHaveBeenCalledWith({ top: 48 * ROW }));
    });

    it('a page that fails later says so over the grid; Retry asks for it again', async () => {
      api.use('POST casino/lobbygames', (body) => ((body as { skip: number }).skip === 48 ? new Response('{}', { status: 500 }) : numbered(body)));
      openLobby('slot');
      expect(await screen.findByText('Some games could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByText('Game 1')).toBeInTheDocument();
      api.use('POST casino/lobbygames', numbered);
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.queryByText('Some games could not be loaded.')).not.toBeInTheDocument());
      expect(lobbyCalls(api).filter((body) => (body as { skip: number }).skip === 48)).toHaveLength(2);
    });
  });

  it("a category of another lobby in the address shows all games (the server would refuse it)", async () => {
    openLobby('slot', '/casino/slot?category=4');
    await screen.findByText('Gates of Olympus', {}, { timeout: 10_000 });
    expect(lobbyCalls(api)[0]).toEqual({ lobby: 'slot', skip: 0, take: 48 });
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
  });

  it('live casino has one filter row: All, the spec §2 kinds, then the categories that are not one of them', async () => {
    openLobby('live');
    await screen.findByText('Gates of Olympus', {}, { timeout: 10_000 });
    // One row: no second group of chips repeating Roulette.
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Categories' })).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All games', 'Roulette', 'Blackjack', 'Poker', 'Baccarat', 'Dealer', 'Popular Tables']);
    fireEvent.click(screen.getByRole('tab', { name: 'Blackjack' }));
    await waitFor(() => expect(lobbyCalls(api).at(-1)).toEqual({ lobby: 'live', liveFilter: 'blackjack', skip: 0, take: 48 }));
    // Roulette after Blackjack replaces it: the two never combine into nothing.
    fireEvent.click(screen.getByRole('tab', { name: 'Roulette' }));
    await waitFor(() => expect(lobbyCalls(api).at(-1)).toEqual({ lobby: 'live', liveFilter: 'roulette', skip: 0, take: 48 }));
    expect(screen.getByRole('tab', { name: 'Blackjack' })).toHaveAttribute('aria-selected', 'false');
    fireEvent.click(screen.getByRole('tab', { name: 'Popular Tables' }));
    await waitFor(() => expect(lobbyCalls(api).at(-1)).toEqual({ lobby: 'live', categoryId: 17, skip: 0, take: 48 }));
  });

  it("an old live link with both rows' choices shows one choice; a category that is a kind is that kind", async () => {
    const router = openLobby('live', '/casino/live?category=17&filter=blackjack');
    await screen.findByText('Gates of Olympus', {}, { timeout: 10_000 });
    expect(lobbyCalls(api)[0]).toEqual({ lobby: 'live', liveFilter: 'blackjack', skip: 0, take: 48 });
    expect(screen.getByRole('tab', { name: 'Blackjack' })).toHaveAttribute('aria-selected', 'true');
    await act(() => router.navigate('/casino/live?category=4'));
    await waitFor(() => expect(lobbyCalls(api)).toContainEqual({ lobby: 'live', liveFilter: 'roulette', skip: 0, take: 48 }));
    expect(screen.getByRole('tab', { name: 'Roulette' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a combination that finds nothing names it and offers all games', async () => {
    api.use('POST casino/lobbygames', (body) => ((body as { provider?: string }).provider ? page([]) : page(['Speed Roulette'])));
    openLobby('live', '/casino/live?filter=poker&provider=Spribe');
    expect(await screen.findByText('No games for Poker + Spribe.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all games' }));
    expect(await screen.findByText('Speed Roulette')).toBeInTheDocument();
    expect(lobbyCalls(api).at(-1)).toEqual({ lobby: 'live', skip: 0, take: 48 });
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a failed load says so with Retry, never a blank page; Retry loads again', async () => {
    api.use('POST casino/lobbygames', () => new Response('{}', { status: 500 }));
    openLobby('bingo');
    expect(await screen.findByText('The games could not be loaded. Please try again.', {}, { timeout: 10_000 })).toBeInTheDocument();
    api.use('POST casino/lobbygames', () => page(['Bingo 90']));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bingo 90')).toBeInTheDocument();
  });

  it('an empty result says so', async () => {
    api.use('POST casino/lobbygames', () => page([]));
    openLobby('tvbets', '/casino/tvbets?search=nothing');
    expect(await screen.findByText('No games for “nothing”.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(lobbyCalls(api)[0]).toMatchObject({ search: 'nothing' });
  });

  it('a tile click asks the opener through game/open', async () => {
    const opened = record('game/open');
    openLobby('slot');
    fireEvent.click(await screen.findByText('Sweet Bonanza', {}, { timeout: 10_000 }));
    expect(opened.seen).toEqual([{ game: game('Sweet Bonanza') }]);
    opened.off();
  });

  it('members get a Favourites tab, narrowed locally the Turkish way', async () => {
    signIn();
    api.use('POST casino/favorites', () => ok([game('Şekerli Meyveler'), game('Book of Dead')]));
    api.use('POST casino/recent', () => ok([game('Aviator', 'Hub88')]));
    openLobby('slot', '/casino/slot?category=favorites&search=sekerli');
    expect(await screen.findByText('Şekerli Meyveler', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Book of Dead')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Recently played' })).toBeInTheDocument();
    expect(screen.getByText('Aviator')).toBeInTheDocument();
  });

  it("the live lobby's Recently played asks for live games and shows no slot", async () => {
    signIn();
    api.use('POST casino/recent', () => ok([game('Speed Roulette', 'EveryMatrix', { lobby: 'live' }), game('Sweet Bonanza', 'Pragmatic Play', { lobby: 'slot' })]));
    openLobby('live');
    const rail = await screen.findByRole('region', { name: 'Recently played' }, { timeout: 10_000 });
    expect(within(rail).getByText('Speed Roulette')).toBeInTheDocument();
    expect(within(rail).queryByText('Sweet Bonanza')).not.toBeInTheDocument();
    expect(api.sent.find((s) => s.route === 'POST casino/recent')!.body).toEqual({ take: 12, lobby: 'live' });
  });
});
