import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from '../security/password';
import { revokePlayerSessions } from '../auth/players';

/** 'ok' carries the token hashes of the sessions it ended (their hub connections close). */
export type PasswordChange = { ended: string[] } | 'wrongOld' | 'sameAsOld';

/**
 * Spec §7 customer/changepassword: checks the old password, stores the new one and ends every
 * session of the player — the site then sends them to the login (spec §8), so no old token,
 * here or on another device, outlives the change.
 */
export async function changePassword(db: Database, playerId: number, oldPassword: string, password: string): Promise<PasswordChange> {
  const [row] = await db.query<{ hash: string }>('SELECT password_hash AS hash FROM players WHERE id = $1', [playerId]);
  if (!row || !(await verifyPassword(oldPassword, row.hash))) return 'wrongOld';
  if (oldPassword === password) return 'sameAsOld';
  const hash = await hashPassword(password);
  const ended = await db.transaction(async (tx) => {
    await tx.query('UPDATE players SET password_hash = $2 WHERE id = $1', [playerId, hash]);
    return revokePlayerSessions(tx, playerId);
  });
  return { ended };
}
