import type { Database } from '../db/database';
import { newCode } from '../security/tokens';

export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

export type CodePurpose = 'reset' | 'phone';
export type CodeCheck = 'ok' | 'none' | 'expired' | 'tooMany' | 'wrong';

interface CodeRow { id: number; code: string; phone: string | null; attempts: number; expired: boolean; checked: boolean }

/** Issues a fresh code and retires the player's earlier unused ones of the same purpose. */
export async function issueCode(db: Database, playerId: number, purpose: CodePurpose, phone: string | null = null, now = new Date()): Promise<string> {
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx.query('UPDATE verification_codes SET used_at = $3::timestamptz WHERE player_id = $1 AND purpose = $2 AND used_at IS NULL', [playerId, purpose, now.toISOString()]);
    await tx.query(
      `INSERT INTO verification_codes (player_id, purpose, code, phone, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $6::timestamptz, $6::timestamptz + ($5 || ' minutes')::interval)`,
      [playerId, purpose, code, phone, String(CODE_TTL_MINUTES), now.toISOString()],
    );
  });
  return code;
}

async function activeCode(db: Database, playerId: number, purpose: CodePurpose, now: Date): Promise<CodeRow | null> {
  const rows = await db.query<CodeRow>(
    `SELECT id, code, phone, attempts, expires_at <= $3::timestamptz AS expired, checked_at IS NOT NULL AS checked
     FROM verification_codes WHERE player_id = $1 AND purpose = $2 AND used_at IS NULL
     ORDER BY id DESC LIMIT 1`,
    [playerId, purpose, now.toISOString()],
  );
  return rows[0] ?? null;
}

/**
 * Checks a code: single use (consume marks it used), 10 minutes, at most 5 wrong attempts.
 * `requireChecked` is for the last recovery step, which must follow a successful check.
 */
export async function checkCode(
  db: Database,
  playerId: number,
  purpose: CodePurpose,
  code: string,
  options: { phone?: string; consume: boolean; requireChecked?: boolean; now?: Date },
): Promise<CodeCheck | 'notChecked'> {
  const now = options.now ?? new Date();
  const row = await activeCode(db, playerId, purpose, now);
  if (!row || (options.phone !== undefined && row.phone !== options.phone)) return 'none';
  if (row.expired) return 'expired';
  if (row.attempts >= MAX_CODE_ATTEMPTS) return 'tooMany';
  if (row.code !== code.replace(/\D/g, '')) {
    const [updated] = await db.query<{ attempts: number }>(
      'UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts', [row.id],
    );
    return (updated?.attempts ?? 0) >= MAX_CODE_ATTEMPTS ? 'tooMany' : 'wrong';
  }
  if (options.requireChecked && !row.checked) return 'notChecked';
  await db.query(
    `UPDATE verification_codes SET checked_at = COALESCE(checked_at, $2::timestamptz)${options.consume ? ', used_at = $2::timestamptz' : ''} WHERE id = $1`,
    [row.id, now.toISOString()],
  );
  return 'ok';
}

export async function recordMessage(
  db: Database,
  message: { playerId: number | null; kind: 'sms' | 'email'; recipient: string; subject?: string; text: string },
): Promise<void> {
  await db.query('INSERT INTO sent_messages (player_id, kind, recipient, subject, text) VALUES ($1, $2, $3, $4, $5)', [
    message.playerId, message.kind, message.recipient, message.subject ?? null, message.text,
  ]);
}

/** Reset codes asked for, per user name (known or not), across re-issues. */
export const RESET_SENDS = { bucket: 'reset-send', limit: 3, windowSeconds: 60 * 60 } as const;
/** Reset codes checked (right or wrong, either step), per user name, across all its codes. */
export const RESET_CHECKS = { bucket: 'reset-check', limit: 10, windowSeconds: 60 * 60 } as const;

/**
 * What a check of a name that does not exist answers: what a known name would, had its code been
 * sent at the last "send" for that name (expired after the code's lifetime, locked after 5 checks),
 * so the answers tell nothing about which names exist.
 */
export async function unknownNameCheck(db: Database, key: string, now: Date): Promise<CodeCheck> {
  const [row] = await db.query<{ sent: number | null; checks: number }>(
    `WITH sent AS (SELECT max(at) AS at FROM attempt_events WHERE bucket = $1 AND key = $2)
     SELECT extract(epoch FROM (SELECT at FROM sent))::float8 AS sent,
       (SELECT count(*)::int FROM attempt_events WHERE bucket = $3 AND key = $2 AND at >= (SELECT at FROM sent)) AS checks`,
    [RESET_SENDS.bucket, key, RESET_CHECKS.bucket],
  );
  if (!row || row.sent === null) return 'none';
  if (now.getTime() / 1000 >= row.sent + CODE_TTL_MINUTES * 60) return 'expired';
  return row.checks >= MAX_CODE_ATTEMPTS ? 'tooMany' : 'wrong';
}
