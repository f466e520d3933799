import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context';
import { playerByUsername } from '../auth/players';
import { openBets } from './betStore';
import { settleBet } from './settleBet';
import { MAX_MONEY } from '../wallet/money';
import { expireSportsTokens } from './tokenStore';

/**
 * The operator's side of the demo sportsbook, loopback only like every `/sandbox/admin/` route (admin/operatorGuard.ts): list open
 * bets, settle one as won or lost (`./vitrin operator sports list|won|lost <id>`), and expire a
 * member's sportsbook tokens at once (to see the frame get a fresh one without a reload).
 */
export function sportsOperatorRoutes(app: FastifyInstance, server: ServerContext): void {
  app.register(async (scope) => {
    scope.get('/sandbox/admin/sports/bets', async () => ({ success: true, message: null, data: await openBets(server.db) }));
    scope.post<{ Params: { id: string; outcome: string } }>('/sandbox/admin/sports/bets/:id/:outcome', async (request, reply) => {
      const id = Number(request.params.id);
      const outcome = request.params.outcome;
      if (!Number.isSafeInteger(id) || (outcome !== 'won' && outcome !== 'lost')) {
        return reply.code(400).send({ success: false, message: 'Use /sandbox/admin/sports/bets/<id>/won or /lost.' });
      }
      const result = await settleBet(server, id, outcome);
      if (!result.ok && result.reason === 'balance-limit') {
        return reply.code(422).send({
          success: false, message: `Bet ${id} cannot be settled as won: its win would take the balance (${result.balance}) past ${MAX_MONEY}. It stays open.`,
        });
      }
      if (!result.ok) return reply.code(409).send({ success: false, message: `Bet ${id} is unknown or already settled.` });
      return { success: true, message: `Bet ${id} settled as ${outcome}.`, data: result.bet };
    });
    scope.post<{ Body: { username?: unknown } }>('/sandbox/admin/sports/expire-tokens', async (request, reply) => {
      const username = request.body?.username;
      const player = typeof username === 'string' ? await playerByUsername(server.db, username) : null;
      if (!player) return reply.code(404).send({ success: false, message: `Unknown user: ${String(username)}` });
      const expired = await expireSportsTokens(server.db, player.id);
      return { success: true, message: `${expired} sportsbook token(s) of ${player.username} expired.`, data: { expired } };
    });
  });
}
