import type { LimitKind, LimitPeriod, MoneyLimitKind } from '@vitrin/contract';
import type { Database } from '../db/database';
import { moneySql } from '../wallet/money';

// The only code that touches rg_limits and rg_settings (STYLE: a domain's store owns its tables).

type Tx = Pick<Database, 'query'>;

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod | 'session';
  /** Money limits: a two-decimal string; null without a limit. */
  amount: string | null;
  minutes: number | null;
  hasPending: boolean;
  pendingAmount: string | null;
  pendingMinutes: number | null;
  /** ISO, UTC. */
  pendingFrom: string | null;
}

const COLUMNS = `kind, period, ${moneySql('amount')} AS amount, minutes, has_pending AS "hasPending",
  ${moneySql('pending_amount')} AS "pendingAmount", pending_minutes AS "pendingMinutes",
  to_char(pending_from AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "pendingFrom"`;

/**
 * Pending increases and removals whose cooling-off has ended take effect: lazily, whenever the
 * limits are read or checked, so no timer is needed and the test clock decides.
 */
async function applyDue(tx: Tx, playerId: number, now: Date): Promise<void> {
  // Most reads find nothing due: ask first, so a plain read stays a read.
  const [due] = await tx.query('SELECT 1 AS due FROM rg_limits WHERE player_id = $1 AND has_pending AND pending_from <= $2::timestamptz LIMIT 1', [playerId, now.toISOString()]);
  if (!due) return;
  await tx.query(
    `UPDATE rg_limits SET amount = pending_amount, minutes = pending_minutes, has_pending = FALSE,
       pending_amount = NULL, pending_minutes = NULL, pending_from = NULL
     WHERE player_id = $1 AND has_pending AND pending_from <= $2::timestamptz`,
    [playerId, now.toISOString()],
  );
}

/** The member's limit rows (only those ever set), with due pending changes applied first. */
/** Whether the member has any limit row at all: the cheap first question of every stake. */
export async function hasLimits(tx: Tx, playerId: number): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM rg_limits WHERE player_id = $1 LIMIT 1', [playerId])).length > 0;
}

export async function limitRows(tx: Tx, playerId: number, now: Date): Promise<LimitRow[]> {
  await applyDue(tx, playerId, now);
  const rows = await tx.query<LimitRow>(`SELECT ${COLUMNS} FROM rg_limits WHERE player_id = $1`, [playerId]);
  // NULL money reads back as '' from to_char: no limit.
  return rows.map((row) => ({ ...row, amount: row.amount || null, pendingAmount: row.pendingAmount || null }));
}

export type LimitValue = { kind: MoneyLimitKind; period: LimitPeriod; amount: string | null } | { kind: 'session'; minutes: number | null };

export type LimitChange = 'now' | 'pending' | 'unchanged';

/**
 * Sets a limit under the member's lock: a new or lower limit applies at once (and drops any
 * pending increase); a higher limit or a removal waits `delayMs` as the pending change, replacing
 * an earlier one. Answers what happened and, for a pending change, from when.
 */
export async function writeLimit(db: Database, playerId: number, value: LimitValue, now: Date, delayMs: number): Promise<{ change: LimitChange; from: Date | null }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
    const current = (await limitRows(tx, playerId, now)).find((row) => row.kind === value.kind && row.period === (value.kind === 'session' ? 'session' : value.period));
    const period = value.kind === 'session' ? 'session' : value.period;
    const [amount, minutes] = value.kind === 'session' ? [null, value.minutes] : [value.amount, null];
    const next = value.kind === 'session' ? value.minutes : value.amount;
    const now_ = value.kind === 'session' ? current?.minutes ?? null : current?.amount ?? null;
    const lower = next !== null && (now_ === null || compare(next, now_) <= 0);
    if (next === null && now_ === null) {
      await tx.query('DELETE FROM rg_limits WHERE player_id = $1 AND kind = $2 AND period = $3', [playerId, value.kind, period]);
      return { change: 'unchanged' as const, from: null };
    }
    if (lower) {
      await tx.query(
        `INSERT INTO rg_limits (player_id, kind, period, amount, minutes) VALUES ($1, $2, $3, $4::numeric, $5)
         ON CONFLICT (player_id, kind, period) DO UPDATE SET amount = EXCLUDED.amount, minutes = EXCLUDED.minutes,
           has_pending = FALSE, pending_amount = NULL, pending_minutes = NULL, pending_from = NULL`,
        [playerId, value.kind, period, amount, minutes],
      );
      return { change: 'now' as const, from: null };
    }
    const from = new Date(now.getTime() + delayMs);
    await tx.query(
      `UPDATE rg_limits SET has_pending = TRUE, pending_amount = $4::numeric, pending_minutes = $5, pending_from = $6::timestamptz
       WHERE player_id = $1 AND kind = $2 AND period = $3`,
      [playerId, value.kind, period, amount, minutes, from.toISOString()],
    );
    return { change: 'pending' as const, from };
  });
}

/** Money as two-decimal strings or minutes: compared exactly (no float). */
function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const cents = (s: string | number) => {
    const [whole = '0', fraction = '00'] = String(s).split('.');
    return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  };
  const diff = cents(a) - cents(b);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** Drops a pending change; answers whether there was one. */
export async function dropPending(db: Database, playerId: number, kind: LimitKind, period: LimitPeriod | 'session', now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await applyDue(tx, playerId, now);
    const rows = await tx.query(
      `UPDATE rg_limits SET has_pending = FALSE, pending_amount = NULL, pending_minutes = NULL, pending_from = NULL
       WHERE player_id = $1 AND kind = $2 AND period = $3 AND has_pending RETURNING kind`,
      [playerId, kind, period],
    );
    // A limit row left with no limit and nothing pending says nothing: remove it.
    await tx.query('DELETE FROM rg_limits WHERE player_id = $1 AND amount IS NULL AND minutes IS NULL AND NOT has_pending', [playerId]);
    return rows.length > 0;
  });
}

export async function realityMinutesOf(db: Tx, playerId: number): Promise<number | null> {
  const [row] = await db.query<{ minutes: number | null }>('SELECT reality_minutes AS minutes FROM rg_settings WHERE player_id = $1', [playerId]);
  return row?.minutes ?? null;
}

export async function writeRealityMinutes(db: Database, playerId: number, minutes: number | null): Promise<void> {
  await db.query(
    `INSERT INTO rg_settings (player_id, reality_minutes) VALUES ($1, $2)
     ON CONFLICT (player_id) DO UPDATE SET reality_minutes = EXCLUDED.reality_minutes`,
    [playerId, minutes],
  );
}

/** Members with a limit or a pending change (the operator's list). */
export async function playersWithLimits(db: Database): Promise<{ playerId: number; kind: string; period: string; amount: string | null; minutes: number | null; pendingFrom: string | null }[]> {
  const rows = await db.query<{ playerId: number; kind: string; period: string; amount: string; minutes: number | null; pendingFrom: string | null }>(
    `SELECT player_id AS "playerId", kind, period, ${moneySql('amount')} AS amount, minutes,
       to_char(pending_from AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "pendingFrom"
     FROM rg_limits ORDER BY player_id, kind, period`,
  );
  return rows.map((row) => ({ ...row, amount: row.amount || null }));
}
