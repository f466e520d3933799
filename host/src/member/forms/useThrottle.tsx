import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { isApiError } from '@vitrin/shared';
import { serverMessage } from '../ui/toast';

export interface Throttle {
  /** True while the server's Retry-After runs: the form's button stays disabled. */
  active: boolean;
  /** The server's translated "too many attempts, try again in N minutes", while active. */
  message: string | null;
  /** Call with a failed call's error: a 429 with Retry-After starts the wait. */
  take: (error: unknown, fallback: string) => void;
}

/**
 * Too many attempts (HTTP 429, issue 16: login and SMS codes): the button waits as long as the
 * server asked, and the form says why. A deadline, not a countdown, so a background tab is exact.
 */
export function useThrottle(): Throttle {
  const [state, setState] = useState<{ until: number; message: string } | null>(null);
  useEffect(() => {
    if (!state) return undefined;
    const timer = setTimeout(() => setState(null), Math.max(0, state.until - Date.now()));
    return () => clearTimeout(timer);
  }, [state]);
  const take = useCallback((error: unknown, fallback: string) => {
    if (isApiError(error) && error.retryAfterSeconds) {
      setState({ until: Date.now() + error.retryAfterSeconds * 1000, message: serverMessage(error) || fallback });
    }
  }, []);
  return { active: state !== null, message: state?.message ?? null, take };
}

export function ThrottleAlert({ throttle, testId }: { throttle: Throttle; testId: string }) {
  if (!throttle.message) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid={testId}>
      {throttle.message}
    </Alert>
  );
}
