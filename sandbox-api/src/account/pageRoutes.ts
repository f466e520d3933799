import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { bonusHistory, bonusWagering, claimableBonuses, claimBonus, financialHistory, gameHistory } from '@vitrin/contract';
import { grantsOf } from '../wallet/bonusMoney';
import { bonusTitle } from './bonusDefinitions';
import type { ServerContext } from '../http/context';
import { memberCall, moneyCall } from '../http/route';
import { entries } from '../wallet/walletStore';
import { postAndPush } from '../wallet/postAndPush';
import { paymentById, unbookedDeposits } from '../payments/paymentStore';
import { claim, claimPage, offersFor, settleClaim, type BonusWallet } from './bonusStore';
import { financialPage, gamePage, type PaymentStatusOf, type ReadLedger, type ReadUnbookedDeposits } from './historyStore';
import { sumOf } from './walletTotals';
import { claimTrialBonus, trialOffer } from './trialBonus';
import type { Locale } from '../i18n/locale';

const settleSchema = v.object({ claimId: v.pipe(v.number(), v.integer(), v.minValue(1)), outcome: v.picklist(['complete', 'cancel']) });

/** Financial and game history (from the wallet), bonus offers, claims and their history. */
export function pageRoutes(app: FastifyInstance, server: ServerContext): void {
  const { db } = server;
  // The account pages see the wallet only through its store functions.
  const read: ReadLedger = (playerId, query) => entries(db, playerId, { ...query, kinds: query.kinds as never });
  const statusOf: PaymentStatusOf = async (playerId, paymentId) => {
    const payment = await paymentById(db, paymentId);
    return payment && payment.playerId === playerId ? payment.status : null;
  };
  const unbooked: ReadUnbookedDeposits = (playerId, query) => unbookedDeposits(db, playerId, query);
  const wallet: BonusWallet = {
    sum: (playerId, kinds, since) => sumOf(db, playerId, kinds, since),
    creditBonus: async (playerId, amount, key, reference, grant) => {
      const posted = await postAndPush(db, server.hub, { playerId, kind: 'bonus', amount, reference, idempotencyKey: key, grant });
      return posted.ok ? { ok: true } : { ok: false, reason: posted.reason };
    },
  };

  memberCall(app, server, financialHistory, async (input, ctx) => ({
    success: true, message: null, data: await financialPage(read, ctx.player.id, input, statusOf, unbooked, ctx.locale),
  }));

  memberCall(app, server, gameHistory, async (input, ctx) => ({
    success: true, message: null, data: await gamePage(read, ctx.player.id, input),
  }));

  memberCall(app, server, claimableBonuses, async (_input, ctx) => {
    // The trial bonus first while the member can still take it (it is lost for good otherwise).
    const trial = await trialOffer(server, ctx.player.id, ctx.locale);
    const offers = await offersFor(db, wallet, ctx.player.id, ctx.locale, server.now());
    return { success: true, message: null, data: trial ? [trial, ...offers] : offers };
  });

  const claimTrial = (playerId: number, locale: Locale, key: string) => claimTrialBonus(server, playerId, locale, 'offer', key);
  moneyCall(app, server, claimBonus, async (input, ctx) => {
    const result = await claim(db, wallet, ctx.player.id, input.bonusId, ctx.idempotencyKey, ctx.locale, server.now(), claimTrial);
    return { success: result.ok, message: result.message };
  });

  memberCall(app, server, bonusWagering, async (_input, ctx) => ({
    success: true, message: null,
    data: (await grantsOf(db, ctx.player.id)).map((grant) => ({ ...grant, title: bonusTitle(grant.code, ctx.locale) })),
  }));

  memberCall(app, server, bonusHistory, async (input, ctx) => ({
    success: true, message: null, data: await claimPage(db, ctx.player.id, ctx.locale, input.skip, input.take),
  }));

  // Operator command (loopback only, admin/operatorGuard.ts): move a Processing claim to Completed or Cancelled.
  app.post('/sandbox/admin/bonus', async (request, reply) => {
    const parsed = v.safeParse(settleSchema, request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ success: false, message: `Invalid body: ${parsed.issues[0]?.message}` });
    const done = await settleClaim(db, parsed.output.claimId, parsed.output.outcome);
    if (!done) return reply.code(404).send({ success: false, message: `No Processing claim ${parsed.output.claimId}` });
    return { success: true, message: `Claim ${parsed.output.claimId}: ${parsed.output.outcome}d`, data: null };
  });
}
