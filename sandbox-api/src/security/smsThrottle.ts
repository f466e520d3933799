import type { Database } from '../db/database';

/**
 * SMS codes are throttled like logins (last bullet): within 15 minutes a player may ask
 * for 5 codes and enter 5 wrong ones; one address may enter 20 wrong codes, whoever is logged in,
 * and ask for 100 codes (many players share a carrier's or an office's address). After that phone
 * verification answers "too many attempts, try again in N minutes" with Retry-After. Sending is
 * counted too: every code is a paid SMS, and a flood of them is a nuisance to the number.
 */
export const SMS_WINDOW_MINUTES = 15;

export type SmsEvent = 'send' | 'wrong';

export const SMS_LIMITS: Readonly<Record<SmsEvent, { perPlayer: number; perAddress: number }>> = {
  send: { perPlayer: 5, perAddress: 100 },
  wrong: { perPlayer: 5, perAddress: 20 },
};

export const SMS_THROTTLE_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '026_sms_throttle',
    sql: `
      CREATE TABLE sms_code_events (
        id BIGSERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL,
        address TEXT NOT NULL,
        kind TEXT NOT NULL,
        at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX sms_code_events_player ON sms_code_events (player_id, kind, at);
      CREATE INDEX sms_code_events_address ON sms_code_events (address, kind, at)
    `,
  },
];

/** Seconds until another event of this kind is allowed, or 0 when it is allowed now. */
export async function smsWait(db: Database, kind: SmsEvent, playerId: number, address: string): Promise<number> {
  const rows = await db.query<{ wait: number | null }>(
    `WITH recent AS (
       SELECT player_id, address, at FROM sms_code_events WHERE kind = $1 AND at > now() - make_interval(mins => $4)
     ),
     by_player AS (SELECT at FROM recent WHERE player_id = $2 ORDER BY at DESC OFFSET $5 - 1 LIMIT 1),
     by_address AS (SELECT at FROM recent WHERE address = $3 ORDER BY at DESC OFFSET $6 - 1 LIMIT 1)
     SELECT ceil(extract(epoch FROM (greatest((SELECT at FROM by_player), (SELECT at FROM by_address)) + make_interval(mins => $4) - now())))::int AS wait`,
    [kind, playerId, address, SMS_WINDOW_MINUTES, SMS_LIMITS[kind].perPlayer, SMS_LIMITS[kind].perAddress],
  );
  return Math.max(0, rows[0]?.wait ?? 0);
}

export async function recordSmsEvent(db: Database, kind: SmsEvent, playerId: number, address: string): Promise<void> {
  await db.query('INSERT INTO sms_code_events (player_id, address, kind) VALUES ($1, $2, $3)', [playerId, address, kind]);
}
