import { waitFor } from '@testing-library/react';
import { bus, INITIAL_CHANNELS, type HubStatus } from '@vitrin/shared';
import { changePassword, panicBreak, takeBreak } from '@vitrin/contract';
import { SESSION_ENDING_PATHS, startMemberSession } from './memberSession';
import { balanceOf, HUB_CLOSED_ASK_MS } from './memberWork';
import { saveSession } from '../auth/authStorage';
import { applySession, logoutFully } from '../auth/authActions';
import { registerNavigator, setLastLocation } from '../auth/navigation';
import { dialogAtom, closeAllDialogs } from '../dialogs/dialogStore';
import { notificationsAtom, dispatchNotifications } from '../notifications/notificationsStore';
import { notificationPanelAtom, profilePanelAtom } from '../panel/panelStore';
import type { SignalRModule } from '../hub/hubClient';
import { pageStore } from '../ui/pageStore';

const session = { token: 'tok-1', username: 'demo', usercode: '1001', balance: 5 };
const item = { id: 3, title: 'Hello', note: 'n', type: 'Bonus', timeStamp: '2026-01-01T10:00:00', isRead: false };

/** Hub addresses the fake builder was given. */
const urls: string[] = [];

function fakeSignalR() {
  const connection = {
    start: jest.fn(async () => {}),
    stop: jest.fn(async () => {}),
    on: jest.fn(),
    onreconnecting: jest.fn(),
    onreconnected: jest.fn(),
    onclose: jest.fn(),
  };
  class HubConnectionBuilder {
    withUrl(url: string) { urls.push(url); return this; }
    withAutomaticReconnect() { return this; }
    configureLogging() { return this; }
    build() { return connection; }
  }
  return { connection, module: { HubConnectionBuilder, HttpTransportType: { WebSockets: 1 }, LogLevel: { None: 6 } } as unknown as SignalRModule };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

it('knows the calls whose 401 ends the session on purpose by the contract\'s paths', () => {
  expect(SESSION_ENDING_PATHS).toEqual({ changePassword: changePassword.path, takeBreak: takeBreak.path, panicBreak: panicBreak.path });
});

describe('member session', () => {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  let stop: () => void;
  let fake: ReturnType<typeof fakeSignalR>;
  let fetchBalance: jest.Mock;
  let fingerprintSource: () => Promise<string | null>;

  beforeEach(() => {
    localStorage.clear();
    calls.length = 0;
    bus.set('auth', INITIAL_CHANNELS.auth);
    bus.set('balance', null);
    bus.set('hubStatus', 'disconnected');
    closeAllDialogs();
    dispatchNotifications({ type: 'reset' });
    globalThis.fetch = jest.fn(async (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      const path = new URL(request.url).pathname;
      const body = path.endsWith('customer/notification') ? { success: true, message: null, data: [item] } : { success: true, message: null };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    fake = fakeSignalR();
    fetchBalance = jest.fn(async () => 99);
    urls.length = 0;
    fingerprintSource = async () => 'fp-stored';
    stop = startMemberSession({ loadSignalR: async () => fake.module, fetchBalance, fingerprint: () => fingerprintSource() });
  });
  afterEach(() => {
    stop();
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('after login: polls the balance, connects the hub, loads notifications', async () => {
    const statuses: HubStatus[] = [];
    const off = bus.subscribe('hubStatus', (s) => statuses.push(s));
    // On a first visit the hub waits for the fingerprint instead of connecting without it.
    let resolveFingerprint: (value: string | null) => void = () => undefined;
    fingerprintSource = () => new Promise((resolve) => {
      resolveFingerprint = resolve;
    });
    applySession(session);
    await flush();
    expect(fake.connection.start).not.toHaveBeenCalled();
    resolveFingerprint('fp-1');
    await flush();
    expect(urls.at(-1)).toMatch(/[?&]fingerprint=fp-1(&|$)/);
    expect(fetchBalance).toHaveBeenCalled();
    expect(bus.get('balance')).toBe(99);
    expect(localStorage.getItem('balance')).toBe('99');
    expect(fake.connection.start).toHaveBeenCalledTimes(1);
    expect(statuses).toContain('connected');
    expect(calls).toContain('POST /api/customer/notification');
    await waitFor(() => expect(pageStore.get(notificationsAtom).items).toEqual([item]));
    off();
  });

  it('a 401 anywhere logs the player out locally and stops the hub', async () => {
    applySession(session);
    await waitFor(() => expect(pageStore.get(notificationsAtom).items).toHaveLength(1));
    bus.emit('auth/unauthorized', { path: 'user/balance' });
    await flush();
    expect(bus.get('auth').hasLogin).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(fake.connection.stop).toHaveBeenCalled();
    expect(pageStore.get(notificationsAtom).items).toEqual([]);
  });

  it('a session ended by the server: one "session ended" toast, off the dashboard, the login dialog returns to where the player was', async () => {
    const navigate = jest.fn();
    registerNavigator(navigate);
    const toasts: unknown[] = [];
    const offToast = bus.on('toast/show', (toast) => toasts.push(toast));
    setLastLocation('/casino/slot');
    setLastLocation('/dashboard/deposit?method=7');
    applySession(session);
    await flush();
    for (let i = 0; i < 3; i++) bus.emit('auth/unauthorized', { path: 'user/balance' });
    await flush();
    expect(bus.get('auth').hasLogin).toBe(false);
    expect(toasts).toEqual([{ type: 'warning', message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.', id: 'session-ended' }]);
    // Not left on a dashboard with a blank user code and a zero balance.
    expect(navigate).toHaveBeenCalledWith('/casino/slot');
    expect(pageStore.get(dialogAtom)).toEqual({ kind: 'login', returnTo: '/dashboard/deposit?method=7' });
    offToast();
    registerNavigator(null);
  });

  it('in English, on a public page: stays there and says so in English', async () => {
    const navigate = jest.fn();
    registerNavigator(navigate);
    const toasts: { message: string }[] = [];
    const offToast = bus.on('toast/show', (toast) => toasts.push(toast));
    bus.set('language', 'en');
    setLastLocation('/casino/live?tab=2');
    applySession(session);
    await flush();
    bus.emit('auth/unauthorized', { path: 'user/balance' });
    await flush();
    expect(toasts.map((t) => t.message)).toEqual(['Your session has ended. Please log in again.']);
    expect(navigate).not.toHaveBeenCalled();
    expect(pageStore.get(dialogAtom)).toEqual({ kind: 'login', returnTo: '/casino/live?tab=2' });
    bus.set('language', INITIAL_CHANNELS.language);
    offToast();
    registerNavigator(null);
  });

  it('the hub closing makes it ask the server within a second (a session ended elsewhere is heard now)', async () => {
    applySession(session);
    await flush();
    jest.useFakeTimers();
    fetchBalance.mockClear();
    bus.emit('hub/message', { command: 'disconnect', message: 'Session ended.' });
    jest.advanceTimersByTime(HUB_CLOSED_ASK_MS - 1);
    expect(fetchBalance).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('a password change made here ends the session quietly: its page explains it', async () => {
    const toasts: unknown[] = [];
    const offToast = bus.on('toast/show', (toast) => toasts.push(toast));
    applySession(session);
    await flush();
    bus.emit('auth/unauthorized', { path: 'customer/changepassword' });
    await flush();
    expect(bus.get('auth').hasLogin).toBe(false);
    expect(toasts).toEqual([]);
    offToast();
  });

  it.each(['responsible/break', 'responsible/panic'])('a break started here (%s) signs out and goes home with no sign-in dialog', async (path) => {
    const navigate = jest.fn();
    registerNavigator(navigate);
    const toasts: unknown[] = [];
    const offToast = bus.on('toast/show', (toast) => toasts.push(toast));
    setLastLocation('/dashboard/limits');
    applySession(session);
    await flush();
    const until = new Date(Date.now() + 24 * 3600_000).toISOString();
    bus.emit('auth/unauthorized', { path, until });
    await flush();
    expect(bus.get('auth').hasLogin).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    // The site's marketing is held back in this browser until the break ends.
    expect(localStorage.getItem('vitrin:break-until')).toBe(until);
    localStorage.removeItem('vitrin:break-until');
    expect(pageStore.get(dialogAtom)).toEqual({ kind: null });
    // The page that started the break said so; the host adds no "session ended".
    expect(toasts).toEqual([]);
    offToast();
    registerNavigator(null);
  });

  it('follows hub messages: Notification and Balance', async () => {
    applySession(session);
    await flush();
    bus.emit('hub/message', { command: 'Notification', message: JSON.stringify({ ...item, id: 4 }) });
    expect(pageStore.get(notificationsAtom).items[0]?.id).toBe(4);
    bus.emit('hub/message', { command: 'Balance', message: '321.5' });
    expect(bus.get('balance')).toBe(321.5);
    bus.emit('hub/message', { command: 'Balance', message: '{"balance":42}' });
    expect(bus.get('balance')).toBe(42);
    fetchBalance.mockResolvedValueOnce(11);
    bus.emit('hub/message', { command: 'Balance', message: '' });
    await flush();
    expect(bus.get('balance')).toBe(11);
  });

  it('fetches the balance at once on balance/refresh-requested (a sportsbook frame said it changed), for a member only', async () => {
    bus.emit('balance/refresh-requested', {});
    await flush();
    expect(fetchBalance).not.toHaveBeenCalled();
    applySession(session);
    await flush();
    fetchBalance.mockResolvedValueOnce(77.25);
    bus.emit('balance/refresh-requested', {});
    await flush();
    expect(bus.get('balance')).toBe(77.25);
  });

  it('opens the login dialog on auth/login-requested with a safe returnTo only', () => {
    bus.emit('auth/login-requested', { returnTo: '/dashboard/account' });
    expect(pageStore.get(dialogAtom)).toEqual({ kind: 'login', returnTo: '/dashboard/account' });
    bus.emit('auth/login-requested', { returnTo: '//evil.example' });
    expect(pageStore.get(dialogAtom)).toEqual({ kind: 'login' });
    bus.emit('auth/register-requested', {});
    expect(pageStore.get(dialogAtom)).toEqual({ kind: 'register' });
  });

  it('toggles the profile panel and opens notifications only for members', () => {
    bus.emit('profile-panel/toggle', {});
    bus.emit('notifications/open', {});
    expect(pageStore.get(profilePanelAtom)).toBe(false);
    expect(pageStore.get(notificationPanelAtom)).toBe(false);
    applySession(session);
    bus.emit('profile-panel/toggle', {});
    bus.emit('notifications/open', {});
    expect(pageStore.get(profilePanelAtom)).toBe(true);
    expect(pageStore.get(notificationPanelAtom)).toBe(true);
    bus.emit('profile-panel/toggle', {});
    expect(pageStore.get(profilePanelAtom)).toBe(false);
  });

  it('follows a login and a logout made in another tab', () => {
    // The sign-out takes the tab home through the router (jsdom cannot navigate the window).
    registerNavigator(jest.fn());
    saveSession(session);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'tok-1' }));
    expect(bus.get('auth')).toMatchObject({ hasLogin: true, username: 'demo' });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(bus.get('auth').hasLogin).toBe(false);
    registerNavigator(null);
  });

  it('a sign-out in another tab takes this tab off a dashboard page (no empty account left on screen)', () => {
    const navigate = jest.fn();
    registerNavigator(navigate);
    setLastLocation('/promotions');
    setLastLocation('/dashboard');
    saveSession(session);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'tok-1' }));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(navigate).toHaveBeenCalledWith('/promotions');
    registerNavigator(null);
  });

  it('an explicit logout that meets a 401 says nothing about an ended session', async () => {
    const toasts: unknown[] = [];
    const offToast = bus.on('toast/show', (toast) => toasts.push(toast));
    applySession(session);
    // The logout call answers 401; the session's own calls (notifications) keep their answers.
    const answers = (globalThis.fetch as jest.Mock).getMockImplementation()!;
    (globalThis.fetch as jest.Mock).mockImplementation(async (request: Request) => (new URL(request.url).pathname.endsWith('auth/logout')
      ? new Response(JSON.stringify({ success: false, message: 'x' }), { status: 401, headers: { 'Content-Type': 'application/json' } })
      : answers(request)));
    await logoutFully(() => undefined);
    expect(toasts).toEqual([]);
    expect(pageStore.get(dialogAtom)).toEqual({ kind: null });
    offToast();
  });

  it('logout: GET auth/logout, storage cleared, home, reload after 300 ms', async () => {
    jest.useFakeTimers();
    applySession(session);
    const navigate = jest.fn();
    registerNavigator(navigate);
    const reload = jest.fn();
    await logoutFully(reload);
    expect(calls).toContain('GET /api/auth/logout');
    expect(localStorage.getItem('token')).toBeNull();
    expect(bus.get('auth').hasLogin).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    jest.advanceTimersByTime(299);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    registerNavigator(null);
  });
});

describe('balanceOf', () => {
  it.each([
    ['12.5', 12.5],
    ['{"balance":7}', 7],
    ['{"balance":"7"}', null],
    ['', null],
    ['nope', null],
    ['null', null],
  ])('%j → %j', (message, expected) => {
    expect(balanceOf(message)).toBe(expected);
  });
});
