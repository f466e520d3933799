import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { text } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { playerByUsername } from '../auth/players';
import { breaksInForce, liftBreaks } from './breakStore';
import { playersWithLimits } from './limitStore';
import { responsibleText } from './responsibleMessages';

const liftSchema = v.object({
  username: v.pipe(text(), v.minLength(1)),
  // Lifting a player's own protection is a serious step: the reason is kept with the break.
  reason: v.pipe(text(), v.minLength(5), v.maxLength(500)),
});

type Notify = (server: ServerContext, playerId: number, title: string, note: string) => Promise<void>;

/**
 * The operator's side (loopback only, operatorGuard.ts): list breaks in force and limits, and
 * lift a member's break with a reason (the member is told in the language the break was asked in,
 * as a payment's outcome is: ADR 0045).
 */
export function responsibleOperatorRoutes(app: FastifyInstance, server: ServerContext, notify: Notify): void {
  app.get('/sandbox/admin/responsible', async () => {
    const limits = await playersWithLimits(server.db);
    return { success: true, message: null, data: { breaks: await breaksInForce(server.db, server.now()), limits } };
  });

  app.post('/sandbox/admin/responsible/lift', async (request, reply) => {
    const parsed = v.safeParse(liftSchema, request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ success: false, message: `Invalid body: ${parsed.issues[0]?.message} (username, and a reason of 5 to 500 characters)` });
    const player = await playerByUsername(server.db, parsed.output.username);
    if (!player) return reply.code(404).send({ success: false, message: `Unknown user: ${parsed.output.username}` });
    const { lifted, locale } = await liftBreaks(server.db, player.id, parsed.output.reason, server.now());
    if (lifted === 0 || !locale) return reply.code(409).send({ success: false, message: `${player.username} has no break in force.` });
    await notify(server, player.id, responsibleText(locale, 'note.liftTitle'), responsibleText(locale, 'note.lift', { reason: parsed.output.reason }));
    return { success: true, message: `Lifted ${lifted} break(s) of ${player.username}.`, data: { lifted } };
  });
}
