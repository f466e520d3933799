import { useMemo } from 'react';
import { useChannel } from '@vitrin/shared';
import { readBootstrap, type ShellBootstrap } from './readBootstrap';

/**
 * The stored bootstrap data. The host publishes `settings` after it stores the bootstrap, so a new
 * settings value is the signal to read it again.
 */
export function useBootstrap(): ShellBootstrap {
  const settings = useChannel('settings');
  return useMemo(() => readBootstrap(), [settings]); // eslint-disable-line react-hooks/exhaustive-deps
}
