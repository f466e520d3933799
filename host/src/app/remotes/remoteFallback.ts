const FALLBACK = '__vitrinRemoteFallback';

/** What the failure plugin resolves a failed load to, instead of throwing deep inside the runtime. */
export interface RemoteFallbackValue {
  [FALLBACK]: true;
  id: string;
  error: unknown;
}

export function remoteFallback(id: string, error: unknown): RemoteFallbackValue {
  return { [FALLBACK]: true, id, error };
}

export function isRemoteFallback(value: unknown): value is RemoteFallbackValue {
  return typeof value === 'object' && value !== null && FALLBACK in value;
}
