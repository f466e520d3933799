import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context';
import { pendingPayments } from './paymentStore';
import { expireDeposits, settlePayment } from './settlePayment';
import { MAX_MONEY } from '../wallet/money';

/**
 * The operator's back office for payments, loopback only like every `/sandbox/admin/` route (admin/operatorGuard.ts): list open
 * requests, confirm or reject one (`./vitrin operator payment list|confirm|reject <id>`).
 */
export function operatorRoutes(app: FastifyInstance, server: ServerContext): void {
  app.register(async (scope) => {
    scope.get('/sandbox/admin/payments', async () => {
      await expireDeposits(server);
      return { success: true, message: null, data: await pendingPayments(server.db) };
    });
    scope.post<{ Params: { id: string; outcome: string } }>('/sandbox/admin/payments/:id/:outcome', async (request, reply) => {
      const id = Number(request.params.id);
      const outcome = request.params.outcome;
      if (!Number.isSafeInteger(id) || (outcome !== 'confirm' && outcome !== 'reject')) {
        return reply.code(400).send({ success: false, message: 'Use /sandbox/admin/payments/<id>/confirm or /reject.' });
      }
      const result = await settlePayment(server, id, outcome);
      if (!result.ok && result.reason === 'balance-limit') {
        return reply.code(422).send({
          success: false,
          message: `Payment request ${id} cannot be ${outcome === 'confirm' ? 'confirmed' : 'rejected'}: crediting it would take the balance (${result.balance}) past ${MAX_MONEY}. It stays open.`,
        });
      }
      if (!result.ok) {
        return reply.code(result.reason === 'unknown' ? 404 : 409).send({
          success: false, message: result.reason === 'unknown' ? `Unknown payment request ${id}` : `Payment request ${id} is already settled.`,
        });
      }
      return { success: true, message: `Payment request ${id} ${outcome === 'confirm' ? 'confirmed' : 'rejected'}.`, data: result.payment };
    });
  });
}
