/**
 * The casino domain's tables: the member's favourites (spec §3: a list of game codes) and every
 * launch with its random token, bound to the player's session (logout revokes it) and expiring.
 * The launches also give the Recently played rail. The catalogue itself is code (catalogue.ts).
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
];
