import { createBrowserRouter } from 'react-router-dom';
import type { RemoteRegistry } from '../remotes/remoteRegistry';
import { createAppRoutes } from './appRoutes';
import { createPatchRoutes } from './createPatchRoutes';
import { routerBasename } from './routerBasename';

/** The one router of the site (a data router); remotes join it through patchRoutesOnNavigation. */
export function createAppRouter(registry: RemoteRegistry) {
  const basename = routerBasename();
  return createBrowserRouter(createAppRoutes(registry), {
    basename,
    patchRoutesOnNavigation: createPatchRoutes(registry, basename),
  });
}
