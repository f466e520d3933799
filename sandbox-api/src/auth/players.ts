import type { Database } from '../db/database';
import { hashToken, newToken } from '../security/tokens';
import { moneyJson, moneySql } from '../wallet/money';
import { setBalanceTo } from '../wallet/walletStore';
import { LEAVES_WATCHED_ROWS } from '../db/writeWatch';

/** A player as the calls see it; the balance is the exact decimal text ('1250.50'), never a float. */
export interface Player {
  id: number;
  username: string;
  usercode: string;
  email: string;
  name: string;
  surname: string;
  phone: string | null;
  smsVerified: boolean;
  balance: string;
  /** The part of the balance that active bonus grants hold until their wagering is done (wallet/bonusMoney.ts). */
  bonusLocked: string;
}

const PLAYER_COLUMNS = `p.id, p.username, p.usercode, p.email, p.name, p.surname, p.phone,
  p.sms_verified AS "smsVerified", ${moneySql('p.balance')} AS balance,
  ${moneySql("(SELECT coalesce(sum(g.locked), 0) FROM bonus_grants g WHERE g.player_id = p.id AND g.status = 'active')")} AS "bonusLocked"`;

export async function playerByToken(db: Database, token: string): Promise<Player | null> {
  const rows = await db.query<Player>(
    `SELECT ${PLAYER_COLUMNS} FROM sessions s JOIN players p ON p.id = s.player_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/** A session's member with its sign-in and last activity (epoch ms), for the lifetime checks. */
export async function sessionByTokenHash(db: Database, tokenHash: string): Promise<(Player & { createdAt: number; lastSeen: number }) | null> {
  const rows = await db.query<Player & { createdAt: number; lastSeen: number }>(
    `SELECT ${PLAYER_COLUMNS}, extract(epoch FROM s.created_at)::float8 * 1000 AS "createdAt",
       extract(epoch FROM COALESCE(a.last_seen_at, s.created_at))::float8 * 1000 AS "lastSeen"
     FROM sessions s JOIN players p ON p.id = s.player_id LEFT JOIN session_activity a ON a.token_hash = s.token_hash
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [tokenHash],
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
export async function openSession(db: Database, playerId: number, fingerprint: string | null, now: Date): Promise<string> {
  const token = newToken();
  // A new row: no cached member is made of it, so the members cache is kept.
  await db.query(`${LEAVES_WATCHED_ROWS} INSERT INTO sessions (player_id, token_hash, fingerprint, created_at, last_seen_at) VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz)`, [
    playerId, hashToken(token), fingerprint, now.toISOString(),
  ]);
  return token;
}

/** Ends one session; answers the token hashes it ended (the hub closes their connections). */
export async function revokeSession(db: Pick<Database, 'query'>, token: string): Promise<string[]> {
  const rows = await db.query<{ hash: string }>(
    'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING token_hash AS hash', [hashToken(token)],
  );
  return rows.map((row) => row.hash);
}

/** Ends every session of a player (a new password); answers the token hashes it ended. */
export async function revokePlayerSessions(db: Pick<Database, 'query'>, playerId: number): Promise<string[]> {
  const rows = await db.query<{ hash: string }>(
    'UPDATE sessions SET revoked_at = now() WHERE player_id = $1 AND revoked_at IS NULL RETURNING token_hash AS hash', [playerId],
  );
  return rows.map((row) => row.hash);
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
    // Spec §3/§7: the session's balance is a JSON number; made from the exact text at this edge.
    balance: moneyJson(player.balance),
    ...sportsbook,
  };
}

/**
 * Sets the balance (a canonical decimal string, see `parseMoney`) with the reason: the difference
 * is an `adjust` entry of the wallet's ledger (worked out under the row lock, in NUMERIC), so a
 * posting racing it cannot be lost and the ledger still sums to the balance. Answers the new
 * balance as text, or null for an unknown player.
 */
export async function setBalance(db: Database, playerId: number, balance: string, reason: string): Promise<string | null> {
  return setBalanceTo(db, playerId, balance, reason);
}

/** When a live session began (its sign-in), or null once it has ended: the session-time limit counts from it. */
export async function sessionStartOf(db: Pick<Database, 'query'>, sessionId: number): Promise<Date | null> {
  const [row] = await db.query<{ at: string }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM sessions WHERE id = $1 AND revoked_at IS NULL`, [sessionId],
  );
  return row ? new Date(row.at) : null;
}
