import { TransactionStatus } from '@vitrin/contract';
import type { Database } from '../db/database';
import { moneySql } from '../wallet/money';
import type { Locale } from '../i18n/locale';

// The only code that touches payment_requests (STYLE: a domain's store owns its tables).

/**
 * A link deposit (status Created, paid on the provider's page) is payable this long. Then it is
 * Cancelled (spec §3 has no Expired transaction status) and its link can no longer be paid: a link
 * found in an old tab, a browser history or a leaked address must not credit money days later.
 */
export const LINK_DEPOSIT_LIFETIME_MINUTES = 30;
/**
 * A transfer deposit (Pending, the player sends the money themselves) waits this long for the
 * transfer: a day for a bank transfer (the reference stays valid over a banking day), an hour for
 * crypto (the rate of the amount to send is held that long). Then it expires like a link deposit.
 */
export const TRANSFER_DEPOSIT_LIFETIME_MINUTES = { bank: 24 * 60, crypto: 60 } as const;
const CREATED = TransactionStatus.Created;
const CANCELLED = TransactionStatus.Cancelled;
/** Open states a deposit can expire in; only deposits carry an end (withdrawals have none). */
const EXPIRING = `status IN (${CREATED}, ${TransactionStatus.Pending})`;
/** An open deposit past its end reads Cancelled everywhere, even before expireDepositsPastEnd has marked it. */
const STATUS = `CASE WHEN ${EXPIRING} AND expires_at <= now() THEN ${CANCELLED} ELSE status END`;

export interface PaymentRow {
  id: number;
  playerId: number;
  direction: 1 | 2;
  methodId: number;
  methodName: string;
  amount: string;
  status: number;
  answer: { success: boolean; message: string; data?: unknown } | null;
  providerToken: string | null;
  createdAt: string;
  /** An unfinished deposit's end (ISO), null for withdrawals. */
  expiresAt: string | null;
  /** A deposit that ran out unpaid (it reads Cancelled). */
  expired: boolean;
  /** The member's language at the request: its outcome's notification is written in it. */
  locale: Locale;
}

const COLUMNS = `id, player_id AS "playerId", direction, method_id AS "methodId", method_name AS "methodName",
  ${moneySql('amount')} AS amount, ${STATUS} AS status, answer, provider_token AS "providerToken", locale,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "expiresAt",
  (expires_at IS NOT NULL AND ((${EXPIRING} AND expires_at <= now()) OR (status = ${CANCELLED} AND updated_at >= expires_at))) AS expired`;

export interface NewPayment {
  playerId: number;
  direction: 1 | 2;
  methodId: number;
  methodName: string;
  amount: string;
  detail: Record<string, unknown>;
  status: number;
  idempotencyKey: string | null;
  providerToken: string | null;
  locale: Locale;
  /** A transfer deposit's waiting time (Pending); a link deposit (Created) always gets LINK_DEPOSIT_LIFETIME_MINUTES. */
  expiresInMinutes?: number | null;
}

/**
 * Inserts a request; null when the player's idempotency key is already taken or (withdrawals) one
 * is already pending — both unique indexes, so two racing requests can never both get in. A link
 * deposit (Created) gets its end, LINK_DEPOSIT_LIFETIME_MINUTES from now.
 */
export async function insertPayment(db: Database, input: NewPayment): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(
    `INSERT INTO payment_requests (player_id, direction, method_id, method_name, amount, detail, status, idempotency_key, provider_token, expires_at, locale)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::jsonb, $7::smallint, $8, $9, CASE WHEN $10::int IS NOT NULL THEN now() + make_interval(mins => $10::int) END, $11)
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [input.playerId, input.direction, input.methodId, input.methodName, input.amount, JSON.stringify(input.detail), input.status, input.idempotencyKey, input.providerToken,
      input.status === CREATED ? LINK_DEPOSIT_LIFETIME_MINUTES : input.expiresInMinutes ?? null, input.locale],
  );
  return row ?? null;
}

export async function paymentByKey(db: Database, playerId: number, key: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payment_requests WHERE player_id = $1 AND idempotency_key = $2`, [playerId, key]);
  return row ?? null;
}

export async function paymentById(db: Database, id: number): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payment_requests WHERE id = $1`, [id]);
  return row ?? null;
}

export async function paymentByToken(db: Database, token: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`SELECT ${COLUMNS} FROM payment_requests WHERE provider_token = $1`, [token]);
  return row ?? null;
}

export async function saveAnswer(db: Database, id: number, answer: PaymentRow['answer']): Promise<void> {
  await db.query('UPDATE payment_requests SET answer = $2::jsonb WHERE id = $1', [id, JSON.stringify(answer)]);
}

/**
 * Moves a request from one of `from` to `to`; null when it was not in such a state (already
 * settled, or a link deposit past its end: it can no longer be paid, confirmed or cancelled).
 */
export async function moveStatus(db: Pick<Database, 'query'>, id: number, from: readonly number[], to: number): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(
    `UPDATE payment_requests SET status = $3, updated_at = now()
     WHERE id = $1 AND status = ANY($2::smallint[]) AND NOT (${EXPIRING} AND COALESCE(expires_at <= now(), false)) RETURNING ${COLUMNS}`,
    [id, [...from], to],
  );
  return row ?? null;
}

/**
 * Marks the deposits (link or transfer) past their end Cancelled (expired) and answers them: each
 * one once (the update is the guard), so the caller tells each player once that it ran out.
 */
export async function expireDepositsPastEnd(db: Pick<Database, 'query'>): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `UPDATE payment_requests SET status = ${CANCELLED}, updated_at = now() WHERE ${EXPIRING} AND expires_at <= now() RETURNING ${COLUMNS}`,
  );
}

const OPEN = [TransactionStatus.Created, TransactionStatus.Pending];

/**
 * A player's deposit requests that credited nothing (yet): open, rejected, cancelled or expired,
 * newest first, in a time range (inclusive from, exclusive to); with their count. A confirmed one
 * is in the wallet's ledger instead.
 */
export async function unbookedDeposits(
  db: Database, playerId: number, query: { from?: string; to?: string; limit: number },
): Promise<{ items: PaymentRow[]; total: number }> {
  const where = `player_id = $1 AND direction = 1 AND status <> ${TransactionStatus.Confirmed}
    AND ($2::timestamptz IS NULL OR created_at >= $2::timestamptz) AND ($3::timestamptz IS NULL OR created_at < $3::timestamptz)`;
  const params = [playerId, query.from ?? null, query.to ?? null];
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM payment_requests WHERE ${where}`, params);
  const items = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payment_requests WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4`,
    [...params, Math.min(500, Math.max(1, query.limit))],
  );
  return { items, total: count?.total ?? 0 };
}

/** A player's open requests (Created or Pending), newest first. */
export async function openPayments(db: Database, playerId: number): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payment_requests WHERE player_id = $1 AND status = ANY($2::smallint[]) AND NOT COALESCE(expires_at <= now(), false)
     ORDER BY created_at DESC, id DESC`,
    [playerId, OPEN],
  );
}

/** Every open request, for the operator (oldest first). */
export async function pendingPayments(db: Database): Promise<(PaymentRow & { username: string })[]> {
  return db.query(
    `SELECT q.*, p.username FROM (SELECT ${COLUMNS} FROM payment_requests WHERE status = ANY($1::smallint[]) AND NOT COALESCE(expires_at <= now(), false)) q
     JOIN players p ON p.id = q."playerId" ORDER BY q.id`,
    [OPEN],
  );
}
