import type { FastifyRequest } from 'fastify';

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
