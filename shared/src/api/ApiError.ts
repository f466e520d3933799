/** Why a call failed; the UI picks its wording from `kind`, and shows `message` when the server gave one. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'unauthorized' | 'rejected' | 'contract' | 'input';

/** The one error type every failed call becomes (spec §8: failures carry the message text). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly path: string;
  readonly status: number | undefined;
  /** Seconds the server asks to wait before trying again (HTTP 429 Retry-After), if it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: ApiErrorKind, path: string, message: string, status?: number, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.path = path;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof Error && (value as ApiError).name === 'ApiError' && 'kind' in value;
}
