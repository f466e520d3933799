/**
 * The casino domain's tables: the member's favourites (spec §3: a list of game codes), every
 * launch with its one-time code and game session token, bound to the player's session (logout
 * revokes it) and expiring, and the rounds the demo providers issue. The launches also give the
 * Recently played rail. The catalogue itself is code (catalogue.ts).
 */
export const CASINO_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '050_casino',
    sql: `
      CREATE TABLE casino_favorites (
        player_id INTEGER NOT NULL REFERENCES players (id),
        game_code TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY (player_id, game_code)
      );
      CREATE TABLE casino_launches (
        id SERIAL PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        player_id INTEGER NOT NULL REFERENCES players (id),
        session_id INTEGER NOT NULL REFERENCES sessions (id),
        game_code TEXT NOT NULL,
        provider TEXT NOT NULL,
        language TEXT NOT NULL,
        mobile BOOLEAN NOT NULL,
        lobby_url TEXT,
        expires_at TIMESTAMPTZ NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX casino_launches_player ON casino_launches (player_id, id DESC)
    `,
  },
  {
    // A launch answers a one-time code (short-lived, single use, bound to the session), which the
    // provider's page exchanges for the game session's token (token_hash, set on redemption). The
    // provider issues the round ids: one open round per launch, each played once.
    id: '051_casino_launch_codes_and_rounds',
    sql: `
      ALTER TABLE casino_launches ALTER COLUMN token_hash DROP NOT NULL;
      ALTER TABLE casino_launches ADD COLUMN code_hash TEXT;
      ALTER TABLE casino_launches ADD COLUMN code_expires_at TIMESTAMPTZ;
      ALTER TABLE casino_launches ADD COLUMN redeemed_at TIMESTAMPTZ;
      CREATE UNIQUE INDEX casino_launches_code ON casino_launches (code_hash);
      CREATE TABLE casino_rounds (
        round_id TEXT PRIMARY KEY,
        launch_id INTEGER NOT NULL REFERENCES casino_launches (id),
        state TEXT NOT NULL DEFAULT 'issued',
        bet NUMERIC(14, 2),
        win NUMERIC(14, 2),
        issued_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        played_at TIMESTAMPTZ
      );
      CREATE UNIQUE INDEX casino_rounds_open ON casino_rounds (launch_id) WHERE state = 'issued'
    `,
  },
];
