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
  {
    // Bonus money (bonusMoney.ts): each bonus credit with a wagering requirement is a grant whose
    // money stays locked (not withdrawable) until bets of `wager_required` have been placed.
    id: '022_bonus_grants',
    sql: `
      CREATE TABLE bonus_grants (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        source TEXT NOT NULL,
        code TEXT NOT NULL,
        amount NUMERIC(14, 2) NOT NULL CHECK (amount > 0),
        locked NUMERIC(14, 2) NOT NULL CHECK (locked >= 0),
        wager_required NUMERIC(14, 2) NOT NULL CHECK (wager_required >= 0),
        wagered NUMERIC(14, 2) NOT NULL DEFAULT 0,
        forfeit_on_withdrawal BOOLEAN NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'completed', 'forfeited', 'lost')),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        settled_at TIMESTAMPTZ
      );
      CREATE UNIQUE INDEX bonus_grants_source ON bonus_grants (player_id, source);
      CREATE INDEX bonus_grants_active ON bonus_grants (player_id, id) WHERE status = 'active'
    `,
  },
];
