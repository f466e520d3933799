import type { RouteHandle } from '@vitrin/contract';

export interface Crumb {
  label: string;
  url: string;
}

interface MatchLike {
  pathname: string;
  handle: unknown;
}

/** Breadcrumb items from the matched routes' `handle.crumb()` (spec §2). */
export function crumbsFromMatches(matches: readonly MatchLike[]): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (typeof handle?.crumb !== 'function') continue;
    let label = '';
    try {
      label = handle.crumb();
    } catch {
      // A remote's crumb that throws must not take the frame down.
    }
    if (!label) continue;
    const url = match.pathname.length > 1 ? match.pathname.replace(/\/$/, '') : match.pathname;
    if (crumbs.at(-1)?.url === url) crumbs[crumbs.length - 1] = { label, url };
    else crumbs.push({ label, url });
  }
  return crumbs;
}
