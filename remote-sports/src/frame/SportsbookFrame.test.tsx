import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { STORAGE_KEYS } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { SportsbookFrame, type SportsbookFrameProps } from './SportsbookFrame';

const GUEST_ENTRY = { betsyUrl: 'http://provider.test/sportsbook', betsyCid: 'cid-guest', betcoUrl: 'http://provider.test/sportsbook?book=betco' };
let entryAnswers: (() => Response)[] = [];
const realFetch = globalThis.fetch;
const asked: string[] = [];

function answer(path: string): Response {
  if (path === '/api/sports/token') {
    return new Response(JSON.stringify({ success: true, message: null, data: { token: 'bs-fresh', expiresAt: '2026-11-23T10:00:00.000Z' } }), { headers: { 'Content-Type': 'application/json' } });
  }
  const next = entryAnswers.shift();
  return next ? next() : new Response(JSON.stringify({ success: true, message: null, data: GUEST_ENTRY }), { headers: { 'Content-Type': 'application/json' } });
}

function signIn(token = 'bs-token-1') {
  localStorage.setItem(STORAGE_KEYS.betsyUrl, 'http://provider.test/sportsbook');
  localStorage.setItem(STORAGE_KEYS.betsyToken, token);
  localStorage.setItem(STORAGE_KEYS.betsyCid, 'cid-1');
  localStorage.setItem(STORAGE_KEYS.betcoUrl, 'http://provider.test/sportsbook?book=betco');
  localStorage.setItem(STORAGE_KEYS.betcoToken, 'bc-token-1');
  act(() => bus.set('auth', { hasLogin: true, username: 'demo', usercode: '1001', token: `session-${token}` }));
}

function signOut() {
  localStorage.clear();
  act(() => bus.set('auth', { hasLogin: false, username: '', usercode: '', token: null }));
}

function show(props: Partial<SportsbookFrameProps> = {}) {
  const router = createMemoryRouter([
    { path: '/spor', element: <SportsbookFrame book="betsy" view="spor" {...props} /> },
    { path: '/dashboard/deposit', element: <p>deposit page</p> },
  ], { initialEntries: ['/spor'] });
  render(<RouterProvider router={router} />);
  return router;
}

const frameEl = async () => (await screen.findByTestId('sportsbook-frame')) as HTMLIFrameElement;
const post = (data: unknown, source: MessageEventSource | null, origin = 'http://provider.test') =>
  act(() => void window.dispatchEvent(new MessageEvent('message', { data, source, origin })));

