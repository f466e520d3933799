import type { Database } from '../db/database';

type Tx = Pick<Database, 'query'>;

/**
 * Takes PostgreSQL advisory locks on `keys` until the transaction ends, always in one order (sorted),
 * so two transactions that lock overlapping keys cannot wait on each other in a circle. On PGlite
 * transactions already run one at a time; the same statements keep both stores on one code path.
 */
export async function lockKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  }
}

/** Epoch seconds as a JavaScript number, from either driver. */
export const epochSql = (column: string) => `extract(epoch FROM ${column})::float8`;

export interface AttemptLimit {
  /** What is counted ('reset-send', 'reset-check'); one table holds them all. */
  bucket: string;
  /** Who it is counted for (a lower-cased user name). */
  key: string;
  /** At most this many within the window. */
  limit: number;
  windowSeconds: number;
}

export const ATTEMPT_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '027_attempt_events',
    sql: `
      CREATE TABLE attempt_events (
        id BIGSERIAL PRIMARY KEY,
        bucket TEXT NOT NULL,
        key TEXT NOT NULL,
        at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX attempt_events_key ON attempt_events (bucket, key, at)
    `,
  },
];

/**
 * Counts one attempt if the limit allows it and answers 0, or answers the seconds until it will:
 * the count and the insert happen under one lock on (bucket, key), so concurrent requests cannot
 * all read "room for one more" and all go ahead.
 */
export async function takeAttempt(db: Database, limit: AttemptLimit, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`${limit.bucket}:${limit.key}`]);
    const [row] = await tx.query<{ n: number; oldest: number | null }>(
      `WITH recent AS (
         SELECT at FROM attempt_events
         WHERE bucket = $1 AND key = $2 AND at > $3::timestamptz - make_interval(secs => $4)
       )
       SELECT (SELECT count(*)::int FROM recent) AS n,
         (SELECT ${epochSql('at')} FROM recent ORDER BY at DESC OFFSET $5 - 1 LIMIT 1) AS oldest`,
      [limit.bucket, limit.key, now.toISOString(), limit.windowSeconds, limit.limit],
    );
    if (row && row.n >= limit.limit && row.oldest !== null) {
      return Math.max(1, Math.ceil(row.oldest + limit.windowSeconds - now.getTime() / 1000));
    }
    await tx.query('INSERT INTO attempt_events (bucket, key, at) VALUES ($1, $2, $3::timestamptz)', [limit.bucket, limit.key, now.toISOString()]);
    return 0;
  });
}
