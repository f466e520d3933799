import { REMOTE_MANIFEST, REMOTE_NAMES, REMOTE_PREFIXES, type RemoteName } from '@vitrin/contract';

/** Route ids the host patches remote routes into. */
export const ROOT_ROUTE_ID = 'root';
export const DASHBOARD_ROUTE_ID = 'dashboard';
export const DASHBOARD_PATH = '/dashboard';

/** The slot every /dashboard page renders inside: account's menus and tabs (DashboardFrame). */
export const DASHBOARD_FRAME_SLOT = { remote: 'account', name: 'DashboardLayout' } as const;

/**
 * Where each remote's routes hang: sports and casino under the root route, account and payments
 * under the `dashboard` route (so the member guard and the dashboard frame cover them). A remote's
 * routes are relative to the parent's path: casino gives `casino/...`, payments `deposit`,
 * `withdraw`, account an index route, `account`, `phone-verification`, ….
 *
 * The dashboard route is pathless (its children carry the `dashboard` segment): a path route
 * would itself match `/dashboard` with no params, and React Router would then never call
 * patchRoutesOnNavigation there, so account's index route could not be discovered.
 */
export const REMOTE_PARENT = Object.fromEntries(
  REMOTE_NAMES.map((name) => [
    name,
    REMOTE_MANIFEST[name].mount === 'dashboard'
      ? { id: DASHBOARD_ROUTE_ID, path: DASHBOARD_PATH }
      : { id: ROOT_ROUTE_ID, path: '/' },
  ]),
) as Record<RemoteName, { id: string; path: string }>;

/** A remote's prefixes relative to its parent route ('' = the parent itself). */
export function relativePrefixes(name: RemoteName): string[] {
  const parent = REMOTE_PARENT[name].path;
  return REMOTE_PREFIXES[name].map((prefix) => (parent === '/' ? prefix.slice(1) : prefix.slice(parent.length).replace(/^\//, '')));
}

/** Which remote owns a path: the longest prefix wins (/dashboard/deposit is payments, not account). */
export function remoteForPath(pathname: string): RemoteName | null {
  let best: { name: RemoteName; length: number } | null = null;
  for (const [name, prefixes] of Object.entries(REMOTE_PREFIXES) as [RemoteName, readonly string[]][]) {
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
