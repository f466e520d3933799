import { AUTH_STORAGE_KEYS, userBalance, STORAGE_KEYS } from '@vitrin/contract';
import { bus, callApi, type HubMessage } from '@vitrin/shared';
import { endSessionForBreak, endSessionFromServer, followSignOutElsewhere, logoutFully, logoutLocally, syncAuthFromStorage } from '../auth/authActions';
import { writeStorage } from '../auth/authStorage';
import { createBalancePoller } from '../balance/balancePoller';
import { bonusMoneyAtom, bonusOf } from '../balance/bonusMoneyStore';
import { openDialog } from '../dialogs/dialogStore';
import { createHubClient, type HubClient, type SignalRModule } from '../hub/hubClient';
import { dispatchNotifications, loadNotifications, receiveNotificationMessage } from '../notifications/notificationsStore';
import { notificationPanelAtom, profilePanelAtom } from '../panel/panelStore';
import { safeReturnPath } from '../auth/navigation';
import { ensureFingerprint } from '../fingerprint/fingerprint';
import { holdMarketingUntil } from '../responsible/marketingHold';
import { pageStore } from '../ui/pageStore';

/** A Balance hub message carries the amount as a number or as {"balance": n}; anything else means "ask again". */
/** The bonus money of a Balance push (`{balance, bonus}`), null when it carries none. */
function bonusOfMessage(message: string): string | null {
  try {
    return bonusOf(JSON.parse(message));
  } catch {
    return null;
  }
}

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

export function balanceOf(message: string): number | null {
  if (message.trim() === '') return null;
  let raw: unknown = Number(message);
  if (!Number.isFinite(raw)) {
    try {
      raw = (JSON.parse(message) as { balance?: unknown } | null)?.balance;
    } catch {
      return null;
    }
  }
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
}

/** How long after the server closed the hub the site asks whether the session still lives. */
export const HUB_CLOSED_ASK_MS = 1000;

export interface MemberSessionDeps {
  loadSignalR: () => Promise<SignalRModule>;
  fetchBalance: () => Promise<number>;
  /** The browser fingerprint, computed once (at most FINGERPRINT_TIMEOUT_MS); null if it cannot be. */
  fingerprint: () => Promise<string | null>;
}

const defaultDeps: MemberSessionDeps = {
  // The only place @microsoft/signalr is imported: a separate chunk that only members download.
  loadSignalR: () => import(/* webpackChunkName: "signalr" */ '@microsoft/signalr'),
  fetchBalance: async () => {
    const { data } = await callApi(userBalance);
    pageStore.set(bonusMoneyAtom, bonusOf(data) ?? '0.00');
    return data.balance;
  },
  fingerprint: () => ensureFingerprint(),
};

/**
 * Everything that follows the login state outside React: balance polling, the hub, notifications,
 * the 401 and logout commands, other tabs. Returns a disposer (used by tests).
 */
export function startMemberSession(deps: MemberSessionDeps = defaultDeps): () => void {
  const hub: HubClient = createHubClient({
    load: deps.loadSignalR,
    setStatus: (status) => bus.set('hubStatus', status),
    emit: (message) => bus.emit('hub/message', message),
    baseURI: () => document.baseURI,
  });
  const poller = createBalancePoller(deps.fetchBalance, (balance) => {
    bus.set('balance', balance);
    writeStorage(STORAGE_KEYS.balance, String(balance));
  });

  let activeToken: string | null = null;
  const follow = () => {
    const auth = bus.get('auth');
    const token = auth.hasLogin ? auth.token : null;
    if (token === activeToken) return;
    activeToken = token;
    if (token) {
      poller.start();
      // Spec §7: the hub carries the fingerprint. On a first visit it may not exist yet; the hub is
      // not on the paint path, so it waits for it (ensureFingerprint answers at once when stored).
      void deps.fingerprint().then((fingerprint) => {
        if (activeToken === token) void hub.start(token, fingerprint);
      });
      void loadNotifications();
    } else {
      poller.stop();
      pageStore.set(bonusMoneyAtom, '0.00');
      void hub.stop();
      dispatchNotifications({ type: 'reset' });
      pageStore.set(profilePanelAtom, false);
      pageStore.set(notificationPanelAtom, false);
    }
  };

  let askTimer: ReturnType<typeof setTimeout> | undefined;
  const onHubMessage = (message: HubMessage) => {
    // The server closes the hub when the session ends (expiry, a reset or logout elsewhere): ask
    // soon, so the player hears it within a second rather than at the next poll (a 401 ends the
    // session here). Not at once: a password change made on this page closes the hub too, and its
    // own answer, which explains itself, should come first.
    if (message.command === 'disconnect') {
      clearTimeout(askTimer);
      askTimer = setTimeout(() => {
        if (bus.get('auth').hasLogin) void poller.refresh();
      }, HUB_CLOSED_ASK_MS);
    }
    else if (message.command === 'Notification') receiveNotificationMessage(message.message);
    else if (message.command === 'Balance') {
      const value = balanceOf(message.message);
      const bonus = bonusOfMessage(message.message);
      if (bonus !== null) pageStore.set(bonusMoneyAtom, bonus);
      if (value === null) void poller.refresh();
      else {
        bus.set('balance', value);
        writeStorage(STORAGE_KEYS.balance, String(value));
      }
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
    bus.on('hub/message', onHubMessage),
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
      if (bus.get('auth').hasLogin) void poller.refresh();
    }),
  ];
  globalThis.addEventListener?.('storage', onStorage);

  return () => {
    for (const off of offs) off();
    globalThis.removeEventListener?.('storage', onStorage);
    poller.stop();
    void hub.stop();
    clearTimeout(askTimer);
    activeToken = null;
  };
}
