import { logout as logoutCall, LOGOUT_RELOAD_MS, type Session } from '@vitrin/contract';
import { bus, callApi, type AuthState } from '@vitrin/shared';
import { clearAuthStorage, readAuthFromStorage, readStoredBalance, saveSession } from './authStorage';
import { closeAllDialogs } from '../dialogs/dialogStore';
import { goTo } from './navigation';

function sameAuth(a: AuthState, b: AuthState): boolean {
  return a.hasLogin === b.hasLogin && a.token === b.token && a.username === b.username && a.usercode === b.usercode;
}

/** Publishes the auth state on the channel the host alone writes, and tells listeners it changed. */
export function publishAuth(next: AuthState): void {
  if (sameAuth(bus.get('auth'), next)) return;
  bus.set('auth', next);
  bus.emit('auth/changed', next);
}

/** Publishes what storage says; used at start-up and when another tab changes the session. */
export function syncAuthFromStorage(): void {
  publishAuth(readAuthFromStorage());
  bus.set('balance', bus.get('auth').hasLogin ? readStoredBalance() : null);
}

/** Login success (also after registration): store, close every dialog, publish. */
export function applySession(session: Session): void {
  saveSession(session);
  closeAllDialogs();
  bus.set('balance', session.balance ?? null);
  publishAuth(readAuthFromStorage());
}

/** The local half of logout: forget the session without asking the server (used on 401). */
export function logoutLocally(): void {
  clearAuthStorage();
  bus.set('balance', null);
  publishAuth(readAuthFromStorage());
}

let reloadTimer: ReturnType<typeof setTimeout> | undefined;

/** Full logout (spec §4): tell the server, clear storage, go home, reload after 300 ms. */
export async function logoutFully(reload: () => void = () => globalThis.location.reload()): Promise<void> {
  try {
    await callApi(logoutCall);
  } catch {
    // The session ends locally whatever the server says; a stale server session expires on its own.
  }
  logoutLocally();
  goTo('/');
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(reload, LOGOUT_RELOAD_MS);
}
