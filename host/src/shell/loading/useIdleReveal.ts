import { startTransition, useEffect, useState } from 'react';

/** How long a part below the first screen may wait for an idle moment. */
export const IDLE_REVEAL_TIMEOUT_MS = 2000;

/**
 * False on the first render, true once the browser has had an idle moment after it (at most
 * IDLE_REVEAL_TIMEOUT_MS). The switch is a transition, so React renders the revealed part in
 * slices of a few milliseconds instead of one long task (the footer and the home
 * widgets below the first screen were a large part of the total blocking time on a phone).
 * For parts the first screen of a phone does not show; they keep their place meanwhile.
 */
export function useIdleReveal(): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const reveal = () => startTransition(() => setRevealed(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(reveal, { timeout: IDLE_REVEAL_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(reveal, 200);
    return () => clearTimeout(id);
  }, []);
  return revealed;
}
