import { DEFAULTS } from '@vitrin/contract';

/**
 * Spec §2: the header search goes to /casino/slot, or to /casino/live when the player is on the
 * live casino. The casino remote reads the term from `?search=`.
 */
export function searchTarget(pathname: string, term: string): string {
  const route = isLiveRoute(pathname) ? DEFAULTS.liveSearchRoute : DEFAULTS.searchRoute;
  const search = term.trim();
  return search ? `${route}?${new URLSearchParams({ search }).toString()}` : route;
}

/** The player is on the live casino: the search asks for live games and lands there. */
export function isLiveRoute(pathname: string): boolean {
  return pathname === DEFAULTS.liveSearchRoute || pathname.startsWith(`${DEFAULTS.liveSearchRoute}/`);
}