describe('SportsbookFrame', () => {
  beforeEach(() => {
    bus.set('language', 'en');
    signOut();
    entryAnswers = [];
    asked.length = 0;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      asked.push(`${request.method} ${new URL(request.url).pathname}`);
      return answer(new URL(request.url).pathname);
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('a guest gets the guest entry: no token, the language passed on, a spinner until loaded', async () => {
    show();
    expect(screen.getByRole('progressbar', { name: 'Loading the sportsbook' })).toBeInTheDocument();
    const frame = await frameEl();
    expect(asked).toEqual(['GET /api/sports/entry']);
    expect(frame.src).toBe('http://provider.test/sportsbook?view=spor&lang=en&cid=cid-guest');
    expect(frame).toHaveAttribute('data-member', 'false');
    expect(frame).toHaveAttribute('title', 'Sports betting');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    fireEvent.load(frame);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a member’s frame address carries the client id but no token; when the frame says ready, the stored token is posted to its origin', async () => {
    signIn();
    show();
    const frame = await frameEl();
    expect(frame.src).toBe('http://provider.test/sportsbook?view=spor&lang=en&cid=cid-1');
    expect(frame).toHaveAttribute('data-member', 'true');
    const sent = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    // Ready from another window, or from the frame's window at another origin: nothing is sent.
    post({ type: 'vitrin-sportsbook', action: 'ready' }, window);
    post({ type: 'vitrin-sportsbook', action: 'ready' }, frame.contentWindow, 'http://evil.test');
    expect(sent).not.toHaveBeenCalled();
    post({ type: 'vitrin-sportsbook', action: 'ready' }, frame.contentWindow);
    expect(sent).toHaveBeenCalledWith({ type: 'vitrin-sportsbook', action: 'token', token: 'bs-token-1' }, 'http://provider.test');
    expect(asked).toEqual([]);
  });

  it('betco: the e-sports frame gets betcoToken, by message', async () => {
    signIn();
    const router = createMemoryRouter([{ path: '/esports', element: <SportsbookFrame book="betco" view="esports" /> }], { initialEntries: ['/esports'] });
    render(<RouterProvider router={router} />);
    const frame = await frameEl();
    expect(frame.src).toBe('http://provider.test/sportsbook?book=betco&view=esports&lang=en');
    const sent = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    post({ type: 'vitrin-sportsbook', action: 'ready' }, frame.contentWindow);
    expect(sent).toHaveBeenCalledWith({ type: 'vitrin-sportsbook', action: 'token', token: 'bc-token-1' }, 'http://provider.test');
  });

  it('a member without a stored token gets a fresh one of the session when the frame is ready', async () => {
    signIn();
    localStorage.removeItem(STORAGE_KEYS.betsyToken);
    show();
    const frame = await frameEl();
    const sent = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    post({ type: 'vitrin-sportsbook', action: 'ready' }, frame.contentWindow);
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ type: 'vitrin-sportsbook', action: 'token', token: 'bs-fresh' }, 'http://provider.test'));
    expect(asked).toEqual(['POST /api/sports/token']);
  });

  it('a guest’s frame gets no token when it says ready', async () => {
    show();
    const frame = await frameEl();
    const sent = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    post({ type: 'vitrin-sportsbook', action: 'ready' }, frame.contentWindow);
    expect(sent).not.toHaveBeenCalled();
    expect(asked).toEqual(['GET /api/sports/entry']);
  });

  it('signing in and out loads the frame afresh (a guest frame never keeps a token) without leaving the page', async () => {
    const router = show();
    const guest = await frameEl();
    expect(guest).toHaveAttribute('data-member', 'false');
    signIn('bs-token-2');
    await waitFor(() => expect(screen.getByTestId('sportsbook-frame')).toHaveAttribute('data-member', 'true'));
    const member = screen.getByTestId('sportsbook-frame');
    expect(member).not.toBe(guest);
    expect(member.getAttribute('src')).not.toContain('token');
    signOut();
    await waitFor(() => expect(screen.getByTestId('sportsbook-frame')).toHaveAttribute('data-member', 'false'));
    expect(screen.getByTestId('sportsbook-frame')).not.toBe(member);
    expect(router.state.location.pathname).toBe('/spor');
  });

  it('a login request opens the login dialog; a deposit request goes to /dashboard/deposit; a balance change asks the host for the balance', async () => {
    const emitted: string[] = [];
    const offs = [
      bus.on('auth/login-requested', () => emitted.push('login')),
      bus.on('balance/refresh-requested', () => emitted.push('balance')),
    ];
    const router = show();
    const frame = await frameEl();
    post({ type: 'vitrin-sportsbook', action: 'login' }, frame.contentWindow);
    post({ type: 'vitrin-sportsbook', action: 'balance' }, frame.contentWindow);
    expect(emitted).toEqual(['login', 'balance']);
    post({ type: 'vitrin-sportsbook', action: 'deposit' }, frame.contentWindow);
    expect(router.state.location.pathname).toBe('/dashboard/deposit');
    for (const off of offs) off();
  });

  it('token-expired: a member gets a fresh token posted to the frame, addressed to its origin, without a reload', async () => {
    signIn();
    show();
    const frame = await frameEl();
    const src = frame.src;
    const sent = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    post({ type: 'vitrin-sportsbook', action: 'token-expired' }, frame.contentWindow);
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ type: 'vitrin-sportsbook', action: 'token', token: 'bs-fresh' }, 'http://provider.test'));
    expect(asked).toEqual(['POST /api/sports/token']);
    expect(screen.getByTestId('sportsbook-frame')).toBe(frame);
    expect(frame.src).toBe(src);
  });

  it('a login request from a member’s frame (it lost its token) gets a fresh token, not the login dialog', async () => {
    const emitted: string[] = [];
    const off = bus.on('auth/login-requested', () => emitted.push('login'));
    signIn();
    show();
    const frame = await frameEl();
    const sent = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    post({ type: 'vitrin-sportsbook', action: 'login' }, frame.contentWindow);
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ type: 'vitrin-sportsbook', action: 'token', token: 'bs-fresh' }, 'http://provider.test'));
    expect(emitted).toEqual([]);
    off();
  });

  it('token-expired from a guest frame asks nothing', async () => {
    show();
    const frame = await frameEl();
    post({ type: 'vitrin-sportsbook', action: 'token-expired' }, frame.contentWindow);
    expect(asked).toEqual(['GET /api/sports/entry']);
  });

  it('ignores a message from another window or another origin', async () => {
    const emitted: string[] = [];
    const off = bus.on('auth/login-requested', () => emitted.push('login'));
    show();
    const frame = await frameEl();
    post({ type: 'vitrin-sportsbook', action: 'login' }, window);
    post({ type: 'vitrin-sportsbook', action: 'login' }, frame.contentWindow, 'http://evil.test');
    post({ type: 'vitrin-sportsbook', action: 'height', height: 3000 }, window);
    expect(emitted).toEqual([]);
    expect(frame.style.height).not.toBe('3000px');
    off();
  });

  it('takes the height the sportsbook asks for, and keeps its inner page in the site address', async () => {
    const router = show();
    const frame = await frameEl();
    post({ type: 'vitrin-sportsbook', action: 'height', height: 2400 }, frame.contentWindow);
    expect(frame.style.height).toBe('2400px');
    post({ type: 'vitrin-sportsbook', action: 'page', page: 'event/42' }, frame.contentWindow);
    expect(router.state.location.search).toBe('?page=event%2F42');
    // The frame is not reloaded by its own navigation.
    expect(screen.getByTestId('sportsbook-frame')).toBe(frame);
  });

  it('a frame that does not load in time shows a translated error; retry loads it again', async () => {
    show({ timeoutMs: 30 });
    expect(await screen.findByRole('alert')).toHaveTextContent('The sportsbook could not be opened right now. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const frame = await frameEl();
    fireEvent.load(frame);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failing guest entry shows the error in Turkish too; retry asks again', async () => {
    act(() => bus.set('language', 'tr'));
    entryAnswers = [() => new Response('oops', { status: 500 })];
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bahis sayfası şu anda açılamadı. Lütfen tekrar deneyin.');
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect((await frameEl()).src).toContain('lang=tr');
    expect(asked).toEqual(['GET /api/sports/entry', 'GET /api/sports/entry']);
  });
});
