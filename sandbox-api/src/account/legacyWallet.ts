import type { Database } from '../db/database';
import type { AccountWallet } from './pageRoutes';

const MONEY = `'FM999999999990.00'`;

/** TEMPORARY: the account pages over balance_changes until the wallet domain lands. */
export function legacyWallet(db: Database): AccountWallet {
  return {
    async sum(tx, playerId, kinds, since) {
      const [row] = await tx.query<{ total: string }>(
        `SELECT to_char(coalesce(sum(amount), 0), ${MONEY}) AS total FROM balance_changes
         WHERE player_id = $1 AND reason = ANY($2::text[]) AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz)`,
        [playerId, kinds, since ?? null],
      );
      return row!.total;
    },
    async creditBonus(tx, playerId, amount) {
      const [row] = await tx.query<{ balance: string }>(
        `UPDATE players SET balance = balance + $2::numeric WHERE id = $1 RETURNING to_char(balance, ${MONEY}) AS balance`, [playerId, amount],
      );
      await tx.query('INSERT INTO balance_changes (player_id, amount, balance_after, reason) VALUES ($1, $2::numeric, $3::numeric, $4)', [playerId, amount, row!.balance, 'bonus']);
      return row!.balance;
    },
    async read(playerId, query) {
      const rows = await db.query<{ id: number; kind: string; amount: string; createdAt: string; total: number }>(
        `SELECT id, reason AS kind, to_char(amount, ${MONEY}) AS amount,
           to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt", (count(*) OVER ())::int AS total
         FROM balance_changes WHERE player_id = $1 AND reason = ANY($2::text[])
           AND ($3::timestamptz IS NULL OR created_at >= $3::timestamptz) AND ($4::timestamptz IS NULL OR created_at < $4::timestamptz)
         ORDER BY created_at DESC, id DESC OFFSET $5 LIMIT $6`,
        [playerId, query.kinds, query.from ?? null, query.to ?? null, query.skip, query.take],
      );
      return { items: rows.map(({ total: _t, ...row }) => ({ ...row, reference: null })), total: rows[0]?.total ?? 0 };
    },
  };
}
