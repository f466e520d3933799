import type { CallDefinition } from '@vitrin/contract';

/** What one HTTP exchange with the backend gave: the status, the headers the checks read, the body. */
export interface Exchange {
  status: number;
  retryAfter: string | null;
  contentType: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  text: string;
}

export interface SendOptions {
  token?: string | null;
  idempotencyKey?: string;
  locale?: 'tr' | 'en';
}

/**
 * Sends one call the way the site's API client does (`./api/<path>`, JSON body for POST, query for
 * GET; `x-locale`, `x-fingerprint`, bearer token, `Idempotency-Key` on money calls). Never throws
 * on an HTTP status; a network failure throws with the address in the message.
 */
export async function send(baseUrl: string, def: CallDefinition, input: unknown, options: SendOptions = {}): Promise<Exchange> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-locale': options.locale ?? 'en',
    'x-fingerprint': 'conformance',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let target = `${baseUrl}/api/${def.path}`;
  const init: RequestInit = { method: def.method, headers, redirect: 'manual' };
  if (def.method === 'GET') {
    const entries = Object.entries((input ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]);
    if (entries.length > 0) target += `?${new URLSearchParams(entries)}`;
  } else {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(input ?? {});
  }
  let response: Response;
  try {
    response = await fetch(target, init);
  } catch (error) {
    throw new Error(`${def.method} ${target}: ${(error as Error).message}`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    contentType: response.headers.get('content-type') ?? '',
    json,
    text,
  };
}
