import type { Database } from '../db/database';
import { moneySql } from './money';

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
}

export type PostResult =
  | { ok: true; entry: WalletEntry; replayed: boolean }
  | { ok: false; reason: 'invalid-amount' | 'unknown-player' }
  | { ok: false; reason: 'insufficient-funds'; balance: string };

const AMOUNT_PATTERN = /^-?\d{1,12}(\.\d{1,2})?$/;

const ENTRY_COLUMNS = `id::int AS id, player_id AS "playerId", kind, ${moneySql('amount')} AS amount,
  ${moneySql('balance_after')} AS "balanceAfter", reference, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS "createdAt"`;

/** A valid signed amount string that is not zero. */
export function isAmount(value: string): boolean {
  return AMOUNT_PATTERN.test(value) && !/^-?0+(\.0+)?$/.test(value);
}

/**
 * Moves money in one transaction: locks the player's row, replays a known idempotency key, refuses
 * to take the balance below zero, then updates the balance and records the entry. The arithmetic
 * is done by the database in NUMERIC, so sums are exact.
 */
export async function post(db: Database, input: PostInput): Promise<PostResult> {
  if (!isAmount(input.amount)) return { ok: false, reason: 'invalid-amount' };
  return db.transaction(async (tx) => {
    // The lock comes first: two requests with one key wait for each other, and the second replays.
    const [player] = await tx.query<{ balance: string; next: string; negative: boolean }>(
      `SELECT ${moneySql('balance')} AS balance, ${moneySql('balance + $2::numeric')} AS next,
              (balance + $2::numeric) < 0 AS negative
       FROM players WHERE id = $1 FOR UPDATE`,
      [input.playerId, input.amount],
    );
    if (!player) return { ok: false, reason: 'unknown-player' } as const;
    if (input.idempotencyKey) {
      const [known] = await tx.query<WalletEntry>(
        `SELECT ${ENTRY_COLUMNS} FROM wallet_entries WHERE player_id = $1 AND idempotency_key = $2`,
        [input.playerId, input.idempotencyKey],
      );
      if (known) return { ok: true, entry: known, replayed: true } as const;
    }
    if (player.negative) return { ok: false, reason: 'insufficient-funds', balance: player.balance } as const;
    await tx.query('UPDATE players SET balance = balance + $2::numeric WHERE id = $1', [input.playerId, input.amount]);
    const [entry] = await tx.query<WalletEntry>(
      `INSERT INTO wallet_entries (player_id, kind, amount, balance_after, reference, idempotency_key)
       VALUES ($1, $2, $3::numeric, $4::numeric, $5::jsonb, $6)
       RETURNING ${ENTRY_COLUMNS}`,
      [input.playerId, input.kind, input.amount, player.next, JSON.stringify(input.reference ?? {}), input.idempotencyKey ?? null],
    );
    return { ok: true, entry: entry!, replayed: false } as const;
  });
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
