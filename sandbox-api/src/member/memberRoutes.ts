import type { FastifyInstance } from 'fastify';
import { defineTrialBonus, notifications, readNotification, updatePhone, userBalance } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { memberCall } from '../http/route';
import { translate } from '../i18n/messages';
import { checkCode, issueCode, recordMessage } from '../auth/codes';
import { listNotifications } from './notificationStore';
import { splitOf } from '../wallet/bonusMoney';
import { recordSmsEvent, smsWait } from '../security/smsThrottle';
import { moneyJson } from '../wallet/money';
import { claimTrialBonus } from '../account/trialBonus';

export function memberRoutes(app: FastifyInstance, server: ServerContext): void {
  const { db } = server;

  memberCall(app, server, userBalance, async (_input, ctx) => {
    // The balance of record and its split into real and bonus money (extension), from the members
    // cache: every member polls this every 3 s, and any write to the wallet empties the cache first.
    const split = splitOf(ctx.player.balance, ctx.player.bonusLocked);
    return { success: true, message: null, data: { ...split, balance: moneyJson(split.balance) } };
  });

  memberCall(app, server, updatePhone, async (input, ctx) => {
    const { locale, player } = ctx;
    const taken = await db.query(
      'SELECT id FROM players WHERE phone = $1 AND sms_verified AND id <> $2', [input.phone, player.id],
    );
    if (taken.length > 0) return { success: false, message: translate(locale, 'phone.taken') };
    // Too many codes asked for or wrong codes entered: 429 with Retry-After, translated.
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
    const result = await claimTrialBonus(server, ctx.player.id, ctx.locale, 'signup');
    return { success: result.ok, message: result.message };
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
