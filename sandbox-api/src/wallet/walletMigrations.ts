/**
 * The wallet's one table: every movement of a player's money, signed, with the balance after it.
 * `players.balance` stays the balance of record; the ledger explains it (account history pages)
 * and makes a repeated request harmless (UNIQUE player + idempotency key).
 */
export const WALLET_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '020_wallet',
    sql: `
      CREATE TABLE wallet_entries (
        id BIGSERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdraw', 'bet', 'win', 'bonus', 'adjust', 'refund')),
        amount NUMERIC(14, 2) NOT NULL,
        balance_after NUMERIC(14, 2) NOT NULL,
        reference JSONB NOT NULL DEFAULT '{}'::jsonb,
        idempotency_key TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX wallet_entries_idempotency ON wallet_entries (player_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
      CREATE INDEX wallet_entries_player_time ON wallet_entries (player_id, created_at DESC, id DESC)
    `,
  },
];
