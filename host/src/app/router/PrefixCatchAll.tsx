import { useSyncExternalStore } from 'react';
import { type RemoteName } from '@vitrin/contract';
import { SectionFallback } from '@vitrin/shared';
import { NotFoundPage } from '../../shell/NotFoundPage';
import type { RemoteRegistry } from '../remotes/remoteRegistry';
import { useRetryRoute } from './useRetryRoute';

interface PrefixCatchAllProps {
  remote: RemoteName;
  registry: RemoteRegistry;
}

/**
 * What a remote's prefix shows when none of its own routes matches: the not-found page once the
 * remote is loaded (the path is just unknown), otherwise its section fallback with Retry.
 */
export function PrefixCatchAll({ remote, registry }: PrefixCatchAllProps) {
  const status = useSyncExternalStore(registry.subscribe, () => registry.status(remote), () => registry.status(remote));
  const { retry, retrying } = useRetryRoute(() => registry.forget(remote));
  // Patching runs before this renders, so anything but 'ready' means the remote is not there (yet).
  if (status === 'ready') return <NotFoundPage />;
  // Never asked for (a guest the guard let through): nothing to say yet.
  if (status === 'idle' && !retrying) return null;
  return <SectionFallback remote={remote} variant="page" onRetry={retry} retrying={retrying || status === 'loading'} />;
}
