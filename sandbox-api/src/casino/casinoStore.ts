import type { Database } from '../db/database';
import { moneySql } from '../wallet/money';
import { hashToken, newToken } from '../security/tokens';

/** How long a launch token opens its game (issue 9: tokens expire). */
export const LAUNCH_TOKEN_HOURS = 4;

/** The member's favourite game codes, newest first. */
export async function favoriteCodes(db: Database, playerId: number): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    'SELECT game_code AS code FROM casino_favorites WHERE player_id = $1 ORDER BY created_at DESC, game_code', [playerId],
  );
  return rows.map((row) => row.code);
}

/** Adds the game, or removes it when it was a favourite (spec §4); answers whether it is one now. */
export async function toggleFavorite(db: Database, playerId: number, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.query('DELETE FROM casino_favorites WHERE player_id = $1 AND game_code = $2 RETURNING game_code', [playerId, code]);
    if (removed.length > 0) return false;
    await tx.query('INSERT INTO casino_favorites (player_id, game_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [playerId, code]);
    return true;
  });
}

export interface LaunchInput {
  playerId: number;
  /** The bearer token of the session that launched: the launch dies with it. */
  sessionToken: string;
  gameCode: string;
  provider: string;
  language: string;
  mobile: boolean;
  lobbyUrl: string | null;
}

/** Records a launch and answers its random token (only its hash is stored), or null without a live session. */
export async function openLaunch(db: Database, input: LaunchInput): Promise<string | null> {
  const [session] = await db.query<{ id: number }>(
    'SELECT id FROM sessions WHERE token_hash = $1 AND player_id = $2 AND revoked_at IS NULL', [hashToken(input.sessionToken), input.playerId],
  );
  if (!session) return null;
  const token = newToken();
  await db.query(
    `INSERT INTO casino_launches (token_hash, player_id, session_id, game_code, provider, language, mobile, lobby_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + interval '${LAUNCH_TOKEN_HOURS} hours')`,
    [hashToken(token), input.playerId, session.id, input.gameCode, input.provider, input.language, input.mobile, input.lobbyUrl],
  );
  return token;
}

export interface Launch {
  playerId: number;
  gameCode: string;
  provider: string;
  language: string;
  mobile: boolean;
  lobbyUrl: string | null;
}

/** The launch a provider token opens: unknown, expired or logged out answers null. */
export async function launchByToken(db: Database, token: string): Promise<Launch | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [launch] = await db.query<Launch>(
    `SELECT l.player_id AS "playerId", l.game_code AS "gameCode", l.provider, l.language, l.mobile, l.lobby_url AS "lobbyUrl"
     FROM casino_launches l JOIN sessions s ON s.id = l.session_id
     WHERE l.token_hash = $1 AND s.revoked_at IS NULL AND l.expires_at > now()`,
    [hashToken(token)],
  );
  return launch ?? null;
}

/** The games the member launched last, one per game, newest first. */
export async function recentCodes(db: Database, playerId: number, take: number): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `SELECT game_code AS code FROM casino_launches WHERE player_id = $1
     GROUP BY game_code ORDER BY max(id) DESC LIMIT $2`,
    [playerId, take],
  );
  return rows.map((row) => row.code);
}

export interface RecordedWin {
  gameCode: string;
  gameName: string;
  username: string;
  amount: string;
}

/** The largest wins booked in the wallet by demo game rounds (reference.gameCode), biggest first. */
export async function biggestWins(db: Database, count: number): Promise<RecordedWin[]> {
  return db.query<RecordedWin>(
    `SELECT w.reference->>'gameCode' AS "gameCode", coalesce(w.reference->>'gameName', w.reference->>'gameCode') AS "gameName",
            p.username, ${moneySql('w.amount')} AS amount
     FROM wallet_entries w JOIN players p ON p.id = w.player_id
     WHERE w.kind = 'win' AND w.reference->>'gameCode' IS NOT NULL
     ORDER BY w.amount DESC, w.id DESC LIMIT $1`,
    [count],
  );
}
