import type { RemoteName } from '@vitrin/contract';
import { descriptorOf, servedDescriptors } from '../remotes/servedDescriptors';

/** Route ids the host patches remote routes into. */
export const ROOT_ROUTE_ID = 'root';
export const DASHBOARD_ROUTE_ID = 'dashboard';
export const DASHBOARD_PATH = '/dashboard';

/** The slot every /dashboard page renders inside: account's menus and tabs (DashboardFrame). */
export const DASHBOARD_FRAME_SLOT = { remote: 'account', name: 'DashboardLayout' } as const;

const ROOT_PARENT = { id: ROOT_ROUTE_ID, path: '/' };
const DASHBOARD_PARENT = { id: DASHBOARD_ROUTE_ID, path: DASHBOARD_PATH };

/**
 * Where a remote's routes hang, by the `mount` of its descriptor in service (ADR 0036): sports
 * and casino under the root route, account and payments under the `dashboard` route (so the
 * member guard and the dashboard frame cover them). A remote's routes are relative to the
 * parent's path: casino gives `casino/...`, payments `deposit`, `withdraw`, account an index
 * route, `account`, `phone-verification`, ….
 *
 * The dashboard route is pathless (its children carry the `dashboard` segment): a path route
 * would itself match `/dashboard` with no params, and React Router would then never call
 * patchRoutesOnNavigation there, so account's index route could not be discovered.
 */
export function remoteParent(name: RemoteName): { id: string; path: string } {
  return descriptorOf(name)?.mount === 'dashboard' ? DASHBOARD_PARENT : ROOT_PARENT;
}

/** A remote's prefixes relative to its parent route ('' = the parent itself); none without a descriptor. */
export function relativePrefixes(name: RemoteName): string[] {
  const parent = remoteParent(name).path;
  const prefixes = descriptorOf(name)?.prefixes ?? [];
  return prefixes.map((prefix) => (parent === '/' ? prefix.slice(1) : prefix.slice(parent.length).replace(/^\//, '')));
}

/** Which remote owns a path: the longest prefix wins (/dashboard/deposit is payments, not account). */
export function remoteForPath(pathname: string): RemoteName | null {
  let best: { name: RemoteName; length: number } | null = null;
  for (const { name, prefixes } of servedDescriptors()) {
    for (const prefix of prefixes) {
      const inside = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (inside && (!best || prefix.length > best.length)) best = { name, length: prefix.length };
    }
  }
  return best?.name ?? null;
}

/** The router's path without the basename the site is served under. */
export function stripBasename(pathname: string, basename: string): string {
  if (basename === '/' || basename === '') return pathname;
  const base = basename.replace(/\/$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}
