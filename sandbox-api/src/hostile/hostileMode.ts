import type { FastifyInstance } from 'fastify';
import type { Hub } from '../hub/hub';
import { hostileAnswer, hostileHubMessage } from './hostileStrings';

/** What the sandbox does to an API answer before it is sent (hostile mode's payloads). */
export type AnswerTransform = <T>(answer: T) => T;

/**
 * Hostile strings mode (README "Hostile strings"): on when `enabled` is true or, when it
 * is not given, when the environment says `SANDBOX_HOSTILE=1`. Every JSON answer under /api/ and
 * every Notification pushed over the hub carries script and markup payloads; the stored data
 * stays clean, so turning the mode off restores the normal site.
 */
export function registerHostileMode(app: FastifyInstance, hub: Hub, enabled = process.env.SANDBOX_HOSTILE === '1'): AnswerTransform | undefined {
  if (!enabled) return undefined;
  app.addHook('preSerialization', async (request, _reply, payload) => (request.url.startsWith('/api/') ? hostileAnswer(payload) : payload));
  const notify = hub.notify.bind(hub);
  hub.notify = (playerId, message) => notify(playerId, hostileHubMessage(message));
  // The answers the first-paint step embeds in a page are API answers too: the same payloads.
  return hostileAnswer;
}
