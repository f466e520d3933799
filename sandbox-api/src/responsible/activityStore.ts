import { TransactionStatus } from '@vitrin/contract';
import type { Database } from '../db/database';
import { moneySql } from '../wallet/money';

// The only code that writes rg_activity: what the limits count, at the server's clock.

type Tx = Pick<Database, 'query'>;

/** A deposit asked for stops counting once its request is rejected, cancelled or has run out unpaid (the payments' clock). */
const DEPOSIT_STILL_COUNTS = `(a.payment_id IS NULL OR NOT EXISTS (
  SELECT 1 FROM payment_requests p WHERE p.id = a.payment_id AND (p.status IN (${TransactionStatus.Rejected}, ${TransactionStatus.Cancelled})
    OR (p.status IN (${TransactionStatus.Created}, ${TransactionStatus.Pending}) AND p.expires_at <= now()))))`;

export interface Usage {
  deposited: string;
  staked: string;
  won: string;
}

/** Deposits, stakes and wins of the member since `from`. */
export async function usageSince(tx: Tx, playerId: number, from: Date): Promise<Usage> {
  const [row] = await tx.query<Usage>(
    `SELECT ${moneySql(`coalesce(sum(a.amount) FILTER (WHERE a.kind = 'deposit' AND ${DEPOSIT_STILL_COUNTS}), 0)`)} AS deposited,
            ${moneySql(`coalesce(sum(a.amount) FILTER (WHERE a.kind = 'stake'), 0)`)} AS staked,
            ${moneySql(`coalesce(sum(a.amount) FILTER (WHERE a.kind = 'win'), 0)`)} AS won
     FROM rg_activity a WHERE a.player_id = $1 AND a.at >= $2::timestamptz`,
    [playerId, from.toISOString()],
  );
  return row ?? { deposited: '0.00', staked: '0.00', won: '0.00' };
}

/** Records one counted movement; answers its id (a deposit is linked to its request afterwards). */
export async function recordActivity(tx: Tx, input: { playerId: number; kind: 'deposit' | 'stake' | 'win'; amount: string; at: Date; paymentId?: number | null }): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO rg_activity (player_id, kind, amount, payment_id, at) VALUES ($1, $2, $3::numeric, $4, $5::timestamptz) RETURNING id::text AS id',
    [input.playerId, input.kind, input.amount, input.paymentId ?? null, input.at.toISOString()],
  );
  return Number(row!.id);
}

export async function linkDeposit(db: Database, activityId: number, paymentId: number): Promise<void> {
  await db.query('UPDATE rg_activity SET payment_id = $2 WHERE id = $1', [activityId, paymentId]);
}

/** A stake or deposit that was counted but then not booked (too little money, a raced request). */
export async function dropActivity(db: Database, activityId: number): Promise<void> {
  await db.query('DELETE FROM rg_activity WHERE id = $1', [activityId]);
}
