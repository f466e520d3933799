import type { RouteObject } from 'react-router-dom';
import { REMOTE_NAMES, type RemoteName } from '@vitrin/contract';
import { relativePrefixes, remoteParent } from './remoteMounts';

function inside(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Keeps only the routes a remote may own: those under its prefixes (relative to its parent route).
 * A remote mounted at its parent itself (account at /dashboard) may not take the prefixes of the
 * others there (payments' deposit and withdraw). Pathless layout routes are kept if any child is.
 */
export function scopeRemoteRoutes(name: RemoteName, routes: RouteObject[]): { routes: RouteObject[]; dropped: string[] } {
  const own = relativePrefixes(name);
  const parentId = remoteParent(name).id;
  const others = REMOTE_NAMES.filter((n) => n !== name && remoteParent(n).id === parentId).flatMap(relativePrefixes).filter(Boolean);
  const dropped: string[] = [];

  const allowed = (path: string): boolean => {
    const p = path.replace(/^\//, '');
    if (others.some((prefix) => inside(p, prefix))) return false;
    return own.some((prefix) => prefix === '' || inside(p, prefix));
  };

  const visit = (list: RouteObject[]): RouteObject[] =>
    list.flatMap((route): RouteObject[] => {
      if (route.index) return own.includes('') ? [route] : (dropped.push('(index)'), []);
      if (route.path === undefined) {
        const children = visit(route.children ?? []);
        return children.length > 0 ? [{ ...route, children } as RouteObject] : [];
      }
      if (allowed(route.path)) return [route];
      dropped.push(route.path);
      return [];
    });

  return { routes: visit(routes), dropped };
}
