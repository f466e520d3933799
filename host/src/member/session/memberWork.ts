import { STORAGE_KEYS, userBalance } from '@vitrin/contract';
import { bus, callApi, type HubMessage } from '@vitrin/shared';
import { writeStorage } from '../auth/authStorage';
import { createBalancePoller } from '../balance/balancePoller';
import { bonusMoneyAtom, bonusOf } from '../balance/bonusMoneyStore';
import { createHubClient, type HubClient, type SignalRModule } from '../hub/hubClient';
import { dispatchNotifications, loadNotifications, receiveNotificationMessage } from '../notifications/notificationsStore';
import { pageStore } from '../ui/pageStore';

// A member's work, in its own chunk (ADR 0077): the balance poller, the hub and the notifications
// (with their schemas). memberSession.ts loads it when a member is signed in — at start-up for a
// stored session, in parallel with the page — so a guest's first load does not carry it.

/** The bonus money of a Balance push (`{balance, bonus}`), null when it carries none. */
function bonusOfMessage(message: string): string | null {
  try {
    return bonusOf(JSON.parse(message));
  } catch {
    return null;
  }
}

/** A Balance hub message carries the amount as a number or as {"balance": n}; anything else means "ask again". */
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

/** GET user/balance: the amount, and the bonus money beside it. */
export async function fetchMemberBalance(): Promise<number> {
  const { data } = await callApi(userBalance);
  pageStore.set(bonusMoneyAtom, bonusOf(data) ?? '0.00');
  return data.balance;
}

export interface MemberSessionDeps {
  loadSignalR: () => Promise<SignalRModule>;
  fetchBalance: () => Promise<number>;
  /** The browser fingerprint, computed once (at most FINGERPRINT_TIMEOUT_MS); null if it cannot be. */
  fingerprint: () => Promise<string | null>;
}

export interface MemberWork {
  /** Starts the poller, the hub and the notifications for a token; null stops them. */
  follow(token: string | null): void;
  /** Asks for the balance now (a hub Balance message without an amount, a page's request). */
  refreshBalance(): void;
  dispose(): void;
}

export function createMemberWork(deps: MemberSessionDeps): MemberWork {
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
  const offHub = bus.on('hub/message', onHubMessage);

  return {
    follow(token) {
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
      }
    },
    refreshBalance() {
      void poller.refresh();
    },
    dispose() {
      offHub();
      poller.stop();
      void hub.stop();
      clearTimeout(askTimer);
      activeToken = null;
    },
  };
}
