import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from '../security/password';

export type PasswordChange = 'ok' | 'wrongOld' | 'sameAsOld';

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
  await db.transaction(async (tx) => {
    await tx.query('UPDATE players SET password_hash = $2 WHERE id = $1', [playerId, hash]);
    await tx.query('UPDATE sessions SET revoked_at = now() WHERE player_id = $1 AND revoked_at IS NULL', [playerId]);
  });
  return 'ok';
}
