import type { FastifyInstance } from 'fastify';
import {
  breakEnd, cancelPendingLimit, EXCLUSION_DURATIONS, LIMIT_INCREASE_DELAY_HOURS, limitAmountOf, PANIC_DURATION, panicBreak, playSession,
  responsibleLimits, setLimit, setRealityCheck, takeBreak, type BreakDuration,
} from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { memberCall, type MemberContext } from '../http/route';
import { lira } from '../account/accountMessages';
import { playerByUsername, revokePlayerSessions, sessionByTokenHash } from '../auth/players';
import { addNotification } from '../member/notificationStore';
import { verifyPassword } from '../security/password';
import { hashToken } from '../security/tokens';
import { activeBreak, insertBreak } from './breakStore';
import { limitsState, sessionPlay } from './enforcement';
import { dropPending, realityMinutesOf, writeLimit, writeRealityMinutes } from './limitStore';
import { siteDateTime } from './periods';
import { translate } from '../i18n/messages';
import { responsibleText } from './responsibleMessages';
import { responsibleOperatorRoutes } from './operatorRoutes';

const capital = (text: string) => text.charAt(0).toLocaleUpperCase('tr') + text.slice(1);

/** Stores a notification about a change the member made and pushes it to their open pages. */
async function notifyChange(server: ServerContext, playerId: number, title: string, note: string): Promise<void> {
  const notification = await addNotification(server.db, playerId, { title, note, type: 'System' });
  server.hub.notify(playerId, { command: 'Notification', message: JSON.stringify(notification) });
}

/**
 * Starts a break: refused when a longer one already runs (a break is never shortened), else every
 * session ends (the hub closes them, sportsbook tokens and game sessions die with them) and sign-in
 * is refused until it ends.
 */
async function startBreak(server: ServerContext, ctx: MemberContext, duration: BreakDuration) {
  const now = server.now();
  const until = breakEnd(now, duration);
  const kind = (EXCLUSION_DURATIONS as readonly string[]).includes(duration) ? 'exclusion' as const : 'timeout' as const;
  const running = await activeBreak(server.db, ctx.player.id, now);
  if (running && new Date(running.endsAt) >= until) {
    return { success: false, message: responsibleText(ctx.locale, 'break.shorter', { until: siteDateTime(new Date(running.endsAt)) }), data: null };
  }
  const ended = await server.db.transaction(async (tx) => {
    await insertBreak(tx, { playerId: ctx.player.id, kind, duration, startsAt: now, endsAt: until, locale: ctx.locale });
    return revokePlayerSessions(tx, ctx.player.id);
  });
  const message = responsibleText(ctx.locale, kind === 'timeout' ? 'break.timeout' : 'break.exclusion', { until: siteDateTime(until) });
  await notifyChange(server, ctx.player.id, responsibleText(ctx.locale, 'note.breakTitle'), message);
  server.hub.closeSessions(ended);
  return { success: true, message, data: { until: until.toISOString() } };
}

/** The responsible-gambling calls (extensions) and the operator's routes. */
export function responsibleRoutes(app: FastifyInstance, server: ServerContext): void {
  const { db } = server;
  const delayMs = LIMIT_INCREASE_DELAY_HOURS * 60 * 60 * 1000;

  memberCall(app, server, responsibleLimits, async (_input, ctx) => ({ success: true, message: null, data: await limitsState(db, ctx.player.id, server.now()) }));

  memberCall(app, server, setLimit, async (input, ctx) => {
    const now = server.now();
    const value = input.kind === 'session'
      ? { kind: 'session' as const, minutes: input.minutes }
      : { kind: input.kind, period: input.period, amount: input.amount === null ? null : limitAmountOf(input.amount) };
    const { change, from } = await writeLimit(db, ctx.player.id, value, now, delayMs);
    let message: string;
    if (change === 'unchanged') message = responsibleText(ctx.locale, 'limit.unchanged');
    else if (input.kind === 'session') {
      message = change === 'now'
        ? responsibleText(ctx.locale, 'limit.sessionNow', { minutes: input.minutes ?? 0 })
        : responsibleText(ctx.locale, 'limit.sessionPending', { from: siteDateTime(from!) });
    } else {
      const words = { period: responsibleText(ctx.locale, `period.${input.period}`), kind: responsibleText(ctx.locale, `kind.${input.kind}`) };
      message = capital(change === 'now'
        ? responsibleText(ctx.locale, 'limit.now', { ...words, amount: lira((value as { amount: string }).amount) })
        : responsibleText(ctx.locale, 'limit.pending', { ...words, from: siteDateTime(from!) }));
    }
    if (change !== 'unchanged') await notifyChange(server, ctx.player.id, responsibleText(ctx.locale, 'note.limitTitle'), message);
    return { success: true, message, data: await limitsState(db, ctx.player.id, now) };
  });

  memberCall(app, server, cancelPendingLimit, async (input, ctx) => {
    const now = server.now();
    const dropped = await dropPending(db, ctx.player.id, input.kind, input.kind === 'session' ? 'session' : input.period, now);
    const message = responsibleText(ctx.locale, dropped ? 'limit.cancelled' : 'limit.noPending');
    if (dropped) await notifyChange(server, ctx.player.id, responsibleText(ctx.locale, 'note.limitTitle'), message);
    return { success: dropped, message, data: await limitsState(db, ctx.player.id, now) };
  });

  memberCall(app, server, setRealityCheck, async (input, ctx) => {
    await writeRealityMinutes(db, ctx.player.id, input.minutes);
    const message = input.minutes === null ? responsibleText(ctx.locale, 'reality.off') : responsibleText(ctx.locale, 'reality.on', { minutes: input.minutes });
    return { success: true, message, data: await limitsState(db, ctx.player.id, server.now()) };
  });

  memberCall(app, server, takeBreak, async (input, ctx) => {
    const stored = await playerByUsername(db, ctx.player.username);
    if (!stored) return { success: false, message: responsibleText(ctx.locale, 'break.badPassword'), data: null };
    const checked = await server.passwordWork.run(ctx.reply, () => verifyPassword(input.password, stored.passwordHash));
    if (checked === 'busy' || checked === 'gone') {
      ctx.reply.code(503).header('retry-after', '2');
      return { success: false, message: translate(ctx.locale, 'auth.busy'), data: null };
    }
    if (!checked.done) return { success: false, message: responsibleText(ctx.locale, 'break.badPassword'), data: null };
    return startBreak(server, ctx, input.duration);
  });

  memberCall(app, server, panicBreak, async (_input, ctx) => startBreak(server, ctx, PANIC_DURATION));

  memberCall(app, server, playSession, async (_input, ctx) => {
    const session = await sessionByTokenHash(db, hashToken(ctx.token));
    const startedAt = new Date(session?.createdAt ?? server.now().getTime());
    const limit = (await limitsState(db, ctx.player.id, server.now())).session.minutes;
    return {
      success: true, message: null,
      data: { startedAt: startedAt.toISOString(), ...(await sessionPlay(db, ctx.player.id, startedAt)), realityCheckMinutes: await realityMinutesOf(db, ctx.player.id), sessionLimitMinutes: limit },
    };
  });

  responsibleOperatorRoutes(app, server, notifyChange);
}
