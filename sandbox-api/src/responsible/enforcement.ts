import { LIMIT_PERIODS, MONEY_LIMIT_KINDS, type LimitsState, type MoneyLimitKind } from '@vitrin/contract';
import type { Database } from '../db/database';
import type { ServerContext } from '../http/context';
import type { Locale } from '../i18n/locale';
import { lira } from '../account/accountMessages';
import { fromCents, toCents } from '../wallet/money';
import { hasLimits, limitRows, realityMinutesOf, type LimitRow } from './limitStore';
import { dropActivity, recordActivity, usageSince, type Usage } from './activityStore';
import { periodOf, siteDateTime } from './periods';
import { responsibleText } from './responsibleMessages';

type Tx = Pick<Database, 'query'>;

/** What a money limit counts of a period's usage; a loss is stakes less wins (never below zero). */
function usedOf(kind: MoneyLimitKind, usage: Usage): bigint {
  if (kind === 'deposit') return toCents(usage.deposited);
  if (kind === 'wager') return toCents(usage.staked);
  const loss = toCents(usage.staked) - toCents(usage.won);
  return loss > 0n ? loss : 0n;
}

const capital = (text: string) => text.charAt(0).toLocaleUpperCase('tr') + text.slice(1);

/** The limits page's data: every kind × period with what is used of it now, the session time and the reality check. */
export async function limitsState(tx: Tx, playerId: number, now: Date): Promise<LimitsState> {
  const rows = await limitRows(tx, playerId, now);
  const usage = new Map<string, Usage>();
  for (const period of LIMIT_PERIODS) usage.set(period, await usageSince(tx, playerId, periodOf(now, period).start));
  const limits = MONEY_LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => {
    const row = rows.find((r) => r.kind === kind && r.period === period);
    const used = usedOf(kind, usage.get(period)!);
    const amount = row?.amount ?? null;
    const left = amount === null ? null : toCents(amount) - used;
    return {
      kind, period, amount, used: fromCents(used), remaining: left === null ? null : fromCents(left > 0n ? left : 0n),
      resetsAt: periodOf(now, period).end.toISOString(),
      pending: row?.hasPending && row.pendingFrom ? { amount: row.pendingAmount, from: row.pendingFrom } : null,
    };
  }));
  const session = rows.find((r) => r.kind === 'session');
  return {
    limits,
    session: {
      minutes: session?.minutes ?? null,
      pending: session?.hasPending && session.pendingFrom ? { minutes: session.pendingMinutes, from: session.pendingFrom } : null,
    },
    realityCheckMinutes: await realityMinutesOf(tx, playerId),
  };
}

interface Tightest { row: LimitRow & { amount: string }; remaining: bigint; resets: Date }

/** Of the member's money limits of `kinds`, the one that leaves the least, or null without any. */
async function tightest(tx: Tx, playerId: number, kinds: readonly MoneyLimitKind[], now: Date): Promise<(Tightest & { kind: MoneyLimitKind }) | null> {
  let best: (Tightest & { kind: MoneyLimitKind }) | null = null;
  for (const row of await limitRows(tx, playerId, now)) {
    if (!row.amount || !kinds.includes(row.kind as MoneyLimitKind) || row.period === 'session') continue;
    const { start, end } = periodOf(now, row.period);
    const used = usedOf(row.kind as MoneyLimitKind, await usageSince(tx, playerId, start));
    const remaining = toCents(row.amount) - used;
    if (!best || remaining < best.remaining) best = { row: row as Tightest['row'], remaining, resets: end, kind: row.kind as MoneyLimitKind };
  }
  return best;
}

function refusal(locale: Locale, key: 'refuse.deposit' | 'refuse.stake', limit: Tightest & { kind: MoneyLimitKind }): string {
  return capital(responsibleText(locale, key, {
    period: responsibleText(locale, `period.${limit.row.period as 'day'}`),
    kind: responsibleText(locale, `kind.${limit.kind}`),
    limit: lira(limit.row.amount),
    remaining: lira(fromCents(limit.remaining > 0n ? limit.remaining : 0n)),
    resets: siteDateTime(limit.resets),
  }));
}

