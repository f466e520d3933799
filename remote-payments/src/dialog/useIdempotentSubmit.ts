import { useRef } from 'react';
import { isApiError } from '@vitrin/shared';

/**
 * One request per submission (quality bar): a second click while one is in flight sends nothing,
 * and a retry of the very same payload after a lost answer (network, time-out) reuses the first
 * key, so the server answers the first result instead of making a second deposit or withdrawal.
 */
export function useIdempotentSubmit() {
  const inFlight = useRef(false);
  const unanswered = useRef<{ payload: string; key: string } | null>(null);
  return async function submit<T>(payload: unknown, send: (key: string) => Promise<T>): Promise<{ sent: false } | { sent: true; result: T }> {
    if (inFlight.current) return { sent: false };
    inFlight.current = true;
    const text = JSON.stringify(payload);
    const key = unanswered.current?.payload === text ? unanswered.current.key : crypto.randomUUID();
    try {
      const result = await send(key);
      unanswered.current = null;
      return { sent: true, result };
    } catch (error) {
      const lost = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
      unanswered.current = lost ? { payload: text, key } : null;
      throw error;
    } finally {
      inFlight.current = false;
    }
  };
}
