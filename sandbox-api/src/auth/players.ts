import type { Database } from '../db/database';
import { hashToken, newToken } from '../security/tokens';

/** A player as the calls see it (the balance as a number for the JSON answers). */
export interface Player {
  id: number;
  username: string;
  usercode: string;
  email: string;
  name: string;
  surname: string;
  phone: string | null;
  smsVerified: boolean;
  balance: number;
}

const PLAYER_COLUMNS = `p.id, p.username, p.usercode, p.email, p.name, p.surname, p.phone,
  p.sms_verified AS "smsVerified", p.balance::float8 AS balance`;

export async function playerByToken(db: Database, token: string): Promise<Player | null> {
  const rows = await db.query<Player>(
    `SELECT ${PLAYER_COLUMNS} FROM sessions s JOIN players p ON p.id = s.player_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

export async function playerByUsername(db: Database, username: string): Promise<(Player & { passwordHash: string }) | null> {
  const rows = await db.query<Player & { passwordHash: string }>(
    `SELECT ${PLAYER_COLUMNS}, p.password_hash AS "passwordHash" FROM players p WHERE lower(p.username) = lower($1)`,
    [username],
  );
  return rows[0] ?? null;
}

export async function playerById(db: Database, id: number): Promise<Player | null> {
  const rows = await db.query<Player>(`SELECT ${PLAYER_COLUMNS} FROM players p WHERE p.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Opens a session and returns the bearer token (only its hash is stored). */
export async function openSession(db: Database, playerId: number, fingerprint: string | null): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO sessions (player_id, token_hash, fingerprint) VALUES ($1, $2, $3)', [
    playerId, hashToken(token), fingerprint,
  ]);
  return token;
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [hashToken(token)]);
}

/** The sportsbook part of the session data (addresses, client id, this session's tokens). */
export interface SportsbookSessionData {
  betsyCid: string;
  betsyUrl: string;
  betsyToken: string | null;
  betcoToken: string | null;
  betcoUrl: string;
}

/** Session data of spec §3 (sessionSchema); the sportsbook fields come from the sports domain. */
export function sessionData(player: Player, token: string, sportsbook: SportsbookSessionData) {
  return {
    token,
    username: player.username,
    usercode: player.usercode,
    phone: player.phone,
    smsVerified: player.smsVerified,
    balance: player.balance,
    ...sportsbook,
  };
}

/** Sets the balance and records why, in one transaction. */
export async function setBalance(db: Database, playerId: number, balance: number, reason: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ balance: number }>('SELECT balance::float8 AS balance FROM players WHERE id = $1 FOR UPDATE', [playerId]);
    const [after] = await tx.query<{ balance: number }>(
      'UPDATE players SET balance = $2 WHERE id = $1 RETURNING balance::float8 AS balance', [playerId, balance],
    );
    await tx.query('INSERT INTO balance_changes (player_id, amount, balance_after, reason) VALUES ($1, $2, $3, $4)', [
      playerId, after!.balance - (before?.balance ?? 0), after!.balance, reason,
    ]);
    return after!.balance;
  });
}
