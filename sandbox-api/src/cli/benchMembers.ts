import type { Database } from '../db/database';
import { hashPassword } from '../security/password';
import { newToken, hashToken } from '../security/tokens';

export interface BenchMember { username: string; token: string }

/** The password every bench member shares (they are throw-away members of a throw-away database). */
export const BENCH_PASSWORD = 'bench123';

/**
 * Creates `count` members (`bench<id>`, balance 1000.00) and one open session each, straight in
 * the database: 2,000 registrations over HTTP would spend minutes in scrypt before the load bench
 * measures anything (The sandbox under its players). The sessions are the real thing:
 * random 32-byte tokens of which only the SHA-256 is stored, exactly what sign-in opens.
 */
export async function seedBenchMembers(db: Database, count: number): Promise<BenchMember[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const players = await db.query<{ id: number; username: string }>(
    `WITH ids AS (SELECT nextval('players_id_seq')::int AS id FROM generate_series(1, $1::int))
     INSERT INTO players (id, usercode, username, email, personal_no, name, surname, phone, sms_verified, country_id,
       birth_date, password_hash, balance)
     SELECT id, (100000 + id)::text, 'bench' || id, 'bench' || id || '@vitrin.example', (90000000000 + id)::text,
       'Bench', 'Member', '90555' || lpad(id::text, 7, '0'), TRUE, 1, '1990-01-01', $2, 1000.00
     FROM ids RETURNING id, username`,
    [count, passwordHash],
  );
  // Their opening balance is in the wallet's ledger too, which must sum to every balance.
  await db.query(
    `INSERT INTO wallet_entries (player_id, kind, amount, balance_after, reference)
     SELECT id, 'adjust', 1000.00, 1000.00, '{"reason":"bench opening balance"}'::jsonb FROM unnest($1::int[]) AS id`,
    [players.map((player) => player.id)],
  );
  const members = players.map((player) => ({ id: player.id, username: player.username, token: newToken() }));
  await db.query(
    'INSERT INTO sessions (player_id, token_hash, fingerprint) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])',
    [members.map((m) => m.id), members.map((m) => hashToken(m.token)), members.map(() => 'bench')],
  );
  return members.map(({ username, token }) => ({ username, token }));
}
