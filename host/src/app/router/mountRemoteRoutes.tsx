import type { RouteObject } from 'react-router-dom';
import type { RemoteModule, RemoteName } from '@vitrin/shared';
import type { RemoteRegistry } from '../remotes/remoteRegistry';
import { t, type HostAppKey } from '../i18n';
import { PrefixCatchAll } from './PrefixCatchAll';
import { RemoteRouteError } from './RemoteRouteError';
import { relativePrefixes } from './remoteMounts';
import { scopeRemoteRoutes } from './scopeRemoteRoutes';

/**
 * A remote's routes as patched under its parent: one pathless route per remote whose errorElement
 * keeps any loader or render error inside the section.
 */
export function mountRemoteRoutes(name: RemoteName, module: RemoteModule): RouteObject {
  const { routes, dropped } = scopeRemoteRoutes(name, module.routes);
  if (dropped.length > 0) {
    console.error(`[vitrin] remote "${name}" declares routes outside its prefixes; they are ignored: ${dropped.join(', ')}`);
  }
  return {
    id: `remote:${name}`,
    handle: { owner: name },
    errorElement: <RemoteRouteError remote={name} />,
    children: routes,
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
        path: `${prefix}/*`,
        handle: { owner: name, ...(key ? { crumb: () => t(key) } : {}) },
        element: <PrefixCatchAll remote={name} registry={registry} />,
      };
    });
}
