import { useCallback, useEffect, useState } from 'react';
import { isApiError } from './ApiError';

export interface RetryAfter {
  /** True while the server's Retry-After runs: the form's button stays disabled. */
  active: boolean;
  /** The server's translated "too many attempts, try again in N minutes", while active. */
  message: string | null;
  /** Call with a failed call's error: an answer with Retry-After (429) starts the wait. */
  take: (error: unknown, fallback: string) => void;
}

/**
 * Too many attempts (HTTP 429 with Retry-After: login, SMS codes): a form waits as long
 * as the server asked and says why. A deadline, not a countdown, so a background tab is exact.
 */
export function useRetryAfter(): RetryAfter {
  const [state, setState] = useState<{ until: number; message: string } | null>(null);
  useEffect(() => {
    if (!state) return undefined;
    const timer = setTimeout(() => setState(null), Math.max(0, state.until - Date.now()));
    return () => clearTimeout(timer);
  }, [state]);
  const take = useCallback((error: unknown, fallback: string) => {
    if (isApiError(error) && error.retryAfterSeconds) setState({ until: Date.now() + error.retryAfterSeconds * 1000, message: error.message || fallback });
  }, []);
  return { active: state !== null, message: state?.message ?? null, take };
}
