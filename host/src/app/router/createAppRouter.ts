import { createBrowserRouter } from 'react-router-dom';
import { listenForBack } from '@vitrin/shared';
import type { RemoteRegistry } from '../remotes/remoteRegistry';
import { createAppRoutes } from './appRoutes';
import { createPatchRoutes } from './createPatchRoutes';
import { routerBasename } from './routerBasename';

/** The one router of the site (a data router); remotes join it through patchRoutesOnNavigation. */
export function createAppRouter(registry: RemoteRegistry) {
  // Before the router's own listener: a Back that only closes an overlay is not a navigation.
  listenForBack();
  const basename = routerBasename();
  return createBrowserRouter(createAppRoutes(registry), {
    basename,
    patchRoutesOnNavigation: createPatchRoutes(registry, basename),
  });
}
