import * as v from 'valibot';
import { notifications, notificationSchema, readNotification, NOTIFICATION_PANEL } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';
import { createStore } from '../ui/createStore';
import { initialNotifications, notificationsReducer, type NotificationsAction } from './notificationsReducer';

export const notificationsStore = createStore(initialNotifications);

export function dispatchNotifications(action: NotificationsAction): void {
  notificationsStore.set((state) => notificationsReducer(state, action));
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
