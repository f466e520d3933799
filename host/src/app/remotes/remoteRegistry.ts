import {
  contractMismatch, REMOTE_NAMES, type RemoteModule, type RemoteName,
} from '@vitrin/contract';
import { bus, RemoteLoadError, type RemoteFailureReason } from '@vitrin/shared';
import type { Federation } from './federationRuntime';
import { isRemoteFallback } from './remoteFallback';
import type { RemoteEntries } from './remotesDocument';
import { toRemoteModule } from './toRemoteModule';

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Every remote's module, loaded once on first use; failures stay until a retry. */
export interface RemoteRegistry {
  /** Resolves the module or rejects with a RemoteLoadError (already logged and on the bus). */
  load(name: RemoteName): Promise<RemoteModule>;
  /** Forgets a failure so the next `load` tries again (the Retry button). */
  forget(name: RemoteName): void;
  status(name: RemoteName): RemoteStatus;
  /** Calls back on every status change (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
}

export interface RegistryOptions {
  entries: RemoteEntries;
  federation: Pick<Federation, 'load'>;
  /** Read on each load so a test can change it. */
  timeoutMs: () => number;
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as string[]).includes(value);
}

export function createRemoteRegistry({ entries, federation, timeoutMs }: RegistryOptions): RemoteRegistry {
  const loads = new Map<RemoteName, Promise<RemoteModule>>();
  const statuses = new Map<RemoteName, RemoteStatus>();
  const listeners = new Set<() => void>();

  const setStatus = (name: RemoteName, status: RemoteStatus) => {
    statuses.set(name, status);
    for (const listener of [...listeners]) listener();
  };

  const fail = (name: RemoteName, reason: RemoteFailureReason, message: string, cause?: unknown): RemoteLoadError => {
    console.error(`[vitrin] remote "${name}" is unavailable (${reason}): ${message}`, ...(cause === undefined ? [] : [cause]));
    bus.emit('remote/failed', { remote: name, reason: `${reason}: ${message}` });
    return new RemoteLoadError(name, reason, message, { cause, reported: true });
  };

  const attempt = async (name: RemoteName): Promise<RemoteModule> => {
    const entry = entries[name];
    if (!entry) throw fail(name, 'unavailable', 'remotes.json gives it no usable entry.');
    // remotes.json records what the build was made against: refuse before downloading anything.
    const recorded = entry.contract === undefined ? null : contractMismatch(entry.contract);
    if (recorded) throw fail(name, 'incompatible', `remotes.json: version ${entry.version} was ${recorded}.`);
    const limit = timeoutMs();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), limit);
    });
    let loaded: unknown;
    try {
      loaded = await Promise.race([federation.load(`${name}/module`), timedOut]);
    } catch (error) {
      throw fail(name, 'load-error', `${entry.entry} failed to load: ${error instanceof Error ? error.message : String(error)}`, error);
    } finally {
      clearTimeout(timer);
    }
    if (loaded === 'timeout') throw fail(name, 'timeout', `${entry.entry} did not load within ${limit} ms.`);
    if (isRemoteFallback(loaded)) {
      const why = loaded.error instanceof Error ? loaded.error.message : String(loaded.error);
      throw fail(name, 'load-error', `${entry.entry} failed to load after a retry: ${why}`, loaded.error);
    }
    const module = toRemoteModule(loaded);
    if (!module) throw fail(name, 'invalid-module', `${entry.entry} exposes no RemoteModule as "./module".`);
    // The module's version is baked into the remote's own bundle of @vitrin/contract (ADR 0007).
    const mismatch = contractMismatch(module.contractVersion);
    if (mismatch) throw fail(name, 'incompatible', `${mismatch}.`);
    return module;
  };

  return {
    load(name) {
      const known = loads.get(name);
      if (known) return known;
      setStatus(name, 'loading');
      const promise = attempt(name).then(
        (module) => {
          setStatus(name, 'ready');
          return module;
        },
        (error: unknown) => {
          setStatus(name, 'failed');
          throw error;
        },
      );
      promise.catch(() => undefined);
      loads.set(name, promise);
      return promise;
    },
    forget(name) {
      if (statuses.get(name) !== 'failed') return;
      loads.delete(name);
      setStatus(name, 'idle');
    },
    status(name) {
      return statuses.get(name) ?? 'idle';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
