import type { Database } from './database';
import { WALLET_MIGRATIONS } from '../wallet/walletMigrations';
import { ACCOUNT_MIGRATIONS } from '../account/accountMigrations';
import { PAYMENT_MIGRATIONS } from '../payments/paymentMigrations';
import { SPORTS_MIGRATIONS } from '../sports/sportsMigrations';
import { CASINO_MIGRATIONS } from '../casino/casinoMigrations';
import { LOGIN_THROTTLE_MIGRATIONS } from '../security/loginThrottle';
import { SMS_THROTTLE_MIGRATIONS } from '../security/smsThrottle';
import { ATTEMPT_MIGRATIONS } from '../security/attemptLimit';
import { AUTH_MIGRATIONS } from '../auth/authMigrations';
import { IDEMPOTENCY_MIGRATIONS } from '../http/idempotencyKey';
import { HUB_FAN_OUT_MIGRATIONS } from '../hub/fanOut';
import { RESPONSIBLE_MIGRATIONS } from '../responsible/responsibleMigrations';

/** The first schema: players, sessions, codes, messages, notifications, content. */
const CORE_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '001_core',
    sql: `
      CREATE TABLE players (
        id SERIAL PRIMARY KEY,
        username TEXT NOT NULL,
        usercode TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        personal_no TEXT NOT NULL,
        name TEXT NOT NULL,
        surname TEXT NOT NULL,
        phone TEXT,
        sms_verified BOOLEAN NOT NULL DEFAULT FALSE,
        country_id INTEGER,
        currency_id INTEGER NOT NULL DEFAULT 1,
        birth_date TEXT,
        password_hash TEXT NOT NULL,
        balance NUMERIC(14, 2) NOT NULL DEFAULT 0,
        wants_trial_bonus BOOLEAN NOT NULL DEFAULT FALSE,
        trial_bonus_claimed_at TIMESTAMPTZ,
        ref_id INTEGER,
        partner TEXT,
        subid TEXT,
        source TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX players_username_key ON players (lower(username));
      CREATE UNIQUE INDEX players_email_key ON players (lower(email));
      CREATE UNIQUE INDEX players_personal_no_key ON players (personal_no);

      CREATE TABLE sessions (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        token_hash TEXT NOT NULL UNIQUE,
        fingerprint TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        revoked_at TIMESTAMPTZ
      );

      CREATE TABLE verification_codes (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        purpose TEXT NOT NULL,
        code TEXT NOT NULL,
        phone TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        checked_at TIMESTAMPTZ,
        used_at TIMESTAMPTZ,
        expires_at TIMESTAMPTZ NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX verification_codes_player ON verification_codes (player_id, purpose);

      CREATE TABLE sent_messages (
        id SERIAL PRIMARY KEY,
        player_id INTEGER REFERENCES players (id),
        kind TEXT NOT NULL,
        recipient TEXT NOT NULL,
        subject TEXT,
        text TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE notifications (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        title TEXT NOT NULL,
        note TEXT NOT NULL,
        type TEXT NOT NULL,
        type_is_number BOOLEAN NOT NULL DEFAULT FALSE,
        is_read BOOLEAN NOT NULL DEFAULT FALSE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX notifications_player ON notifications (player_id, created_at DESC);

      CREATE TABLE call_requests (
        id SERIAL PRIMARY KEY,
        player_id INTEGER REFERENCES players (id),
        name TEXT NOT NULL,
        message TEXT NOT NULL,
        contacts JSONB NOT NULL,
        locale TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE balance_changes (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        amount NUMERIC(14, 2) NOT NULL,
        balance_after NUMERIC(14, 2) NOT NULL,
        reason TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );

      CREATE TABLE countries (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL
      );

      CREATE TABLE content_pages (
        id INTEGER NOT NULL,
        locale TEXT NOT NULL,
        category TEXT NOT NULL,
        title TEXT NOT NULL,
        html TEXT NOT NULL,
        sort INTEGER NOT NULL,
        PRIMARY KEY (id, locale)
      );

      CREATE TABLE promotions (
        id INTEGER NOT NULL,
        locale TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        html TEXT NOT NULL,
        sort INTEGER NOT NULL,
        PRIMARY KEY (id, locale)
      );

      CREATE TABLE site_options (
        key TEXT PRIMARY KEY,
        value TEXT,
        status BOOLEAN NOT NULL,
        sort INTEGER NOT NULL
      );
    `,
  },
];

/**
 * One list of migrations for PGlite and PostgreSQL alike; applied in order, each once. Each domain
 * keeps its own list beside its store; new ones go at the end here, in the order they were written.
 */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [...CORE_MIGRATIONS, ...WALLET_MIGRATIONS, ...ACCOUNT_MIGRATIONS, ...PAYMENT_MIGRATIONS, ...SPORTS_MIGRATIONS, ...LOGIN_THROTTLE_MIGRATIONS, ...SMS_THROTTLE_MIGRATIONS,
  ...CASINO_MIGRATIONS, ...IDEMPOTENCY_MIGRATIONS, ...ATTEMPT_MIGRATIONS, ...AUTH_MIGRATIONS,
  ...HUB_FAN_OUT_MIGRATIONS, ...RESPONSIBLE_MIGRATIONS];

export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM migrations')).map((row) => row.id));
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO migrations (id) VALUES ($1)', [migration.id]);
    });
    applied.push(migration.id);
  }
  return applied;
}

/** The migrations hold no semicolons inside literals, so a plain split is exact. */
function splitStatements(sql: string): string[] {
  return sql.split(';').map((s) => s.trim()).filter(Boolean);
}
