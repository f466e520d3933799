import { Alert } from '@vitrin/shared/ui';
import type { RetryAfter } from '@vitrin/shared';

/** The server's "too many attempts, try again in N minutes" while a phone form waits (`useRetryAfter`). */
export function ThrottleAlert({ throttle }: { throttle: RetryAfter }) {
  if (!throttle.message) return null;
  return <Alert severity="warning" sx={{ mt: 2 }} data-testid="phone-throttled">{throttle.message}</Alert>;
}
