import * as v from 'valibot';
import { HUB } from '../constants/constants';
import { notificationSchema } from '../api/customer/notifications';

/**
 * The notification hub (`./hub/frnotify`, spec §7): the SignalR JSON hub protocol over a WebSocket
 * (the client skips negotiation), bearer token as `access_token` in the query, `fingerprint` beside
 * it. Every JSON message ends with the record separator U+001E. The server pushes one method,
 * `HUB.method` ('NotifyMessage'), whose one argument is a `hubMessageSchema`.
 */
export const hubMessageSchema = v.object({
  command: v.pipe(v.string(), v.description('What the message is: Notification or Balance; the site ignores any other.')),
  message: v.pipe(v.string(), v.description('The payload as JSON text, read according to command.')),
});

/** command 'Notification': message is one spec §3 Notification, as JSON text. */
export const notificationPushSchema = notificationSchema;

/** command 'Balance': message is `{"balance": 1250.5}` (or the bare number); the site shows it at once. */
export const balancePushSchema = v.object({ balance: v.number() });

/** The client's first message; the server answers `{}` (accepted) or `{error}` and closes. */
export const hubHandshakeSchema = v.object({ protocol: v.literal('json'), version: v.literal(1) });
export const hubHandshakeAnswerSchema = v.object({ error: v.optional(v.string()) });

/** What the server sends after the handshake: the push (type 1), keep-alive pings (6), a close (7). */
export const hubInvocationSchema = v.object({
  type: v.literal(1),
  target: v.literal(HUB.method),
  arguments: v.tuple([hubMessageSchema]),
  invocationId: v.optional(v.string()),
});
export const hubPingSchema = v.object({ type: v.literal(6) });
export const hubCloseSchema = v.object({
  type: v.literal(7),
  error: v.optional(v.string()),
  /** false when the session is over (logout, new password, expiry): reconnecting would be refused. */
  allowReconnect: v.optional(v.boolean()),
});
