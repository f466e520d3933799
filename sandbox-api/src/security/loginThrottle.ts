import type { Database } from '../db/database';
import { epochSql, lockKeys } from './attemptLimit';

/**
 * Password guessing (sign-in and the change of a password) is throttled in three ways, written
 * down in docs/security.md "Accounts" and ADR 0017:
 *
 * - per (user name, address) pair, growing delays: 3 wrong passwords are free, then the next try
 *   waits 5 s, 10 s, 20 s … up to 15 minutes after the last failure; a success clears the pair;
 * - per user name, 10 failures within 15 minutes from anywhere stop sign-ins from devices this
 *   account has not signed in from before (a device cookie set at a successful sign-in), so a
 *   guesser cannot lock the owner out of their own phone;
 * - per address, 100 failures within 15 minutes stop unknown devices there (credential stuffing
 *   over many names); players behind the same carrier NAT or office who signed in before go on.
 *
 * The count and the check are one step: a try is written down as a failure before its password is
 * hashed, under an advisory lock on the name and the address, and struck out only when it
 * succeeds. So 100 guesses sent at once are counted one after another, and a right password among
 * them after the free ones is refused as any other would be. Unknown user names count the same,
 * so the answer never tells which names exist.
 */
export const LOGIN_POLICY = {
  freeFailuresPerPair: 3,
  firstDelaySeconds: 5,
  maxDelaySeconds: 15 * 60,
  /** A pair's failures are forgotten an hour after the last one. */
  pairMemorySeconds: 60 * 60,
  windowSeconds: 15 * 60,
  maxFailuresPerName: 10,
  maxFailuresPerAddress: 100,
} as const;

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
  {
    id: '028_login_pairs_and_devices',
    sql: `
      CREATE INDEX login_failures_pair ON login_failures (name_key, address, at);
      CREATE TABLE known_devices (
        player_id INTEGER NOT NULL REFERENCES players (id),
        device_hash TEXT NOT NULL,
        first_seen TIMESTAMPTZ NOT NULL,
        last_seen TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (player_id, device_hash)
      )
    `,
  },
];

export const nameKey = (username: string) => username.trim().toLocaleLowerCase('tr');

/** The delay before the next try after `failures` failures of one pair, in seconds. */
export function pairDelay(failures: number): number {
  const { freeFailuresPerPair, firstDelaySeconds, maxDelaySeconds } = LOGIN_POLICY;
  if (failures < freeFailuresPerPair) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailuresPerPair));
}

export interface LoginAttemptInput {
  username: string;
  address: string;
  /** The hash of the request's device cookie, if it sent one. */
  deviceHash: string | null;
  now: Date;
}

/** A try that may go ahead: written down as a failure until `loginSucceeded` strikes it out. */
export interface LoginAttempt { id: number; nameKey: string; address: string }

export type LoginAdmission = { wait: number; attempt?: undefined } | { wait: 0; attempt: LoginAttempt };

interface Counts { pair: number; pairLast: number | null; nameAt: number | null; addressAt: number | null; known: boolean }

/** Checks the three limits and, when they allow it, counts the try, in one locked transaction. */
export async function beginLoginAttempt(db: Database, input: LoginAttemptInput): Promise<LoginAdmission> {
  const key = nameKey(input.username);
  const now = input.now.toISOString();
  const nowSeconds = input.now.getTime() / 1000;
  const p = LOGIN_POLICY;
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`login:name:${key}`, `login:address:${input.address}`]);
    // A plain SELECT (no WITH): the members cache takes any other statement naming players for a write.
    const [counts] = await tx.query<Counts>(
      `SELECT p.n AS pair, p.last AS "pairLast",
         (SELECT ${epochSql('at')} FROM login_failures WHERE name_key = $1 AND at > $3::timestamptz - make_interval(secs => $5)
          ORDER BY at DESC OFFSET $6 - 1 LIMIT 1) AS "nameAt",
         (SELECT ${epochSql('at')} FROM login_failures WHERE address = $2 AND at > $3::timestamptz - make_interval(secs => $5)
          ORDER BY at DESC OFFSET $7 - 1 LIMIT 1) AS "addressAt",
         EXISTS (SELECT 1 FROM known_devices d JOIN players pl ON pl.id = d.player_id
                 WHERE lower(pl.username) = lower($8) AND d.device_hash = $9) AS known
       FROM (SELECT count(*)::int AS n, ${epochSql('max(at)')} AS last FROM login_failures
             WHERE name_key = $1 AND address = $2 AND at > $3::timestamptz - make_interval(secs => $4)) p`,
      [key, input.address, now, p.pairMemorySeconds, p.windowSeconds, p.maxFailuresPerName, p.maxFailuresPerAddress,
        input.username.trim(), input.deviceHash ?? ''],
    );
    const c = counts!;
    const waits = [c.pairLast === null ? 0 : c.pairLast + pairDelay(c.pair) - nowSeconds];
    // A device the account signed in from before is not held by the name's or the address's count.
    if (!c.known) {
      if (c.nameAt !== null) waits.push(c.nameAt + p.windowSeconds - nowSeconds);
      if (c.addressAt !== null) waits.push(c.addressAt + p.windowSeconds - nowSeconds);
    }
    const wait = Math.ceil(Math.max(0, ...waits));
    if (wait > 0) return { wait };
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO login_failures (name_key, address, at) VALUES ($1, $2, $3::timestamptz) RETURNING id',
      [key, input.address, now],
    );
    return { wait: 0, attempt: { id: Number(row!.id), nameKey: key, address: input.address } };
  });
}

/**
 * The try was right: strike it out and forget the pair's failures. The name's failures from other
 * addresses stay, so a guesser elsewhere is not let off by the owner's sign-in.
 */
export async function loginSucceeded(db: Database, attempt: LoginAttempt, options: { pair: boolean } = { pair: true }): Promise<void> {
  if (!options.pair) {
    // Not a guess after all (the work was turned away, or the old password was right): strike out this try only.
    await db.query('DELETE FROM login_failures WHERE id = $1', [attempt.id]);
    return;
  }
  await db.query('DELETE FROM login_failures WHERE id = $1 OR (name_key = $2 AND address = $3)', [attempt.id, attempt.nameKey, attempt.address]);
}

const turns = new Map<string, Promise<unknown>>();

/**
 * Runs the tries of one (name, address) pair one after another in this process. A try counts as a
 * failure until it succeeds, so without this two right passwords sent at once (a double tap, two
 * tabs) could see each other's pending tries and be held; in turn, each sees the one before it
 * finished. The database lock in `beginLoginAttempt` still makes the count exact across processes.
 */
export async function inPairTurn<T>(username: string, address: string, work: () => Promise<T>): Promise<T> {
  const key = `${nameKey(username)}\n${address}`;
  const before = turns.get(key) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.catch(() => undefined);
  turns.set(key, settled);
  try {
    return await mine;
  } finally {
    if (turns.get(key) === settled) turns.delete(key);
  }
}
