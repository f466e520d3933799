import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from '@vitrin/contract';
import { remoteFallback } from './remoteFallback';

type ErrorLoadRemoteArgs = {
  id: string;
  error: unknown;
  lifecycle: string;
  origin: { loadRemote: (id: string) => Promise<unknown> };
};

/**
 * Federation runtime plugin: a failed `loadRemote` of one of our remotes is retried once, then
 * resolves to a fallback marker (see remoteFallback.ts) so nothing throws deep in the runtime; the
 * host's registry turns the marker into the section's fallback. Shared-dependency failures
 * (lifecycle beforeLoadShare) are not ours and are left alone.
 */
export function createFailurePlugin(): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  const errorLoadRemote = async ({ id, error, lifecycle, origin }: ErrorLoadRemoteArgs): Promise<unknown> => {
    if (lifecycle === 'beforeLoadShare') return undefined;
    const remote = id.split('/')[0] ?? '';
    if (!(REMOTE_NAMES as string[]).includes(remote)) return undefined;
    if (retrying.has(id)) return remoteFallback(id, error);
    retrying.add(id);
    try {
      console.warn(`[vitrin] loading "${id}" failed; retrying once.`, error);
      // A second failure comes back through this hook as the fallback marker.
      const loaded = await origin.loadRemote(id);
      return loaded ?? remoteFallback(id, error);
    } catch (retryError) {
      return remoteFallback(id, retryError);
    } finally {
      retrying.delete(id);
    }
  };
  return {
    name: 'vitrin-remote-failure',
    errorLoadRemote: errorLoadRemote as unknown as NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>,
  };
}

