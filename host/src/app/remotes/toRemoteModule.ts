import type { RemoteModule } from '@vitrin/contract';

function looksLikeRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<RemoteModule>;
  return typeof m.id === 'string' && typeof m.contractVersion === 'string' && Array.isArray(m.routes) && typeof m.slots === 'object' && m.slots !== null;
}

/**
 * Finds the RemoteModule in what `loadRemote('<name>/module')` returned: the module namespace
 * with a named export (remotes use `export const remoteModule`), a default export, or the object itself.
 */
export function toRemoteModule(loaded: unknown): RemoteModule | null {
  if (looksLikeRemoteModule(loaded)) return loaded;
  if (typeof loaded !== 'object' || loaded === null) return null;
  const namespace = loaded as Record<string, unknown>;
  if (looksLikeRemoteModule(namespace.remoteModule)) return namespace.remoteModule;
  if (looksLikeRemoteModule(namespace.default)) return namespace.default;
  return Object.values(namespace).find(looksLikeRemoteModule) ?? null;
}
