import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { bus, preloadSlot } from '@vitrin/shared';
import type { RemoteRegistry } from '../remotes/remoteRegistry';
import { fallbackRoutes, mountRemoteRoutes } from './mountRemoteRoutes';
import { DASHBOARD_FRAME_SLOT, DASHBOARD_ROUTE_ID, remoteForPath, remoteParent, stripBasename } from './remoteMounts';

/**
 * Loads a remote's routes on the first navigation into its prefixes. React Router calls this when
 * nothing matches and also whenever the match has params — which includes the host's `*` routes —
 * so the not-found route never swallows /casino/...; calls repeat on later navigations, hence
 * everything here is idempotent (the registry caches the module, patch() skips known routes).
 */
export function createPatchRoutes(registry: RemoteRegistry, basename = '/'): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    const name = remoteForPath(stripBasename(path, basename));
    if (!name) return;
    const parent = remoteParent(name).id;
    // A guest is sent away by the dashboard guard; do not download a member remote for that.
    // After login the next navigation here comes back through this function.
    if (parent === DASHBOARD_ROUTE_ID && !bus.get('auth').hasLogin) return;
    // Every dashboard page renders inside account's frame. Fetched only once the page's own routes
    // had rendered, it came after them: on /dashboard/deposit the payments chunks, then account's,
    // then the methods call (Lighthouse's LCP chain). Now both download side by side.
    if (parent === DASHBOARD_ROUTE_ID) preloadSlot(DASHBOARD_FRAME_SLOT.remote, DASHBOARD_FRAME_SLOT.name);
    try {
      const module = await registry.load(name);
      patch(parent, [mountRemoteRoutes(name, module)]);
    } catch {
      // Already logged and on the bus by the registry.
      patch(parent, fallbackRoutes(name, registry));
    }
  };
}
