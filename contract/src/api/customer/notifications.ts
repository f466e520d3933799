import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';

/** Spec §3 Notification. type is a name (Bonus, Deposit, …) or a number (1..5). timeStamp is UTC without suffix. */
export const notificationSchema = v.looseObject({
  id: v.number(),
  title: v.string(),
  note: v.string(),
  type: v.union([v.string(), v.number()]),
  timeStamp: v.string(),
  isRead: v.boolean(),
});
export type Notification = v.InferOutput<typeof notificationSchema>;

export const notificationsRequestSchema = v.object({
  skip: v.pipe(v.number(), v.integer(), v.minValue(0)),
  take: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type NotificationsRequest = v.InferOutput<typeof notificationsRequestSchema>;

/** POST customer/notification {skip: 0, take: 100}. */
export const notifications = defineCall({
  method: 'POST',
  path: 'customer/notification',
  request: notificationsRequestSchema,
  response: envelope(v.array(notificationSchema)),
});
