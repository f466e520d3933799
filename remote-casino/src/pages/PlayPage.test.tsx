import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok, record, signIn, signOut } from '../testing/fixtures';
import { PlayPage } from './PlayPage';

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function openPlay(entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/casino/play/:provider/:slug', element: <PlayPage /> },
      { path: '/casino/play/:game', element: <PlayPage /> },
      { path: '/casino/slot', element: <p>Slots</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const gameCalls = (api: MockApi) => api.sent.filter((s) => s.route === 'POST casino/game').map((s) => s.body);
const crash = game('Aviator', 'Hub88', { studio: 'Spribe', lobby: 'games' });

describe('PlayPage: the address, and the way back', () => {
  let api: MockApi;
  beforeEach(() => {
    bus.set('language', 'en');
    signOut();
    api = mockApi({
      'POST casino/favorites': () => ok([]),
      'POST casino/game': () => ok(crash),
    });
  });
  afterEach(() => api.restore());

  it('a readable address finds its game by casino/game, and leads back to the lobby the game belongs to', async () => {
    openPlay('/casino/play/spribe/aviator');
    expect(await screen.findByRole('heading', { name: 'Aviator' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(gameCalls(api)).toEqual([{ provider: 'spribe', game: 'aviator' }]);
    expect(screen.getByRole('link', { name: 'Back to Virtual Games' })).toHaveAttribute('href', '/casino/games');
    expect(screen.queryByText('Back to Slots')).not.toBeInTheDocument();
  });

  it('the game handed over by the opener needs no call; the link returns to the lobby address it came from', async () => {
    const table = game('Speed Roulette', 'EveryMatrix', { studio: 'Evolution', lobby: 'live' });
    openPlay({ pathname: '/casino/play/evolution/speed-roulette', state: { game: table, from: '/casino/live?filter=roulette&page=3' } });
    expect(await screen.findByRole('heading', { name: 'Speed Roulette' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(gameCalls(api)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to Live Casino' })).toHaveAttribute('href', '/casino/live?filter=roulette&page=3');
  });

  it("a handed-over 'from' that is not a lobby of the game's own is not followed", async () => {
    const table = game('Speed Roulette', 'EveryMatrix', { studio: 'Evolution', lobby: 'live' });
    openPlay({ pathname: '/casino/play/evolution/speed-roulette', state: { game: table, from: 'https://evil.example/casino/live' } });
    expect(await screen.findByRole('link', { name: 'Back to Live Casino' }, { timeout: 10_000 })).toHaveAttribute('href', '/casino/live');
  });

  it('an old base64 address still opens (checked by the contract schema); without a lobby it leads to the slots', async () => {
    openPlay(`/casino/play/${base64(game('Gates of Olympus'))}`);
    expect(await screen.findByRole('heading', { name: 'Gates of Olympus' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Slots' })).toHaveAttribute('href', '/casino/slot');
    expect(gameCalls(api)).toEqual([]);
  });

  it.each([
    ['a base64 game whose name is not text', `/casino/play/${base64({ name: 42, gameCode: 'x', providerName: 'Hub88' })}`],
    ['parts that are not slugs', '/casino/play/Spribe/..%2Fetc'],
    ['an overlong part', `/casino/play/spribe/${'a'.repeat(81)}`],
  ])('%s is refused without a call', async (_label, path) => {
    openPlay(path);
    expect(await screen.findByText('This game link is not valid. Please open the game again from the lobby.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(gameCalls(api)).toEqual([]);
  });

  it("an address the server does not know shows the server's message", async () => {
    api.use('POST casino/game', () => ({ success: false, message: 'Game not found.' }));
    openPlay('/casino/play/spribe/no-such-game');
    expect(await screen.findByText('Game not found.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to Slots' })).toBeInTheDocument();
  });

  // Moved from the browser (e2e casino.spec.ts, "a launch the server refuses"): the server's word
  // is said, the page keeps the game's name and stays usable, and Retry asks for the launch again.
  it("a launch the server refuses says the server's message, keeps the game's page, and Retry launches again", async () => {
    signIn();
    const refused = jest.fn(() => ({ success: false, message: 'Game not found.', data: null }));
    api.use('POST casino/egtlaunchurl', refused);
    const toasts = record('toast/show');
    openPlay(`/casino/play/${base64(game('Ghost Slot', 'Egt Digital', { gameCode: 'ghost-slot', mainProviderId: 3 }))}`);
    await waitFor(() => expect(toasts.seen).toEqual([{ type: 'error', message: 'Game not found.' }]), { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Ghost Slot' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(refused).toHaveBeenCalledTimes(2));
    toasts.off();
    signOut();
  });
});

describe('PlayPage on a phone on its side', () => {
  let api: MockApi;
  /** A matchMedia whose landscape-phone answer the test turns, telling MUI's listeners. */
  function phone(landscape: boolean) {
    const listeners = new Set<() => void>();
    let turned = landscape;
    window.matchMedia = ((query: string) => ({
      get matches() { return query.includes('orientation: landscape') && turned; },
      media: query, onchange: null,
      addListener: (listener: () => void) => listeners.add(listener), removeListener: (listener: () => void) => listeners.delete(listener),
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener), removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
    return (next: boolean) => act(() => {
      turned = next;
      for (const listener of [...listeners]) listener();
    });
  }
  const realMatch = window.matchMedia;
  beforeEach(() => {
    bus.set('language', 'en');
    signIn();
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    api = mockApi({
      'POST casino/favorites': () => ok([]),
      'POST casino/pragmaticlaunchurl': () => ok('http://127.0.0.1:4001/demo?t=1'),
    });
  });
  afterEach(() => {
    api.restore();
    signOut();
    window.matchMedia = realMatch;
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
  });

  it('covers the site with only a compact bar (back, title, full screen), the session line and the game', async () => {
    phone(true);
    const router = openPlay({ pathname: '/casino/play/pragmatic-play/gates-of-olympus', state: { game: game('Gates of Olympus'), from: '/casino/slot' } });
    const frame = await screen.findByTitle('Gates of Olympus', {}, { timeout: 10_000 });
    const page = screen.getByTestId('play-page');
    // Over the host's header, menu bar and bottom bar: fixed to the screen, above the app bar.
    expect(getComputedStyle(page).position).toBe('fixed');
    const bar = screen.getByTestId('play-page-bar');
    expect(within(bar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Back to Slots', 'Fullscreen']);
    expect(within(bar).getByRole('heading', { name: 'Gates of Olympus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.getByTestId('play-stage').contains(frame)).toBe(true);
    await userEvent.click(within(bar).getByRole('button', { name: 'Back to Slots' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/slot'));
  });

  it('turning the phone keeps the game frame (and the round in it): only the bars change', async () => {
    const turn = phone(false);
    openPlay({ pathname: '/casino/play/pragmatic-play/gates-of-olympus', state: { game: game('Gates of Olympus'), from: '/casino/slot' } });
    const frame = await screen.findByTitle('Gates of Olympus', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('play-page-bar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    turn(true);
    expect(screen.getByTestId('play-page-bar')).toBeInTheDocument();
    expect(screen.getByTitle('Gates of Olympus')).toBe(frame);
    turn(false);
    expect(screen.queryByTestId('play-page-bar')).toBeNull();
    expect(screen.getByTitle('Gates of Olympus')).toBe(frame);
  });
});
