import { HUB } from '../constants/constants';
import { CONTRACT_VERSION } from '../version';
import {
  balancePushSchema, hubCloseSchema, hubHandshakeAnswerSchema, hubHandshakeSchema, hubInvocationSchema,
  hubMessageSchema, hubPingSchema, notificationPushSchema,
} from '../hub/hubMessages';
import { jsonSchemaOf, type JsonObject } from './jsonSchema';

/**
 * The hub's messages as one JSON Schema document (2020-12), generated from the contract's schemas:
 * the root is any message the server sends, `$defs` names each of them and the pushes' payloads.
 */
export function hubMessagesSchema(): JsonObject {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'vitrin-hub-messages.json',
    title: `Vitrin notification hub messages (contract ${CONTRACT_VERSION})`,
    description: [
      `WebSocket at ${HUB.path} relative to the site's base (ws: or wss:), SignalR JSON hub protocol`,
      'without negotiation: the bearer token as the access_token query parameter, the device as fingerprint.',
      'A connection without a valid token is refused with HTTP 401 before the upgrade. Every message is JSON',
      'followed by the record separator U+001E. The client sends HubHandshake; the server answers',
      `HubHandshakeAnswer, then pings (HubPing) at least every ${HUB.serverTimeoutMs / 1000} s and pushes`,
      `HubInvocation with target ${HUB.method} and one HubMessage. command 'Notification' carries a`,
      "NotificationPush as JSON text (the notification list shows it at once); 'Balance' a BalancePush. A",
      'HubClose with allowReconnect false ends the session (logout, new password, expiry).',
    ].join(' '),
    oneOf: ['HubHandshakeAnswer', 'HubInvocation', 'HubPing', 'HubClose'].map((name) => ({ $ref: `#/$defs/${name}` })),
    $defs: {
      HubHandshake: jsonSchemaOf(hubHandshakeSchema),
      HubHandshakeAnswer: jsonSchemaOf(hubHandshakeAnswerSchema),
      HubInvocation: jsonSchemaOf(hubInvocationSchema),
      HubPing: jsonSchemaOf(hubPingSchema),
      HubClose: jsonSchemaOf(hubCloseSchema),
      HubMessage: jsonSchemaOf(hubMessageSchema),
      NotificationPush: jsonSchemaOf(notificationPushSchema),
      BalancePush: jsonSchemaOf(balancePushSchema),
    },
  };
}
