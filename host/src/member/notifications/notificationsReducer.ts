import { NOTIFICATION_PANEL, UNREAD_BADGE_CAP, type Notification } from '@vitrin/contract';

export interface NotificationsState {
  items: Notification[];
  loaded: boolean;
  /** The first page could not be loaded: the panel says so and offers a retry. */
  failed: boolean;
}

export type NotificationsAction =
  | { type: 'loaded'; items: Notification[] }
  | { type: 'failed' }
  | { type: 'received'; item: Notification }
  | { type: 'read'; id: number }
  | { type: 'readMany'; ids: number[] }
  | { type: 'reset' };

export const initialNotifications: NotificationsState = { items: [], loaded: false, failed: false };

/** Spec §4: notifications go from unread to read; new ones arrive on top; one entry per id. */
export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case 'loaded':
      return { items: action.items, loaded: true, failed: false };
    case 'failed':
      return { ...state, failed: true };
    case 'received':
      // The panel holds one page (spec: 100): a burst of live ones keeps the newest page, so the
      // list stays small and smooth however many arrive (the burst drill).
      return { ...state, items: [action.item, ...state.items.filter((n) => n.id !== action.item.id)].slice(0, NOTIFICATION_PANEL.pageSize) };
    case 'read':
      return { ...state, items: state.items.map((n) => (n.id === action.id && !n.isRead ? { ...n, isRead: true } : n)) };
    case 'readMany': {
      const ids = new Set(action.ids);
      return { ...state, items: state.items.map((n) => (ids.has(n.id) && !n.isRead ? { ...n, isRead: true } : n)) };
    }
    case 'reset':
      return initialNotifications;
  }
}

export function unreadCount(items: readonly Notification[]): number {
  return items.reduce((count, n) => count + (n.isRead ? 0 : 1), 0);
}

/** The badge text: nothing at 0, the count below 9, '9+' from 9 (spec §9). */
export function badgeLabel(count: number): string {
  if (count <= 0) return '';
  return count >= UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
