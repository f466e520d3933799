import type { Database } from '../db/database';
import { moneySql } from '../wallet/money';
import { hashToken, newToken } from '../security/tokens';

/** How long a game session lasts once its launch code is redeemed (a token that never expired could be replayed). */
export const LAUNCH_TOKEN_HOURS = 4;
/**
 * How long a launch code can be redeemed: the frame loads its address at once, and a launch
 * started at pointer-down waits at most 15 s for its open (prelaunch.ts in remote-casino).
 */
export const LAUNCH_CODE_SECONDS = 60;

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

/**
 * Records a launch and answers its one-time code (only its hash is stored), or null without a live
 * session. The code is all the launch address carries: short-lived, single use, and it dies with
 * the session that launched.
 */
export async function openLaunch(db: Database, input: LaunchInput): Promise<string | null> {
  const [session] = await db.query<{ id: number }>(
    'SELECT id FROM sessions WHERE token_hash = $1 AND player_id = $2 AND revoked_at IS NULL', [hashToken(input.sessionToken), input.playerId],
  );
  if (!session) return null;
  const code = newToken();
  await db.query(
    `INSERT INTO casino_launches (code_hash, code_expires_at, player_id, session_id, game_code, provider, language, mobile, lobby_url, expires_at)
     VALUES ($1, now() + make_interval(secs => $9::int), $2, $3, $4, $5, $6, $7, $8, now() + make_interval(hours => $10::int))`,
    [hashToken(code), input.playerId, session.id, input.gameCode, input.provider, input.language, input.mobile, input.lobbyUrl, LAUNCH_CODE_SECONDS, LAUNCH_TOKEN_HOURS],
  );
  return code;
}

export interface Launch {
  id: number;
  playerId: number;
  gameCode: string;
  provider: string;
  language: string;
  mobile: boolean;
  lobbyUrl: string | null;
  /** The site session that launched (the session-time limit counts from its sign-in). */
  sessionId: number;
}

const LAUNCH_COLUMNS = `l.id, l.player_id AS "playerId", l.game_code AS "gameCode", l.provider, l.language, l.mobile, l.lobby_url AS "lobbyUrl",
  l.session_id AS "sessionId"`;

/**
 * The provider's side of the launch: spends the one-time code (once, at the provider it was issued
 * for, before it expires, while the session that launched lives) and answers the launch with a
 * fresh game session token, which the provider keeps in its page — never in an address. Null for
 * an unknown, spent, expired or another provider's code.
 */
export async function redeemLaunchCode(db: Database, code: string, provider: string): Promise<{ token: string; launch: Launch } | null> {
  if (!/^[\w-]{20,100}$/.test(code)) return null;
  const token = newToken();
  const [launch] = await db.query<Launch>(
    `UPDATE casino_launches l SET redeemed_at = now(), token_hash = $2
     FROM sessions s
     WHERE l.code_hash = $1 AND l.provider = $3 AND l.redeemed_at IS NULL AND l.code_expires_at > now() AND l.expires_at > now()
       AND s.id = l.session_id AND s.revoked_at IS NULL
     RETURNING ${LAUNCH_COLUMNS}`,
    [hashToken(code), hashToken(token), provider],
  );
  return launch ? { token, launch } : null;
}

/** The launch a game session token opens: unknown, expired or logged out answers null. */
export async function launchByToken(db: Database, token: string): Promise<Launch | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [launch] = await db.query<Launch>(
    `SELECT ${LAUNCH_COLUMNS}
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
