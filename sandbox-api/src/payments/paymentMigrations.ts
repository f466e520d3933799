/**
 * The payments domain's table: every deposit and withdrawal request with its spec §3 transaction
 * status, the answer given (so a repeated Idempotency-Key answers the same), and the demo
 * provider's one-time token for link deposits.
 */
export const PAYMENT_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '040_payments',
    sql: `
      CREATE TABLE payment_requests (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        direction SMALLINT NOT NULL CHECK (direction IN (1, 2)),
        method_id INTEGER NOT NULL,
        method_name TEXT NOT NULL,
        amount NUMERIC(14, 2) NOT NULL CHECK (amount > 0),
        detail JSONB NOT NULL,
        status SMALLINT NOT NULL,
        idempotency_key TEXT,
        answer JSONB,
        provider_token TEXT UNIQUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX payment_requests_idempotency ON payment_requests (player_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
      CREATE UNIQUE INDEX payment_requests_one_pending_withdrawal ON payment_requests (player_id) WHERE direction = 2 AND status = 2;
      CREATE INDEX payment_requests_player ON payment_requests (player_id, created_at DESC)
    `,
  },
  {
    // Link deposits end (paymentStore LINK_DEPOSIT_LIFETIME_MINUTES); open ones from before get 30 minutes from their start.
    id: '041_link_deposit_expiry',
    sql: `
      ALTER TABLE payment_requests ADD COLUMN expires_at TIMESTAMPTZ;
      UPDATE payment_requests SET expires_at = created_at + interval '30 minutes' WHERE status = 6;
      CREATE INDEX payment_requests_link_expiry ON payment_requests (expires_at) WHERE status = 6
    `,
  },
  {
    // The member's language at the request: its outcome is told in it (settled later, by the
    // operator, the provider page or the expiry sweep, none of which knows it). Older ones: Turkish.
    id: '042_payment_locale',
    sql: `ALTER TABLE payment_requests ADD COLUMN locale TEXT NOT NULL DEFAULT 'tr' CHECK (locale IN ('tr', 'en'))`,
  },
];
