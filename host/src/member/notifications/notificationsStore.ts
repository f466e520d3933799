import * as v from 'valibot';
import { notifications, notificationSchema, readNotification, NOTIFICATION_PANEL } from '@vitrin/contract';
import { bus, callApi } from '@vitrin/shared';
import { atom } from 'jotai';
import { pageStore } from '../ui/pageStore';
import { initialNotifications, notificationsReducer, type NotificationsAction } from './notificationsReducer';

export const notificationsAtom = atom(initialNotifications);

export function dispatchNotifications(action: NotificationsAction): void {
  pageStore.set(notificationsAtom, (state) => notificationsReducer(state, action));
}

/** Loads the first page once the player is logged in (spec §4). */
export async function loadNotifications(): Promise<void> {
  try {
    const answer = await callApi(notifications, { skip: 0, take: NOTIFICATION_PANEL.pageSize });
    dispatchNotifications({ type: 'loaded', items: answer.data });
  } catch (error) {
    console.warn('[member] notifications could not be loaded', error);
    dispatchNotifications({ type: 'failed' });
  }
}

/** Notifications closer together than this share the first one's toast. */
const TOAST_GAP_MS = 1000;
let lastToastAt = 0;

/** A hub message with command Notification carries the notification as JSON; bad ones are dropped. */
export function receiveNotificationMessage(message: string): void {
  let raw: unknown;
  try {
    raw = JSON.parse(message);
  } catch {
    console.warn('[member] a Notification hub message is not JSON; ignored', message);
    return;
  }
  const parsed = v.safeParse(notificationSchema, raw);
  if (!parsed.success) {
    console.warn('[member] a Notification hub message breaks the schema; ignored', parsed.issues[0]?.message);
    return;
  }
  dispatchNotifications({ type: 'received', item: parsed.output });
  // Money that arrives (a confirmed deposit, a won bet) or an operator's message is said at once,
  // not only counted on the bell: the title line carries the amount. A burst (an operator's mass
  // message) says its first one only: the bell counts the rest, and a queue of toasts would outlive it.
  const now = Date.now();
  if (now - lastToastAt < TOAST_GAP_MS) return;
  lastToastAt = now;
  bus.emit('toast/show', { type: 'info', message: parsed.output.title, id: `notification-${parsed.output.id}` });
}

/** "Mark all as read": every unread item of the panel in one call; the items the server marked turn read. */
export async function markAllNotificationsRead(): Promise<void> {
  const ids = pageStore.get(notificationsAtom).items.filter((n) => !n.isRead).map((n) => n.id);
  if (ids.length === 0) return;
  try {
    const answer = await callApi(readNotification, { id: ids });
    if (answer.read) dispatchNotifications({ type: 'readMany', ids });
    else await loadNotifications();
  } catch {
    // Spec §8: a failed read call has no handling; the items stay unread.
  }
}

/** Tapping an unread item marks it read once the server agrees; read items and failures do nothing (spec §4, §8). */
export async function markNotificationRead(id: number, isRead: boolean): Promise<void> {
  if (isRead) return;
  try {
    const answer = await callApi(readNotification, { id: [id] });
    if (answer.read) dispatchNotifications({ type: 'read', id });
  } catch {
    // Spec §8: a failed read call has no handling.
  }
}
