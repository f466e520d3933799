import type { Database } from '../db/database';
import { newCode } from '../security/tokens';

export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

export type CodePurpose = 'reset' | 'phone';
export type CodeCheck = 'ok' | 'none' | 'expired' | 'tooMany' | 'wrong';

interface CodeRow { id: number; code: string; phone: string | null; attempts: number; expired: boolean; checked: boolean }

/** Issues a fresh code and retires the player's earlier unused ones of the same purpose. */
export async function issueCode(db: Database, playerId: number, purpose: CodePurpose, phone: string | null = null): Promise<string> {
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx.query('UPDATE verification_codes SET used_at = now() WHERE player_id = $1 AND purpose = $2 AND used_at IS NULL', [playerId, purpose]);
    await tx.query(
      `INSERT INTO verification_codes (player_id, purpose, code, phone, expires_at)
       VALUES ($1, $2, $3, $4, now() + ($5 || ' minutes')::interval)`,
      [playerId, purpose, code, phone, String(CODE_TTL_MINUTES)],
    );
  });
  return code;
}

async function activeCode(db: Database, playerId: number, purpose: CodePurpose): Promise<CodeRow | null> {
  const rows = await db.query<CodeRow>(
    `SELECT id, code, phone, attempts, expires_at < now() AS expired, checked_at IS NOT NULL AS checked
     FROM verification_codes WHERE player_id = $1 AND purpose = $2 AND used_at IS NULL
     ORDER BY id DESC LIMIT 1`,
    [playerId, purpose],
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
  options: { phone?: string; consume: boolean; requireChecked?: boolean },
): Promise<CodeCheck | 'notChecked'> {
  const row = await activeCode(db, playerId, purpose);
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
    `UPDATE verification_codes SET checked_at = COALESCE(checked_at, now())${options.consume ? ', used_at = now()' : ''} WHERE id = $1`,
    [row.id],
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
