import { logout as logoutCall, LOGOUT_RELOAD_MS, type Session } from '@vitrin/contract';
import { bus, callApi, type AuthState } from '@vitrin/shared';
import { clearAuthStorage, readAuthFromStorage, readStoredBalance, saveSession } from './authStorage';
import { closeAllDialogs, openDialog } from '../dialogs/dialogStore';
import { shellT } from '../../shell/i18n/shellT';
import { getLastLocation, getLastPublicLocation, goTo, isMemberOnly, safeReturnPath } from './navigation';

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

/**
 * The server no longer knows the session (it expired, or a password reset or a logout ended it on
 * another device): say so once, leave a member-only page for the last page a guest may see (no
 * dashboard with a blank user code and a zero balance), open the login dialog, and come back to
 * this very page after signing in. Later 401s of the same moment find no member and do nothing.
 */
export function endSessionFromServer(): void {
  // A logout the player asked for may meet a 401 of its own: nothing to explain then.
  if (!bus.get('auth').hasLogin || loggingOut) return;
  const here = getLastLocation();
  logoutLocally();
  bus.emit('toast/show', { type: 'warning', message: shellT('member.session.ended'), id: 'session-ended' });
  if (here && isMemberOnly(here)) goTo(getLastPublicLocation() ?? '/');
  const returnTo = safeReturnPath(here);
  openDialog(returnTo ? { kind: 'login', returnTo } : { kind: 'login' });
}

/**
 * The member started a time-out, a self-exclusion or the panic button: the server has ended every
 * session and the page that asked has said so. Forget the session and go home, where no sign-in
 * dialog invites them straight back.
 */
export function endSessionForBreak(): void {
  if (!bus.get('auth').hasLogin) return;
  closeAllDialogs();
  logoutLocally();
  goTo('/');
}

/** Another tab signed out: a member-only page here would show an empty account, so leave it. */
export function followSignOutElsewhere(): void {
  const here = getLastLocation();
  if (!bus.get('auth').hasLogin && here && isMemberOnly(here)) goTo(getLastPublicLocation() ?? '/');
}

let reloadTimer: ReturnType<typeof setTimeout> | undefined;
let loggingOut = false;

/** Full logout (spec §4): tell the server, clear storage, go home, reload after 300 ms. */
export async function logoutFully(reload: () => void = () => globalThis.location.reload()): Promise<void> {
  loggingOut = true;
  try {
    await callApi(logoutCall);
  } catch {
    // The session ends locally whatever the server says; a stale server session expires on its own.
  } finally {
    loggingOut = false;
  }
  logoutLocally();
  goTo('/');
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(reload, LOGOUT_RELOAD_MS);
}
