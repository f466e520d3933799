import type { Database } from '../db/database';
import type { Locale } from '../i18n/locale';

// The only code that touches rg_breaks.

type Tx = Pick<Database, 'query'>;

export interface ActiveBreak {
  kind: 'timeout' | 'exclusion';
  duration: string;
  /** ISO, UTC. */
  endsAt: string;
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The break in force at `now` (the one that ends last), or null. */
export async function activeBreak(db: Tx, playerId: number, now: Date): Promise<ActiveBreak | null> {
  const [row] = await db.query<ActiveBreak>(
    `SELECT kind, duration, ${ISO('ends_at')} AS "endsAt" FROM rg_breaks
     WHERE player_id = $1 AND lifted_at IS NULL AND starts_at <= $2::timestamptz AND ends_at > $2::timestamptz
     ORDER BY ends_at DESC LIMIT 1`,
    [playerId, now.toISOString()],
  );
  return row ?? null;
}

export async function insertBreak(
  tx: Tx,
  input: { playerId: number; kind: 'timeout' | 'exclusion'; duration: string; startsAt: Date; endsAt: Date; locale: Locale },
): Promise<void> {
  await tx.query(
    'INSERT INTO rg_breaks (player_id, kind, duration, starts_at, ends_at, locale) VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz, $6)',
    [input.playerId, input.kind, input.duration, input.startsAt.toISOString(), input.endsAt.toISOString(), input.locale],
  );
}

/**
 * The operator lifts every break in force, with the reason recorded; answers how many, and the
 * language of the latest one asked for (the member is told in it), null when none was in force.
 */
export async function liftBreaks(db: Database, playerId: number, reason: string, now: Date): Promise<{ lifted: number; locale: Locale | null }> {
  const rows = await db.query<{ locale: Locale; startsAt: string }>(
    `UPDATE rg_breaks SET lifted_at = $2::timestamptz, lift_reason = $3
     WHERE player_id = $1 AND lifted_at IS NULL AND ends_at > $2::timestamptz RETURNING locale, ${ISO('starts_at')} AS "startsAt"`,
    [playerId, now.toISOString(), reason],
  );
  const latest = [...rows].sort((a, b) => b.startsAt.localeCompare(a.startsAt))[0];
  return { lifted: rows.length, locale: latest?.locale ?? null };
}

/** Breaks in force, for the operator's list. */
export async function breaksInForce(db: Database, now: Date): Promise<{ playerId: number; username: string; kind: string; duration: string; startsAt: string; endsAt: string }[]> {
  return db.query(
    `SELECT b.player_id AS "playerId", p.username, b.kind, b.duration, ${ISO('b.starts_at')} AS "startsAt", ${ISO('b.ends_at')} AS "endsAt"
     FROM rg_breaks b JOIN players p ON p.id = b.player_id
     WHERE b.lifted_at IS NULL AND b.ends_at > $1::timestamptz ORDER BY b.ends_at`,
    [now.toISOString()],
  );
}
