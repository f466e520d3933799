/** The account domain's tables and columns, applied after the core migration. */
export const ACCOUNT_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '030_account_sessions_and_bonuses',
    sql: `
      ALTER TABLE sessions ADD COLUMN ip TEXT;
      ALTER TABLE sessions ADD COLUMN user_agent TEXT;
      ALTER TABLE sessions ADD COLUMN platform SMALLINT;

      CREATE TABLE bonus_definitions (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        title_tr TEXT NOT NULL,
        title_en TEXT NOT NULL,
        terms_tr TEXT NOT NULL,
        terms_en TEXT NOT NULL,
        amount NUMERIC(14, 2),
        min_deposit NUMERIC(14, 2),
        valid_days INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );

      CREATE TABLE bonus_claims (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        bonus_id INTEGER NOT NULL REFERENCES bonus_definitions (id),
        period TEXT NOT NULL,
        amount NUMERIC(14, 2) NOT NULL,
        status SMALLINT NOT NULL,
        idempotency_key TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        expires_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX bonus_claims_player ON bonus_claims (player_id, created_at DESC);
      CREATE UNIQUE INDEX bonus_claims_key ON bonus_claims (player_id, idempotency_key);
      CREATE UNIQUE INDEX bonus_claims_once ON bonus_claims (player_id, bonus_id, period)
    `,
  },
];
