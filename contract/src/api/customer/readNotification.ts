import * as v from 'valibot';
import { defineCall } from '../defineCall';

export const readNotificationRequestSchema = v.object({ id: v.array(v.number()) });
export type ReadNotificationRequest = v.InferOutput<typeof readNotificationRequestSchema>;

/** POST customer/readnotification {id: [..]} → {read}: one of the answers without a success flag. */
export const readNotification = defineCall({
  method: 'POST',
  path: 'customer/readnotification',
  request: readNotificationRequestSchema,
  response: v.object({ read: v.boolean() }),
  envelope: false,
});
