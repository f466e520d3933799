import type { RouteObject } from 'react-router-dom';
import type { RemoteModule, RemoteName } from '@vitrin/contract';
import type { RemoteRegistry } from '../remotes/remoteRegistry';
import { t, type HostAppKey } from '../i18n';
import { PrefixCatchAll } from './PrefixCatchAll';
import { RemoteRouteError } from './RemoteRouteError';
import { RemoteSection } from './RemoteSection';
import { retryChunkLoads } from './retryChunkLoads';
import { DASHBOARD_PATH, REMOTE_PARENT, relativePrefixes } from './remoteMounts';
import { scopeRemoteRoutes } from './scopeRemoteRoutes';

/** Under the pathless dashboard route, the `dashboard` segment is added by the host (see remoteMounts). */
function underDashboard(name: RemoteName): boolean {
  return REMOTE_PARENT[name].path === DASHBOARD_PATH;
}

/** The crumb of the `dashboard` segment, carried by every route that adds the segment. */
export const dashboardCrumb = () => t('crumb.dashboard');

/**
 * A remote's routes as patched under its parent: one wrapper route per remote whose errorElement
 * keeps any loader or render error inside the section (pathless at the root; the `dashboard`
 * segment under the dashboard route).
 */
export function mountRemoteRoutes(name: RemoteName, module: RemoteModule): RouteObject {
  const { routes, dropped } = scopeRemoteRoutes(name, module.routes);
  if (dropped.length > 0) {
    console.error(`[vitrin] remote "${name}" declares routes outside its prefixes; they are ignored: ${dropped.join(', ')}`);
  }
  const dashboard = underDashboard(name);
  return {
    id: `remote:${name}`,
    ...(dashboard ? { path: 'dashboard' } : {}),
    handle: dashboard ? { owner: name, crumb: dashboardCrumb } : { owner: name },
    element: <RemoteSection remote={name} version={module.version} />,
    errorElement: <RemoteRouteError remote={name} />,
    // A lazy page whose chunk fails to load is fetched again before the section falls back.
    children: retryChunkLoads(routes),
  };
}

const PREFIX_CRUMBS: Record<string, HostAppKey> = {
  spor: 'crumb.sports',
  livespor: 'crumb.liveSports',
  esports: 'crumb.esports',
  casino: 'crumb.casino',
  deposit: 'crumb.deposit',
  withdraw: 'crumb.withdraw',
};

/**
 * Stand-in routes for a remote that failed to load, so its prefixes show the section fallback
 * (not the not-found page). The splat keeps patchRoutesOnNavigation running on the next
 * navigation there, which is how Retry patches the real routes. Account needs none: the
 * dashboard's catch-all already stands in for it.
 */
export function fallbackRoutes(name: RemoteName, registry: RemoteRegistry): RouteObject[] {
  return relativePrefixes(name)
    .filter((prefix) => prefix !== '')
    .map((prefix) => {
      const key = PREFIX_CRUMBS[prefix];
      return {
        id: `fallback:${name}:${prefix}`,
        path: underDashboard(name) ? `dashboard/${prefix}/*` : `${prefix}/*`,
        handle: { owner: name, ...(key ? { crumb: () => t(key) } : {}) },
        element: <PrefixCatchAll remote={name} registry={registry} />,
      };
    });
}
