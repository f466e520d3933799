import ky, { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { ApiError } from './ApiError';
import type { CallDefinition } from '@vitrin/contract';
import { bus } from '../bus/bus';
import { STORAGE_KEYS } from '@vitrin/contract';
import { DEFAULTS } from '@vitrin/contract';

/** Where the API lives. Resolved against the document base so the site can sit under any path. */
export function apiBase(): string {
  const base = typeof document !== 'undefined' ? document.baseURI : 'http://localhost/';
  return new URL('./api/', base).toString();
}

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Spec §7 headers: JSON, bearer when logged in, x-locale (stored language, default tr), x-fingerprint. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'x-locale': readStorage(STORAGE_KEYS.lang) ?? DEFAULTS.language,
  };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  const fingerprint = readStorage(STORAGE_KEYS.fingerprint);
  if (fingerprint) headers['x-fingerprint'] = fingerprint;
  return headers;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const at = issue.path?.map((p) => String(p.key)).join('.') || '(root)';
      return `${at}: ${issue.message}`;
    })
    .join('; ');
}

function toQuery(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (input && typeof input === 'object') {
    for (const [k, value] of Object.entries(input)) {
      if (value !== undefined && value !== null) out[k] = String(value);
    }
  }
  return out;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Milliseconds before the call fails with kind 'timeout'. */
  timeout?: number;
  /**
   * Sent as `Idempotency-Key`: one key per submission (not per attempt), so a retry or a double
   * click can never move money twice. The server answers a repeated key with the first answer.
   */
  idempotencyKey?: string;
}

/**
 * Makes one call of the contract. Every failure becomes an ApiError: the network, an HTTP status,
 * a 401 (which also tells the host to log out), success=false with the server's message, or an
 * answer that breaks the schema.
 */
export async function callApi<TReq extends v.GenericSchema, TRes extends v.GenericSchema>(
  def: CallDefinition<TReq, TRes>,
  input?: v.InferInput<TReq>,
  options: CallOptions = {},
): Promise<v.InferOutput<TRes>> {
  const body = input ?? {};
  const checked = v.safeParse(def.request, body);
  if (!checked.success) {
    throw new ApiError('input', def.path, `Invalid request for ${def.path}: ${describeIssues(checked.issues)}`);
  }
  let raw: unknown;
  try {
    const url = new URL(def.path, apiBase()).toString();
    const response = await ky(url, {
      method: def.method,
      headers: options.idempotencyKey ? { ...requestHeaders(), 'Idempotency-Key': options.idempotencyKey } : requestHeaders(),
      searchParams: def.method === 'GET' ? toQuery(checked.output) : undefined,
      json: def.method === 'POST' ? checked.output : undefined,
      timeout: options.timeout ?? 20000,
      retry: 0,
      signal: options.signal,
      throwHttpErrors: true,
    });
    const text = await response.text();
    raw = text ? JSON.parse(text) : {};
  } catch (error) {
    throw await toApiError(def.path, error);
  }
  // A refusal carries no usable data, so it is reported before the data is checked.
  if (def.envelope && raw && typeof raw === 'object' && (raw as { success?: unknown }).success === false) {
    const message = (raw as { message?: unknown }).message;
    throw new ApiError('rejected', def.path, typeof message === 'string' ? message : '', 200);
  }
  const parsed = v.safeParse(def.response, raw);
  if (!parsed.success) {
    throw new ApiError('contract', def.path, `The server's answer to ${def.path} broke the contract: ${describeIssues(parsed.issues)}`);
  }
  return parsed.output;
}

async function toApiError(path: string, error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const status = error.response.status;
    let message = '';
    try {
      const data = (await error.response.json()) as { message?: unknown };
      if (typeof data?.message === 'string') message = data.message;
    } catch {
      // A body that is not JSON carries no server message.
    }
    if (status === 401) {
      bus.emit('auth/unauthorized', { path });
      return new ApiError('unauthorized', path, message, status);
    }
    const retryAfter = Number(error.response.headers.get('retry-after'));
    return new ApiError('http', path, message, status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', path, '');
  if (error instanceof SyntaxError) return new ApiError('contract', path, `The server's answer to ${path} is not JSON.`);
  if (error instanceof Error && error.name === 'AbortError') return new ApiError('network', path, 'aborted');
  return new ApiError('network', path, '');
}