/** The member's row lock: limit checks and the movement they count happen one at a time per member. */
async function lockMember(tx: Tx, playerId: number): Promise<void> {
  await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
}

/**
 * Counts a deposit request against the deposit limits, or refuses it with the amount left in the
 * tightest period and when it resets. The check and the count are one locked step, so two racing
 * requests cannot both pass. Answers the count's id, linked to the payment request once stored.
 */
export async function reserveDeposit(server: ServerContext, playerId: number, amount: string, locale: Locale): Promise<{ ok: true; id: number } | { ok: false; message: string }> {
  const now = server.now();
  return server.db.transaction(async (tx) => {
    await lockMember(tx, playerId);
    const limit = await tightest(tx, playerId, ['deposit'], now);
    if (limit && toCents(amount) > limit.remaining) return { ok: false as const, message: refusal(locale, 'refuse.deposit', limit) };
    return { ok: true as const, id: await recordActivity(tx, { playerId, kind: 'deposit', amount, at: now }) };
  });
}

/**
 * Why a stake may not be played, or null: a loss or wager limit it would pass (the whole stake
 * counts as a possible loss), or a session that has lasted past the session-time limit. Run inside
 * the transaction that books the stake, after the member's lock.
 */
export async function stakeRefusal(tx: Tx, input: { playerId: number; amount: string; now: Date; locale: Locale; sessionStartedAt: () => Promise<Date | null> }): Promise<string | null> {
  // Most members set no limit: one indexed read, and every round of theirs costs nothing more.
  if (!(await hasLimits(tx, input.playerId))) return null;
  await lockMember(tx, input.playerId);
  const session = (await limitRows(tx, input.playerId, input.now)).find((row) => row.kind === 'session');
  const started = session?.minutes ? await input.sessionStartedAt() : null;
  if (session?.minutes && started && input.now.getTime() - started.getTime() >= session.minutes * 60_000) {
    return responsibleText(input.locale, 'refuse.session', { minutes: session.minutes });
  }
  const limit = await tightest(tx, input.playerId, ['loss', 'wager'], input.now);
  if (limit && toCents(input.amount) > limit.remaining) return refusal(input.locale, 'refuse.stake', limit);
  return null;
}

/** Records a booked stake and its win (if any) in the same transaction as the booking. */
export async function recordPlay(tx: Tx, input: { playerId: number; stake?: string; win?: string; now: Date }): Promise<void> {
  if (input.stake && toCents(input.stake) > 0n) await recordActivity(tx, { playerId: input.playerId, kind: 'stake', amount: input.stake, at: input.now });
  if (input.win && toCents(input.win) > 0n) await recordActivity(tx, { playerId: input.playerId, kind: 'win', amount: input.win, at: input.now });
}

/**
 * A stake checked and counted in one locked step, for a booking that runs in a transaction of
 * its own (the sportsbook's): drop it with releaseStake if the booking is then refused.
 */
export async function reserveStake(server: ServerContext, input: { playerId: number; amount: string; locale: Locale; sessionStartedAt: () => Promise<Date | null> }): Promise<{ ok: true; id: number } | { ok: false; message: string }> {
  const now = server.now();
  return server.db.transaction(async (tx) => {
    const refused = await stakeRefusal(tx, { ...input, now });
    if (refused) return { ok: false as const, message: refused };
    return { ok: true as const, id: await recordActivity(tx, { playerId: input.playerId, kind: 'stake', amount: input.amount, at: now }) };
  });
}

export const releaseCount = dropActivity;

/** This sign-in's stakes and net result (wins less stakes) since it began. */
export async function sessionPlay(tx: Tx, playerId: number, since: Date): Promise<{ wagered: string; net: string }> {
  const usage = await usageSince(tx, playerId, since);
  return { wagered: usage.staked, net: fromCents(toCents(usage.won) - toCents(usage.staked)) };
}
