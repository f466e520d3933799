import { useSyncExternalStore } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok, record, signIn, signOut, viewport } from '../testing/fixtures';
import { GameOpener, type GameOpenRequest } from './GameOpener';
import { casinoStore, pendingGameAtom, playingAtom } from './openerState';

function renderOpener(first: GameOpenRequest | null, start = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Opener /> },
      { path: '/casino/live', element: <Opener /> },
      { path: '/casino/play/:provider/:slug', element: <Opener /> },
    ],
    { initialEntries: [start] },
  );
  let push: (request: GameOpenRequest) => void = () => undefined;
  function Opener() {
    return <Harness />;
  }
  function Harness() {
    const [request, setRequest] = useStateRef(first);
    push = setRequest;
    return <GameOpener request={request} />;
  }
  render(<RouterProvider router={router} />);
  return { router, push: (r: GameOpenRequest) => act(() => push(r)) };
}

// A tiny state holder shared by both routes so a request survives the navigation.
let held: GameOpenRequest | null = null;
const listeners = new Set<() => void>();
function useStateRef(initial: GameOpenRequest | null): [GameOpenRequest | null, (r: GameOpenRequest) => void] {
  if (held === null && initial) held = initial;
  const value = useSyncExternalStore((l) => (listeners.add(l), () => listeners.delete(l)), () => held);
  return [value, (r) => ((held = r), listeners.forEach((l) => l()))];
}

describe('GameOpener (spec §4 game opening, search-open, launch)', () => {
  let api: MockApi;
  beforeEach(() => {
    held = null;
    bus.set('language', 'en');
    casinoStore.set(playingAtom, null);
    casinoStore.set(pendingGameAtom, null);
    viewport(false);
    api = mockApi({
      'POST casino/favorites': () => ok([]),
      'POST casino/pragmaticlaunchurl': () => ok('http://127.0.0.1:4001/demo?t=1'),
      'POST casino/egtlaunchurl': () => ({ success: false, message: 'Egt is closed for maintenance' }),
      'POST casino/games': () => ok([[game('Aviator', 'Hub88'), game('Aviator Pro', 'Hub88')]]),
    });
  });
  afterEach(() => {
    api.restore();
    signOut();
  });

  it('a guest gets the login form, and after login the game opens (desktop: the play page)', async () => {
    signOut();
    const login = record('auth/login-requested');
    const { router } = renderOpener({ seq: 1, game: game('Sweet Bonanza') });
    await waitFor(() => expect(login.seen).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/');
    act(() => signIn());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/casino\/play\//));
    // The readable address (studio, else provider; name), the game itself handed over with it.
    expect(router.state.location.pathname).toBe('/casino/play/pragmatic-play/sweet-bonanza');
    expect(router.state.location.state).toEqual({ game: game('Sweet Bonanza'), from: null });
    login.off();
  });

  it('search-open searches with the live flag and opens the first result', async () => {
    signIn();
    const { router } = renderOpener({ seq: 1, search: { search: 'Aviator', live: false } });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/casino\/play\//));
    expect(api.sent.find((s) => s.route === 'POST casino/games')!.body).toEqual({ live: false, search: 'Aviator', skip: 0, take: 5 });
    expect(router.state.location.pathname).toBe('/casino/play/hub88/aviator');
  });

  it('a game opened from a lobby carries that lobby address to the play page', async () => {
    signIn();
    const table = game('Speed Roulette', 'EveryMatrix', { studio: 'Evolution', lobby: 'live' });
    const { router } = renderOpener({ seq: 1, game: table }, '/casino/live');
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino/play/evolution/speed-roulette'));
    expect(router.state.location.state).toEqual({ game: table, from: '/casino/live' });
  });

  it('mobile: the play modal\'s panic button starts a 24-hour time-out in one tap, closes the game and signs out', async () => {
    signIn();
    viewport(true);
    api.use('POST responsible/panic', () => ({ success: true, message: 'Your time-out has started: you cannot sign in until 27.11.2026 12:00.', data: { until: '2026-11-27T09:00:00.000Z' } }));
    const unauthorized = record('auth/unauthorized');
    const toasts = record('toast/show');
    renderOpener({ seq: 1, game: game('Gates of Olympus') });
    await screen.findByRole('dialog', { name: 'Gates of Olympus' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Panic button: take a 24-hour time-out now' }));
    // With the break's end, so the host holds marketing back until then.
    await waitFor(() => expect(unauthorized.seen).toEqual([{ path: 'responsible/panic', until: '2026-11-27T09:00:00.000Z' }]));
    expect(api.sent.filter((s) => s.route === 'POST responsible/panic')).toHaveLength(1);
    expect(toasts.seen).toContainEqual({ type: 'info', message: 'Your time-out has started: you cannot sign in until 27.11.2026 12:00.', id: 'responsible-break' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gates of Olympus' })).not.toBeInTheDocument());
    unauthorized.off();
    toasts.off();
  });

  it('mobile: the play modal with name, Deposit, refresh (toast) and close; exit from the frame closes it', async () => {
    signIn();
    viewport(true);
    const toasts = record('toast/show');
    const deposit = record('payments/open-deposit-modal');
    renderOpener({ seq: 1, game: game('Gates of Olympus') });
    const dialog = await screen.findByRole('dialog', { name: 'Gates of Olympus' }, { timeout: 10_000 });
    const frame = await screen.findByTitle('Gates of Olympus');
    expect(frame).toHaveAttribute('src', 'http://127.0.0.1:4001/demo?t=1');
    expect(api.sent.find((s) => s.route === 'POST casino/pragmaticlaunchurl')!.body).toEqual({ code: 'gates-of-olympus' });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(deposit.seen).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(toasts.seen).toContainEqual({ type: 'info', message: 'Game will be reloaded. Please wait...' });
    await waitFor(() => expect(api.sent.filter((s) => s.route === 'POST casino/pragmaticlaunchurl')).toHaveLength(2));
    const own = ((await screen.findByTitle('Gates of Olympus')) as HTMLIFrameElement).contentWindow;
    // Another window's exit is ignored; the frame's own exit closes the modal.
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { command: 'exit' }, origin: 'null', source: window })));
    expect(dialog).toBeInTheDocument();
    // The game frame is sandboxed without allow-same-origin: it speaks from the opaque origin "null".
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { command: 'exit' }, origin: 'null', source: own })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    toasts.off();
    deposit.off();
  });

  it("a failed Egt launch shows the server's message and closes the modal", async () => {
    signIn();
    viewport(true);
    const toasts = record('toast/show');
    renderOpener({ seq: 1, game: game('Shining Crown', 'Egt Digital') });
    await waitFor(() => expect(toasts.seen).toContainEqual({ type: 'error', message: 'Egt is closed for maintenance' }), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    toasts.off();
  });
});
