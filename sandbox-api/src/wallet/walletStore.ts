import type { Database } from '../db/database';
import { MAX_MONEY, moneySql } from './money';
import { afterPosting, grantWithin, type GrantTerms } from './bonusMoney';

type Tx = Pick<Database, 'query'>;

export type WalletKind = 'deposit' | 'withdraw' | 'bet' | 'win' | 'bonus' | 'adjust' | 'refund';

/** One movement of money. Amounts are decimal strings ('12.50', '-3.00'): never JS floats. */
export interface WalletEntry {
  id: number;
  playerId: number;
  kind: WalletKind;
  amount: string;
  balanceAfter: string;
  reference: Record<string, unknown>;
  createdAt: string;
}

export interface PostInput {
  playerId: number;
  kind: WalletKind;
  /** Signed decimal string with at most two decimals: credits positive, debits negative. */
  amount: string;
  reference?: Record<string, unknown>;
  /** One key per request the player made: a retry with the same key changes nothing. */
  idempotencyKey?: string | null;
  /** A bonus credit with a wagering requirement: its money stays locked until wagered (bonusMoney.ts). */
  grant?: GrantTerms;
}

export type Posted = { ok: true; entry: WalletEntry; replayed: boolean };
/** Why nothing moved; `balance-limit`: the credit would take the balance past MAX_MONEY (NUMERIC(14, 2)). */
export type PostRefusal =
  | { ok: false; reason: 'invalid-amount' | 'unknown-player' }
  | { ok: false; reason: 'insufficient-funds' | 'balance-limit'; balance: string };
export type PostResult = Posted | PostRefusal;

const AMOUNT_PATTERN = /^-?\d{1,12}(\.\d{1,2})?$/;

const ENTRY_COLUMNS = `id::int AS id, player_id AS "playerId", kind, ${moneySql('amount')} AS amount,
  ${moneySql('balance_after')} AS "balanceAfter", reference, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS "createdAt"`;

/** A valid signed amount string that is not zero. */
export function isAmount(value: string): boolean {
  return AMOUNT_PATTERN.test(value) && !/^-?0+(\.0+)?$/.test(value);
}

/**
 * Moves money in one transaction: locks the player's row, replays a known idempotency key, refuses
 * to take the balance below zero or past MAX_MONEY, then updates the balance and records the entry.
 * The arithmetic is done by the database in NUMERIC, so sums are exact.
 */
export async function post(db: Database, input: PostInput): Promise<PostResult> {
  if (!isAmount(input.amount)) return { ok: false, reason: 'invalid-amount' };
  return db.transaction((tx) => postWithin(tx, input));
}

/** `post` inside a transaction someone else holds (walletTransaction). */
async function postWithin(tx: Tx, input: PostInput): Promise<PostResult> {
  if (!isAmount(input.amount)) return { ok: false, reason: 'invalid-amount' };
  // The lock comes first: two requests with one key wait for each other, and the second replays.
  // Both limits are judged under that lock, so no racing posting can slip past them.
  const [player] = await tx.query<{ balance: string; next: string; negative: boolean; over: boolean }>(
    `SELECT ${moneySql('balance')} AS balance, ${moneySql('balance + $2::numeric')} AS next,
            (balance + $2::numeric) < 0 AS negative, (balance + $2::numeric) > $3::numeric AS over
     FROM players WHERE id = $1 FOR UPDATE`,
    [input.playerId, input.amount, MAX_MONEY],
  );
  if (!player) return { ok: false, reason: 'unknown-player' };
  if (input.idempotencyKey) {
    const [known] = await tx.query<WalletEntry>(
      `SELECT ${ENTRY_COLUMNS} FROM wallet_entries WHERE player_id = $1 AND idempotency_key = $2`,
      [input.playerId, input.idempotencyKey],
    );
    if (known) return { ok: true, entry: known, replayed: true };
  }
  if (player.negative) return { ok: false, reason: 'insufficient-funds', balance: player.balance };
  if (player.over) return { ok: false, reason: 'balance-limit', balance: player.balance };
  await tx.query('UPDATE players SET balance = balance + $2::numeric WHERE id = $1', [input.playerId, input.amount]);
  const [entry] = await tx.query<WalletEntry>(
    `INSERT INTO wallet_entries (player_id, kind, amount, balance_after, reference, idempotency_key)
     VALUES ($1, $2, $3::numeric, $4::numeric, $5::jsonb, $6)
     RETURNING ${ENTRY_COLUMNS}`,
    [input.playerId, input.kind, input.amount, player.next, JSON.stringify(input.reference ?? {}), input.idempotencyKey ?? null],
  );
  // Bonus money follows every posting under the same lock: a grant for a bonus credit, wagering
  // progress for a bet, the locked sum cut to the balance after a loss.
  if (input.grant && !input.amount.startsWith('-')) await grantWithin(tx, input.playerId, input.amount, input.grant);
  await afterPosting(tx, input.playerId, input.kind, input.amount, player.next);
  return { ok: true, entry: entry!, replayed: false };
}

