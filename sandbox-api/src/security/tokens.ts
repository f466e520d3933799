import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A bearer token: 32 random bytes; only its hash is stored, so a leaked table opens no session. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
