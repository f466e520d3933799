import type { Database } from '../db/database';
import { LEAVES_WATCHED_ROWS } from '../db/writeWatch';
import { hashToken, newToken } from '../security/tokens';

/** The two sportsbooks of spec §3: betsy (sports, live betting) and betco (e-sports). */
export type Book = 'betsy' | 'betco';

/** How long a sportsbook token works; the frame asks for a fresh one when it expires. */
export const SPORTS_TOKEN_MINUTES = 30;

/** What a sportsbook token opens. */
export interface SportsTokenOwner {
  tokenId: number;
  playerId: number;
  book: Book;
  /** The site session the token belongs to (the session-time limit counts from its sign-in). */
  sessionId: number;
}

/**
 * A fresh random token for the book, bound to the session of the bearer token (only its hash is
 * stored): it expires, and dies when the session is revoked (logout). Null without a live session.
 */
export async function issueSportsToken(db: Database, sessionToken: string, book: Book): Promise<{ token: string; expiresAt: string } | null> {
  const token = newToken();
  const [row] = await db.query<{ expiresAt: Date | string }>(
    // Reads sessions, writes only sports_tokens: the members cache is kept (db/writeWatch.ts).
    `${LEAVES_WATCHED_ROWS} INSERT INTO sports_tokens (token_hash, player_id, session_id, book, expires_at)
     SELECT $1, s.player_id, s.id, $3, now() + make_interval(mins => $4::int)
     FROM sessions s WHERE s.token_hash = $2 AND s.revoked_at IS NULL
     RETURNING expires_at AS "expiresAt"`,
    [hashToken(token), hashToken(sessionToken), book, SPORTS_TOKEN_MINUTES],
  );
  if (!row) return null;
  return { token, expiresAt: new Date(row.expiresAt).toISOString() };
}

/** The owner of a sportsbook token: unknown, expired or logged-out tokens answer null. */
export async function sportsTokenOwner(db: Database, token: string): Promise<SportsTokenOwner | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [row] = await db.query<SportsTokenOwner>(
    `SELECT t.id AS "tokenId", t.player_id AS "playerId", t.book, t.session_id AS "sessionId"
     FROM sports_tokens t JOIN sessions s ON s.id = t.session_id
     WHERE t.token_hash = $1 AND t.expires_at > now() AND s.revoked_at IS NULL`,
    [hashToken(token)],
  );
  return row ?? null;
}

/** Ends every live sportsbook token of a player now (the operator's drill for the token-expired hand-off). */
export async function expireSportsTokens(db: Database, playerId: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'UPDATE sports_tokens SET expires_at = now() WHERE player_id = $1 AND expires_at > now() RETURNING id', [playerId],
  );
  return rows.length;
}
