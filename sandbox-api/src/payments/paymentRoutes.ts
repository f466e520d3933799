import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  deposit, depositInstructionsOf, paymentDetail, paymentMethods, paymentRequests, PaymentDirection, PaymentMethod, TransactionStatus, withdraw,
  type PaymentPayload,
} from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { memberCall, moneyCall, type MoneyContext } from '../http/route';
import { lira } from '../account/accountMessages';
import { bookAndPush } from '../wallet/postAndPush';
import { markForfeited, withdrawalCheck } from '../wallet/bonusMoney';
import { creditFits } from '../wallet/walletStore';
import { fromCents, MAX_MONEY, toCents } from '../wallet/money';
import { checkDetail } from './detailRules';
import { findMethod, methodsAnswer } from './paymentCatalogue';
import { paymentText } from './paymentMessages';
import {
  insertPayment, moveStatus, openPayments, paymentByKey, saveAnswer, TRANSFER_DEPOSIT_LIFETIME_MINUTES, type PaymentRow,
} from './paymentStore';
import { instructionsFor } from './depositInstructions';
import { operatorRoutes } from './operatorRoutes';
import { expireDeposits } from './settlePayment';
import { releaseCount, reserveDeposit } from '../responsible/enforcement';
import { linkDeposit } from '../responsible/activityStore';

type Answer = NonNullable<PaymentRow['answer']>;

/** A repeated key answers what the first request answered, and never makes a second request. */
async function replay(server: ServerContext, ctx: MoneyContext): Promise<Answer | null> {
  const known = await paymentByKey(server.db, ctx.player.id, ctx.idempotencyKey);
  if (!known) return null;
  return known.answer ?? { success: false, message: paymentText(ctx.locale, 'inProgress') };
}

