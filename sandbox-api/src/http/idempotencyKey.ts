import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';

/**
 * The Idempotency-Key of a money-moving member call (deposit, withdraw, bonus claim): one key per
 * submission, sent by the site's `callApi`, repeated by a retry or a double click, so the same
 * submission never books twice. 1–200 visible ASCII characters; anything else counts as missing,
 * and those calls refuse a request without one (a client that leaves it out could book twice).
 */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' && /^[\x21-\x7e]{1,200}$/.test(header) ? header : null;
}

/** How long a key means "the same submission"; after that the same key starts a new one. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

/**
 * Each player's keys with what they were first used for: the call and a hash of its request. The
 * domain tables keep their own unique keys (the replayed answer lives there); this table decides
 * whether a repeated key is the same submission.
 */
export const IDEMPOTENCY_MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '070_idempotency_keys',
    sql: `
      CREATE TABLE idempotency_keys (
        player_id INTEGER NOT NULL REFERENCES players (id),
        key TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        body_hash TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (player_id, key)
      )
    `,
  },
];

/** JSON with object keys sorted, so the same request hashes the same whatever order its fields came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export type KeyUse =
  /** The first use of the key (or the first after it expired), or a repeat of that same request. */
  | { ok: true; scopedKey: string }
  /** The key was used within its lifetime for another call or another request. */
  | { ok: false };

/**
 * Binds a player's key to the call and the request it first came with, for 24 hours. A repeat of
 * the same request gets the same scoped key (the domain's store answers it again); another call or
 * another body is refused; an expired key is taken over by the new request and gets a new scoped
 * key, so a domain never replays an answer older than the key's lifetime. One statement, so two
 * racing first uses cannot both bind it.
 */
export async function useIdempotencyKey(db: Database, use: { playerId: number; key: string; endpoint: string; body: unknown; now: Date }): Promise<KeyUse> {
  const hash = requestHash(use.body);
  const params = [use.playerId, use.key, use.endpoint, hash, use.now.toISOString(), IDEMPOTENCY_KEY_LIFETIME_HOURS];
  const issued = `(extract(epoch FROM created_at) * 1000)::bigint::text AS issued`;
  const [bound] = await db.query<{ endpoint: string; bodyHash: string; issued: string }>(
    `INSERT INTO idempotency_keys AS k (player_id, key, endpoint, body_hash, created_at) VALUES ($1, $2, $3, $4, $5::timestamptz)
     ON CONFLICT (player_id, key) DO UPDATE SET endpoint = EXCLUDED.endpoint, body_hash = EXCLUDED.body_hash, created_at = EXCLUDED.created_at
       WHERE k.created_at <= EXCLUDED.created_at - make_interval(hours => $6::int)
     RETURNING endpoint, body_hash AS "bodyHash", ${issued}`,
    params,
  );
  const row = bound ?? (await db.query<{ endpoint: string; bodyHash: string; issued: string }>(
    `SELECT endpoint, body_hash AS "bodyHash", ${issued} FROM idempotency_keys WHERE player_id = $1 AND key = $2`,
    [use.playerId, use.key],
  ))[0];
  if (!row || row.endpoint !== use.endpoint || row.bodyHash !== hash) return { ok: false };
  return { ok: true, scopedKey: `${use.key}@${row.issued}` };
}
