import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../api/context';
import { isLoopback } from '../admin/adminRoutes';
import { openBets } from './betStore';
import { settleBet } from './settleBet';

/**
 * The operator's side of the demo sportsbook, loopback only like the other admin routes: list open
 * bets, settle one as won or lost (`./vitrin operator sports list|won|lost <id>`).
 */
export function sportsOperatorRoutes(app: FastifyInstance, server: ServerContext): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!isLoopback(request)) await reply.code(403).send({ success: false, message: 'The operator routes answer only on 127.0.0.1.' });
    });
    scope.get('/sandbox/admin/sports/bets', async () => ({ success: true, message: null, data: await openBets(server.db) }));
    scope.post<{ Params: { id: string; outcome: string } }>('/sandbox/admin/sports/bets/:id/:outcome', async (request, reply) => {
      const id = Number(request.params.id);
      const outcome = request.params.outcome;
      if (!Number.isSafeInteger(id) || (outcome !== 'won' && outcome !== 'lost')) {
        return reply.code(400).send({ success: false, message: 'Use /sandbox/admin/sports/bets/<id>/won or /lost.' });
      }
      const result = await settleBet(server, id, outcome);
      if (!result.ok) return reply.code(409).send({ success: false, message: `Bet ${id} is unknown or already settled.` });
      return { success: true, message: `Bet ${id} settled as ${outcome}.`, data: result.bet };
    });
  });
}
