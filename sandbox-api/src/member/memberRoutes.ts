import type { FastifyInstance } from 'fastify';
import { defineTrialBonus, notifications, readNotification, updatePhone, userBalance } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { memberCall } from '../http/route';
import { translate } from '../i18n/messages';
import { checkCode, issueCode, recordMessage } from '../auth/codes';
import { TRIAL_BONUS_AMOUNT } from '../cms/bootstrap';
import { listNotifications } from './notificationStore';
import { pushBalance } from '../wallet/postAndPush';
import { recordSmsEvent, smsWait } from '../security/smsThrottle';
import { MAX_MONEY, moneyJson, moneySql } from '../wallet/money';

export function memberRoutes(app: FastifyInstance, server: ServerContext): void {
  const { db } = server;

  memberCall(app, server, userBalance, async (_input, ctx) => ({
    success: true, message: null, data: { balance: moneyJson(ctx.player.balance), withdrawable: ctx.player.balance },
  }));

  memberCall(app, server, updatePhone, async (input, ctx) => {
    const { locale, player } = ctx;
    const taken = await db.query(
      'SELECT id FROM players WHERE phone = $1 AND sms_verified AND id <> $2', [input.phone, player.id],
    );
    if (taken.length > 0) return { success: false, message: translate(locale, 'phone.taken') };
    // Too many codes asked for or wrong codes entered (issue 16): 429 with Retry-After, translated.
    const address = ctx.request.ip;
    const wait = await smsWait(db, input.step === 1 ? 'send' : 'wrong', player.id, address);
    if (wait > 0) {
      ctx.reply.code(429).header('retry-after', String(wait));
      return { success: false, message: translate(locale, 'phone.throttled', { minutes: Math.ceil(wait / 60) }) };
    }
    if (input.step === 1) {
      await recordSmsEvent(db, 'send', player.id, address);
      const code = await issueCode(db, player.id, 'phone', input.phone);
      await recordMessage(db, { playerId: player.id, kind: 'sms', recipient: input.phone, text: translate(locale, 'phone.smsText', { code }) });
      return { success: true, message: translate(locale, 'phone.sent', { phone: input.phone }) };
    }
    const result = await checkCode(db, player.id, 'phone', input.code ?? '', { phone: input.phone, consume: true });
    switch (result) {
      case 'ok':
        await db.query('UPDATE players SET phone = $2, sms_verified = TRUE WHERE id = $1', [player.id, input.phone]);
        return { success: true, message: translate(locale, 'phone.verified') };
      case 'none': return { success: false, message: translate(locale, 'phone.noCode') };
      case 'expired': return { success: false, message: translate(locale, 'phone.expired') };
      case 'tooMany': return { success: false, message: translate(locale, 'phone.tooManyAttempts') };
      default:
        await recordSmsEvent(db, 'wrong', player.id, address);
        return { success: false, message: translate(locale, 'phone.badCode') };
    }
  });

  memberCall(app, server, defineTrialBonus, async (_input, ctx) => {
    if (TRIAL_BONUS_AMOUNT <= 0) return { success: false, message: translate(ctx.locale, 'bonus.none') };
    // The conditional update is the once-per-player guard, safe against double clicks, and the
    // balance limit's (a sum NUMERIC(14, 2) cannot store is never written); the sum is the
    // database's (NUMERIC) and the balance comes back as text (money is exact).
    const [row] = await db.query<{ balance: string }>(
      `WITH claimed AS (
         UPDATE players SET trial_bonus_claimed_at = now(), balance = balance + $2::numeric
         WHERE id = $1 AND trial_bonus_claimed_at IS NULL AND balance + $2::numeric <= $3::numeric RETURNING id, balance)
       INSERT INTO balance_changes (player_id, amount, balance_after, reason)
       SELECT id, $2::numeric, balance, 'trial-bonus' FROM claimed
       RETURNING ${moneySql('balance_after')} AS balance`,
      [ctx.player.id, String(TRIAL_BONUS_AMOUNT), MAX_MONEY],
    );
    const balance = row?.balance ?? null;
    if (balance === null) {
      // Nothing was written; which guard held only picks the message.
      const [player] = await db.query<{ claimed: boolean }>('SELECT trial_bonus_claimed_at IS NOT NULL AS claimed FROM players WHERE id = $1', [ctx.player.id]);
      return player?.claimed === false
        ? { success: false, message: translate(ctx.locale, 'bonus.balanceLimit', { amount: MAX_MONEY }) }
        : { success: false, message: translate(ctx.locale, 'bonus.alreadyClaimed') };
    }
    pushBalance(server.hub, ctx.player.id, balance);
    return { success: true, message: translate(ctx.locale, 'bonus.claimed', { amount: TRIAL_BONUS_AMOUNT }) };
  });

  memberCall(app, server, notifications, async (input, ctx) => ({
    success: true, message: null, data: await listNotifications(db, ctx.player.id, input.skip, input.take),
  }));

  memberCall(app, server, readNotification, async (input, ctx) => {
    const ids = [...new Set(input.id)];
    if (ids.length === 0) return { read: false };
    const rows = await db.query<{ id: number }>(
      'UPDATE notifications SET is_read = TRUE WHERE player_id = $1 AND id = ANY($2::int[]) RETURNING id',
      [ctx.player.id, ids],
    );
    return { read: rows.length === ids.length };
  });
}
