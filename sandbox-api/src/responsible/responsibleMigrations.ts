/**
 * The responsible-gambling domain's tables. Times are the server's clock (tests move it), never
 * the database's now(), so a limit's period and a break's end follow the same clock as the calls.
 * - rg_limits: one row per member, kind and period ('session' for the session time) with the
 *   limit in force and at most one pending increase or removal (from pending_from on).
 * - rg_settings: the reality check's interval.
 * - rg_breaks: time-outs and self-exclusions; the latest end among those not lifted governs. Each
 *   keeps the language it was asked in (locale).
 * - rg_activity: what the limits count — deposits asked for (with their payment request, so a
 *   rejected or expired one stops counting), stakes and wins — at the server's time.
 */
export const RESPONSIBLE_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '090_responsible_gambling',
    sql: `
      CREATE TABLE rg_limits (
        player_id INTEGER NOT NULL REFERENCES players (id),
        kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
        period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
        amount NUMERIC(14, 2),
        minutes INTEGER,
        has_pending BOOLEAN NOT NULL DEFAULT FALSE,
        pending_amount NUMERIC(14, 2),
        pending_minutes INTEGER,
        pending_from TIMESTAMPTZ,
        PRIMARY KEY (player_id, kind, period)
      );
      CREATE TABLE rg_settings (
        player_id INTEGER PRIMARY KEY REFERENCES players (id),
        reality_minutes INTEGER
      );
      CREATE TABLE rg_breaks (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        kind TEXT NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
        duration TEXT NOT NULL,
        starts_at TIMESTAMPTZ NOT NULL,
        ends_at TIMESTAMPTZ NOT NULL,
        lifted_at TIMESTAMPTZ,
        lift_reason TEXT
      );
      CREATE INDEX rg_breaks_player ON rg_breaks (player_id, ends_at DESC);
      CREATE TABLE rg_activity (
        id BIGSERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        kind TEXT NOT NULL CHECK (kind IN ('deposit', 'stake', 'win')),
        amount NUMERIC(14, 2) NOT NULL CHECK (amount >= 0),
        payment_id INTEGER,
        at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX rg_activity_player_time ON rg_activity (player_id, at)
    `,
  },
  {
    // A break keeps the language it was asked in, as a payment does (ADR 0045): the operator's
    // lift, which comes later and from the back office, tells the member in it.
    id: '091_break_locale',
    sql: `ALTER TABLE rg_breaks ADD COLUMN locale TEXT NOT NULL DEFAULT 'tr' CHECK (locale IN ('tr', 'en'))`,
  },
];