async function requestPayment(server: ServerContext, ctx: MoneyContext, direction: 1 | 2, input: PaymentPayload): Promise<Answer> {
  const replayed = await replay(server, ctx);
  if (replayed) return replayed;
  const method = findMethod(input.id, direction);
  if (!method) return { success: false, message: paymentText(ctx.locale, 'unknownMethod') };
  const checked = checkDetail(method, input.detail, ctx.locale);
  if (!checked.ok) return { success: false, message: checked.message };
  // A deposit the balance could never hold (NUMERIC(14, 2)) is refused now rather than at its
  // confirmation, which checks again under the row lock (settlePayment).
  if (direction === PaymentDirection.Deposit && !(await creditFits(server.db, ctx.player.id, checked.amount))) {
    return { success: false, message: paymentText(ctx.locale, 'balanceLimit', { amount: lira(MAX_MONEY) }) };
  }
  // A deposit limit refuses what it does not leave room for, saying how much is left and when it
  // resets; an allowed deposit counts from the request on (until it is rejected or runs out).
  const counted = direction === PaymentDirection.Deposit ? await reserveDeposit(server, ctx.player.id, checked.amount, ctx.locale) : null;
  if (counted && !counted.ok) return { success: false, message: counted.message };
  const link = direction === PaymentDirection.Deposit && method.link;
  const isCrypto = method.type === PaymentMethod.Crypto;
  const row = await insertPayment(server.db, {
    playerId: ctx.player.id, direction, methodId: method.id, methodName: method.names[ctx.locale], amount: checked.amount, detail: checked.detail,
    status: link ? TransactionStatus.Created : TransactionStatus.Pending, idempotencyKey: ctx.idempotencyKey,
    providerToken: link ? randomBytes(24).toString('base64url') : null, locale: ctx.locale,
    // A transfer deposit waits for the player's transfer, then expires (its instructions say until when).
    expiresInMinutes: direction === PaymentDirection.Deposit && !link ? TRANSFER_DEPOSIT_LIFETIME_MINUTES[isCrypto ? 'crypto' : 'bank'] : null,
  });
  if (counted?.ok) {
    if (row) await linkDeposit(server.db, counted.id, row.id);
    else await releaseCount(server.db, counted.id);
  }
  if (!row) {
    // Either the same key raced in, or (withdrawals) another request is already pending.
    const again = await replay(server, ctx);
    return again ?? { success: false, message: paymentText(ctx.locale, 'pendingExists') };
  }
  let answer: Answer;
  if (direction === PaymentDirection.Withdraw) {
    // Only real money leaves: bonus money tied to wagering stays, and a bonus whose terms say so is
    // forfeited by the withdrawal. The amount is held at once, so it cannot be bet meanwhile; a rejection returns it.
    const playerId = ctx.player.id;
    const hold = await bookAndPush(server.db, server.hub, async (tx, book) => {
      const check = await withdrawalCheck(tx, playerId, checked.amount);
      if (!check.ok) return check;
      let forfeited = 0n;
      for (const grant of check.forfeit) {
        await markForfeited(tx, grant.id);
        await book({
          playerId, kind: 'bonus', amount: `-${grant.locked}`, idempotencyKey: `bonus-forfeit-${grant.id}`,
          reference: { code: grant.code, forfeited: true, paymentId: row.id },
        });
        forfeited += toCents(grant.locked);
      }
      await book({
        playerId, kind: 'withdraw', amount: `-${checked.amount}`,
        reference: { paymentId: row.id, method: method.names[ctx.locale], status: TransactionStatus.Pending }, idempotencyKey: `payment:${row.id}:hold`,
      });
      return { ok: true as const, forfeited: fromCents(forfeited) };
    });
    if (!hold.ok || !hold.value.ok) {
      await moveStatus(server.db, row.id, [TransactionStatus.Pending], TransactionStatus.Cancelled);
      if (hold.ok && !hold.value.ok) {
        const { withdrawable, bonus } = hold.value;
        answer = bonus === '0.00'
          ? { success: false, message: paymentText(ctx.locale, 'insufficient', { amount: lira(withdrawable) }) }
          : { success: false, message: paymentText(ctx.locale, 'bonusLocked', { withdrawable: lira(withdrawable), bonus: lira(bonus) }) };
      } else {
        const balance = !hold.ok && hold.reason === 'insufficient-funds' ? hold.balance : '0.00';
        answer = { success: false, message: paymentText(ctx.locale, 'insufficient', { amount: lira(balance) }) };
      }
    } else {
      const forfeited = hold.value.forfeited !== '0.00';
      answer = {
        success: true,
        message: paymentText(ctx.locale, forfeited ? 'withdrawPendingForfeit' : 'withdrawPending', { amount: lira(checked.amount), bonus: lira(hold.value.forfeited) }),
      };
    }
  } else if (link) {
    // The provider's page leads back to the site the player came from, when that is one of the
    // site's own origins (the page checks it again against them).
    const origin = ctx.request.headers.origin;
    const site = typeof origin === 'string' && server.siteOrigins.includes(origin) ? `?site=${encodeURIComponent(origin)}` : '';
    answer = { success: true, message: paymentText(ctx.locale, 'depositLink'), data: `${server.providerUrl}/pay/${row.providerToken}${site}` };
  } else {
    // Where to send the money (extension): the dialog shows it, and the pending request keeps it.
    const instructions = row.expiresAt ? instructionsFor(method, checked.detail, { ...row, expiresAt: row.expiresAt }) : null;
    answer = { success: true, message: paymentText(ctx.locale, isCrypto ? 'depositCrypto' : 'depositTransfer', { amount: lira(checked.amount) }), data: instructions };
  }
  await saveAnswer(server.db, row.id, answer);
  return answer;
}

/** The payments domain's calls (spec §7 payment/*, extensions methods and requests) and operator routes. */
export function paymentRoutes(app: FastifyInstance, server: ServerContext): void {
  memberCall(app, server, paymentMethods, async (input, ctx) => methodsAnswer(input.direction, ctx.locale));

  memberCall(app, server, paymentDetail, async (input, ctx) => {
    const method = findMethod(input.id);
    if (!method || method.type !== input.type) return { success: false, message: paymentText(ctx.locale, 'unknownMethod'), data: null };
    return { success: true, message: null, data: method.fields };
  });

  moneyCall(app, server, deposit, (input, ctx) => requestPayment(server, ctx, PaymentDirection.Deposit, input));
  moneyCall(app, server, withdraw, (input, ctx) => requestPayment(server, ctx, PaymentDirection.Withdraw, input));

  memberCall(app, server, paymentRequests, async (_input, ctx) => {
    await expireDeposits(server);
    return {
      success: true,
      message: null,
      data: (await openPayments(server.db, ctx.player.id)).map((row) => ({
        id: row.id, direction: row.direction, method: row.methodName, amount: row.amount,
        status: row.status as (typeof TransactionStatus)[keyof typeof TransactionStatus], createdAt: row.createdAt,
        expiresAt: row.expiresAt, instructions: depositInstructionsOf(row.answer?.data),
      })),
    };
  });

  operatorRoutes(app, server);
}
