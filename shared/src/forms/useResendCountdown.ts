import { useEffect, useState } from 'react';
import { RESEND_TIMER_S } from '@vitrin/contract';

/**
 * Seconds left of the 60 s code-resend timer (spec §4, §9 RESEND_TIMER_S): the SMS code of the
 * host's verification dialog and of the account's phone page. Read from a deadline rather than
 * counted in ticks, so a throttled background tab cannot stretch it. A new `startKey` (a resend)
 * starts it again from 60.
 */
export function useResendCountdown(startKey: number): number {
  const [left, setLeft] = useState(RESEND_TIMER_S);
  useEffect(() => {
    const deadline = Date.now() + RESEND_TIMER_S * 1000;
    setLeft(RESEND_TIMER_S);
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [startKey]);
  return left;
}
