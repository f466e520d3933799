import type { Database } from '../db/database';

/**
 * Guessing is throttled (issue 16): 5 wrong passwords for one user name, or 20 from one address,
 * within 15 minutes, and login answers "too many attempts" until the window has moved on. Unknown
 * user names count the same, so the answer never tells which names exist. Kept in the database,
 * like everything the sandbox knows.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_NAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export const LOGIN_THROTTLE_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '025_login_throttle',
    sql: `
      CREATE TABLE login_failures (
        id BIGSERIAL PRIMARY KEY,
        name_key TEXT NOT NULL,
        address TEXT NOT NULL,
        at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX login_failures_name ON login_failures (name_key, at);
      CREATE INDEX login_failures_address ON login_failures (address, at)
    `,
  },
];

const nameKey = (username: string) => username.trim().toLocaleLowerCase('tr');

/** Seconds until another try is allowed, or 0 when it is allowed now. */
export async function loginWait(db: Database, username: string, address: string): Promise<number> {
  const rows = await db.query<{ wait: number | null }>(
    `WITH recent AS (
       SELECT name_key, address, at FROM login_failures WHERE at > now() - make_interval(mins => $3)
     ),
     by_name AS (SELECT at FROM recent WHERE name_key = $1 ORDER BY at DESC OFFSET $4 - 1 LIMIT 1),
     by_address AS (SELECT at FROM recent WHERE address = $2 ORDER BY at DESC OFFSET $5 - 1 LIMIT 1)
     SELECT ceil(extract(epoch FROM (greatest((SELECT at FROM by_name), (SELECT at FROM by_address)) + make_interval(mins => $3) - now())))::int AS wait`,
    [nameKey(username), address, LOGIN_WINDOW_MINUTES, MAX_FAILURES_PER_NAME, MAX_FAILURES_PER_ADDRESS],
  );
  return Math.max(0, rows[0]?.wait ?? 0);
}

export async function recordLoginFailure(db: Database, username: string, address: string): Promise<void> {
  await db.query('INSERT INTO login_failures (name_key, address) VALUES ($1, $2)', [nameKey(username), address]);
}

/** A successful login clears the name's failures (the address keeps its count). */
export async function clearLoginFailures(db: Database, username: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE name_key = $1', [nameKey(username)]);
}
