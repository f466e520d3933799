import Alert from '@mui/material/Alert';
import type { RetryAfter } from '../../api/useRetryAfter';

/** The server's "too many attempts, try again in N minutes" while a form waits (`useRetryAfter`). */
export function ThrottleAlert({ throttle, testId }: { throttle: RetryAfter; testId: string }) {
  if (!throttle.message) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid={testId}>
      {throttle.message}
    </Alert>
  );
}
