import type { Database } from '../db/database';
import { PlatformCode } from '@vitrin/contract';
import { hashToken } from '../security/tokens';
import { LEAVES_WATCHED_ROWS } from '../db/writeWatch';

/** Spec §9: mobile is detected by browser markers, excluding iPad. */
export function platformOf(userAgent: string | null): 1 | 2 {
  if (!userAgent || /iPad/.test(userAgent)) return PlatformCode.Desktop;
  return /Mobi|Android|iPhone|iPod/.test(userAgent) ? PlatformCode.Mobile : PlatformCode.Desktop;
}

/** Notes where a sign-in came from (IP, user agent, platform) on its session row. */
export async function recordSignIn(db: Database, token: string, ip: string | null, userAgent: string | null): Promise<void> {
  // Details no cached member holds: the members cache is kept.
  await db.query(
    `${LEAVES_WATCHED_ROWS} UPDATE sessions SET ip = $2, user_agent = $3, platform = $4 WHERE token_hash = $1`,
    [hashToken(token), ip, userAgent?.slice(0, 400) ?? null, platformOf(userAgent)],
  );
}

interface Row {
  id: number;
  createdAt: string;
  endedAt: string | null;
  ip: string | null;
  userAgent: string | null;
  platform: number | null;
  current: boolean;
  total: number;
}

/** The player's sign-ins, newest first; `current` is the session making the request. */
export async function sessionPage(db: Database, playerId: number, token: string, skip: number, take: number) {
  const rows = await db.query<Row>(
    `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
       CASE WHEN revoked_at IS NULL THEN NULL ELSE to_char(revoked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END AS "endedAt",
       ip, user_agent AS "userAgent", platform, token_hash = $2 AS current, (count(*) OVER ())::int AS total
     FROM sessions WHERE player_id = $1 ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
    [playerId, hashToken(token), skip, take],
  );
  const total = rows[0]?.total ?? (skip > 0 ? await countSessions(db, playerId) : 0);
  return {
    items: rows.map(({ total: _total, platform, ...row }) => ({ ...row, platform: platform === PlatformCode.Mobile ? PlatformCode.Mobile : PlatformCode.Desktop })),
    total,
  };
}

async function countSessions(db: Database, playerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE player_id = $1', [playerId]);
  return row?.n ?? 0;
}
