/**
 * The sports domain's tables: the sportsbook tokens of a session (random, only their
 * hash stored, expiring, dead with the session) and the bets taken by the demo sportsbook.
 */
export const SPORTS_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '060_sports',
    sql: `
      CREATE TABLE sports_tokens (
        id SERIAL PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        player_id INTEGER NOT NULL REFERENCES players (id),
        session_id INTEGER NOT NULL REFERENCES sessions (id),
        book TEXT NOT NULL CHECK (book IN ('betsy', 'betco')),
        expires_at TIMESTAMPTZ NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX sports_tokens_session ON sports_tokens (session_id);
      CREATE TABLE sports_bets (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        token_id INTEGER NOT NULL REFERENCES sports_tokens (id),
        book TEXT NOT NULL,
        selections JSONB NOT NULL,
        stake NUMERIC(14, 2) NOT NULL CHECK (stake > 0),
        total_odds NUMERIC(14, 2) NOT NULL,
        potential_win NUMERIC(14, 2) NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('placing', 'open', 'refused', 'won', 'lost')),
        language TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        settled_at TIMESTAMPTZ
      );
      CREATE UNIQUE INDEX sports_bets_idempotency ON sports_bets (player_id, idempotency_key);
      CREATE INDEX sports_bets_open ON sports_bets (status, id)
    `,
  },
];
