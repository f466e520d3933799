import { AUTH_STORAGE_KEYS } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { endSessionForBreak, endSessionFromServer, followSignOutElsewhere, logoutFully, logoutLocally, syncAuthFromStorage } from '../auth/authActions';
import { openDialog } from '../dialogs/dialogStore';
import { notificationPanelAtom, profilePanelAtom } from '../panel/panelStore';
import { safeReturnPath } from '../auth/navigation';
import { ensureFingerprint } from '../fingerprint/fingerprint';
import { holdMarketingUntil } from '../responsible/marketingHold';
import { pageStore } from '../ui/pageStore';
import type { MemberSessionDeps, MemberWork } from './memberWork';

/**
 * The calls whose 401 ends the session on purpose (their pages say why), by path. Their definitions
 * are not imported: they would bring their request schemas (the limit rules, reading amounts) into
 * every page's first load, and only the path is compared here. memberSession.test.ts keeps them
 * equal to the contract's.
 */
export const SESSION_ENDING_PATHS = {
  changePassword: 'customer/changepassword',
  takeBreak: 'responsible/break',
  panicBreak: 'responsible/panic',
} as const;

const defaultDeps: MemberSessionDeps = {
  // The only place @microsoft/signalr is imported: a separate chunk that only members download.
  loadSignalR: () => import(/* webpackChunkName: "signalr" */ '@microsoft/signalr'),
  fetchBalance: () => loadMemberWork().then((m) => m.fetchMemberBalance()),
  fingerprint: () => ensureFingerprint(),
};

/** The member's work (poller, hub, notifications): its own chunk, asked for when a member signs in. */
const loadMemberWork = () => import(/* webpackChunkName: "member-work" */ './memberWork');

/**
 * Everything that follows the login state outside React: balance polling, the hub, notifications,
 * the 401 and logout commands, other tabs. Returns a disposer (used by tests).
 */
export function startMemberSession(deps: MemberSessionDeps = defaultDeps): () => void {
  // Loaded once, the first time a member is signed in; every call goes through the one promise, so
  // a logout, a new login and the hub's messages keep their order.
  let work: Promise<MemberWork> | null = null;
  const withWork = (use: (w: MemberWork) => void) => {
    work ??= loadMemberWork().then((m) => m.createMemberWork(deps));
    void work.then(use);
  };

  let activeToken: string | null = null;
  const follow = () => {
    const auth = bus.get('auth');
    const token = auth.hasLogin ? auth.token : null;
    if (token === activeToken) return;
    activeToken = token;
    // A guest never loads the member's work; a signed-out member's work is told to stop.
    if (token || work) withWork((w) => w.follow(token));
    if (!token) {
      pageStore.set(profilePanelAtom, false);
      pageStore.set(notificationPanelAtom, false);
    }
  };

  // Another tab logged in or out: follow it (the storage event fires only in the other tabs).
  const authKeys = new Set<string | null>([...AUTH_STORAGE_KEYS, null]);
  const onStorage = (event: StorageEvent) => {
    if (!authKeys.has(event.key)) return;
    syncAuthFromStorage();
    followSignOutElsewhere();
  };

  const offs = [
    bus.subscribe('auth', follow),
    // A password change ends the session on purpose and its page says so; any other 401 is news.
    bus.on('auth/unauthorized', ({ path, until }) => {
      if (path === SESSION_ENDING_PATHS.changePassword) {
        if (bus.get('auth').hasLogin) logoutLocally();
      } else if (path === SESSION_ENDING_PATHS.takeBreak || path === SESSION_ENDING_PATHS.panicBreak) {
        if (until) holdMarketingUntil(until);
        endSessionForBreak();
      }
      else endSessionFromServer();
    }),
    bus.on('auth/logout-requested', () => void logoutFully()),
    bus.on('auth/login-requested', ({ returnTo }) => {
      if (bus.get('auth').hasLogin) return;
      const safe = safeReturnPath(returnTo);
      openDialog(safe ? { kind: 'login', returnTo: safe } : { kind: 'login' });
    }),
    bus.on('auth/register-requested', () => {
      if (!bus.get('auth').hasLogin) openDialog({ kind: 'register' });
    }),
    bus.on('profile-panel/toggle', () => {
      if (bus.get('auth').hasLogin) pageStore.set(profilePanelAtom, (open) => !open);
    }),
    bus.on('notifications/open', () => {
      if (bus.get('auth').hasLogin) pageStore.set(notificationPanelAtom, true);
    }),
    bus.on('balance/refresh-requested', () => {
      if (bus.get('auth').hasLogin) withWork((w) => w.refreshBalance());
    }),
  ];
  globalThis.addEventListener?.('storage', onStorage);

  return () => {
    for (const off of offs) off();
    globalThis.removeEventListener?.('storage', onStorage);
    void work?.then((w) => w.dispose());
    activeToken = null;
  };
}