/**
 * Sets a player's balance to `target` (the operator's balance tool, a seeded member) through the
 * ledger: the difference, worked out under the row lock, is posted as an `adjust` entry, so the
 * ledger keeps summing to the balance. Answers the new balance, or null for an unknown player.
 */
export async function setBalanceTo(db: Database, playerId: number, target: string, reason: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ balance: string; delta: string }>(
      `SELECT ${moneySql('balance')} AS balance, ${moneySql('$2::numeric - balance')} AS delta FROM players WHERE id = $1 FOR UPDATE`,
      [playerId, target],
    );
    if (!row) return null;
    if (!isAmount(row.delta)) return row.balance;
    const posted = await postWithin(tx, { playerId, kind: 'adjust', amount: row.delta, reference: { reason } });
    return posted.ok ? posted.entry.balanceAfter : row.balance;
  });
}

/** Accounts whose ledger does not sum to their balance (should be none): the wallet's own audit. */
export async function ledgerMismatches(db: Database): Promise<{ username: string; balance: string; ledger: string }[]> {
  return db.query(
    `SELECT p.username, ${moneySql('p.balance')} AS balance, ${moneySql('coalesce(e.total, 0)')} AS ledger
     FROM players p LEFT JOIN (SELECT player_id, sum(amount) AS total FROM wallet_entries GROUP BY player_id) e ON e.player_id = p.id
     WHERE p.balance <> coalesce(e.total, 0) ORDER BY p.id`,
  );
}

class Refused extends Error {
  constructor(readonly refusal: PostRefusal, readonly playerId: number) {
    super(refusal.reason);
  }
}

/**
 * Runs `work` in one transaction where `book` posts to the wallet: the first refusal rolls back
 * everything `work` wrote (a settlement's status move, a round's bet) and is the answer, with
 * the balance as it stands after the rollback. So a
 * round whose win cannot be stored takes no bet, and a settlement whose credit cannot be stored
 * stays open.
 */
export async function walletTransaction<T>(
  db: Database,
  work: (tx: Tx, book: (input: PostInput) => Promise<Posted>) => Promise<T>,
): Promise<{ ok: true; value: T } | PostRefusal> {
  try {
    return await db.transaction(async (tx) => {
      const book = async (input: PostInput) => {
        const result = await postWithin(tx, input);
        if (!result.ok) throw new Refused(result, input.playerId);
        return result;
      };
      return { ok: true, value: await work(tx, book) } as const;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    // The balance a refusal names was read inside the rolled-back transaction: answer the real one.
    const { refusal } = error;
    return 'balance' in refusal ? { ...refusal, balance: (await balanceOf(db, error.playerId)) ?? refusal.balance } : refusal;
  }
}

/**
 * Whether a credit of `amount` would still fit the player's balance now: an early, friendly check
 * (a deposit request); the credit itself is judged again under the row lock.
 */
export async function creditFits(db: Database, playerId: number, amount: string): Promise<boolean> {
  const [row] = await db.query<{ fits: boolean }>('SELECT balance + $2::numeric <= $3::numeric AS fits FROM players WHERE id = $1', [playerId, amount, MAX_MONEY]);
  return row?.fits ?? false;
}

export interface EntryQuery {
  kinds?: readonly WalletKind[];
  /** ISO timestamps, inclusive from, exclusive to. */
  from?: string | null;
  to?: string | null;
  skip?: number;
  take?: number;
}

/**
 * A player's entries, newest first, with the total count for paging. Newest means last posted:
 * ids follow the order of the row lock, while created_at is each transaction's start time.
 */
export async function entries(db: Database, playerId: number, query: EntryQuery = {}): Promise<{ items: WalletEntry[]; total: number }> {
  const params = [playerId, query.kinds && query.kinds.length > 0 ? [...query.kinds] : null, query.from ?? null, query.to ?? null];
  const where = `player_id = $1 AND ($2::text[] IS NULL OR kind = ANY($2::text[]))
    AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz) AND ($4::timestamptz IS NULL OR created_at < $4::timestamptz)`;
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM wallet_entries WHERE ${where}`, params);
  const items = await db.query<WalletEntry>(
    `SELECT ${ENTRY_COLUMNS} FROM wallet_entries WHERE ${where} ORDER BY id DESC OFFSET $5 LIMIT $6`,
    [...params, Math.max(0, query.skip ?? 0), Math.min(500, Math.max(1, query.take ?? 20))],
  );
  return { items, total: count?.total ?? 0 };
}

/** The balance of record, as a decimal string. */
export async function balanceOf(db: Database, playerId: number): Promise<string | null> {
  const [row] = await db.query<{ balance: string }>(`SELECT ${moneySql('balance')} AS balance FROM players WHERE id = $1`, [playerId]);
  return row?.balance ?? null;
}
