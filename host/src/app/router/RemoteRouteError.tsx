import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { type RemoteName } from '@vitrin/contract';
import { bus, isRemoteLoadError, SectionFallback } from '@vitrin/shared';
import { retryFailedPages } from './retryChunkLoads';
import { useRetryRoute } from './useRetryRoute';

/** errorElement around every remote's routes: a loader or render error stays in that section. */
export function RemoteRouteError({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  // A page whose code failed loads again (React Router would otherwise keep the failed load).
  const { retry, retrying } = useRetryRoute(retryFailedPages);
  useEffect(() => {
    if (isRemoteLoadError(error) && error.reported) return;
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[vitrin] a route of remote "${remote}" failed: ${reason}`, error);
    bus.emit('remote/failed', { remote, reason: `route: ${reason}` });
  }, [error, remote]);
  return <SectionFallback remote={remote} variant="page" onRetry={retry} retrying={retrying} />;
}
