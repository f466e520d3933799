/**
 * A session's last activity, apart from `sessions`: the members cache empties on every write to
 * `sessions`, and activity is written once a minute per member (auth/sessionCache.ts).
 */
export const AUTH_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '029_session_activity',
    sql: `
      CREATE TABLE session_activity (
        token_hash TEXT PRIMARY KEY,
        last_seen_at TIMESTAMPTZ NOT NULL
      )
    `,
  },
];
