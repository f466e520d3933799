import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { hashToken, newToken } from './tokens';

/**
 * The device a player signed in from: a random value in an HttpOnly cookie, set at a successful
 * sign-in and kept a year. Only its hash is stored, per account (`known_devices`). Unlike the
 * browser fingerprint, which the page computes and anyone can send, the cookie is a secret the
 * guesser does not have, so a device that holds it may sign in while the account is held against
 * unknown devices (security/loginThrottle.ts).
 */
export const DEVICE_COOKIE = 'vitrin_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function deviceOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const text = value.join('=');
      return /^[\w-]{20,100}$/.test(text) ? text : null;
    }
  }
  return null;
}

export const deviceHashOf = (request: FastifyRequest): string | null => {
  const device = deviceOf(request);
  return device ? hashToken(device) : null;
};

/** Notes the request's device as one this player signs in from; sets the cookie when it has none. */
export async function rememberDevice(db: Database, request: FastifyRequest, reply: FastifyReply, playerId: number, now: Date): Promise<void> {
  let device = deviceOf(request);
  if (!device) {
    device = newToken();
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${DEVICE_COOKIE}=${device}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`);
  }
  await db.query(
    `INSERT INTO known_devices (player_id, device_hash, first_seen, last_seen) VALUES ($1, $2, $3::timestamptz, $3::timestamptz)
     ON CONFLICT (player_id, device_hash) DO UPDATE SET last_seen = EXCLUDED.last_seen`,
    [playerId, hashToken(device), now.toISOString()],
  );
}
