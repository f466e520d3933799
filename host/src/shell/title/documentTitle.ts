import type { RouteHandle } from '@vitrin/contract';

interface MatchLike {
  handle: unknown;
}

/** Appended to every title so a tab reads 'Slot Oyunları · Vitrin'. */
export const SITE_NAME = 'Vitrin';

function labelOf(read: (() => string) | undefined): string {
  if (typeof read !== 'function') return '';
  try {
    return read();
  } catch {
    // A remote's label that throws must not take the page down; the next one up is used.
    return '';
  }
}

/**
 * The tab title of the deepest matched route, in the active language: its `handle.title()`, or
 * else its breadcrumb label (the route's owner translates both, so the host needs none of its keys).
 */
export function documentTitle(matches: readonly MatchLike[]): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    const label = labelOf(handle?.title) || labelOf(handle?.crumb);
    if (label) return `${label} · ${SITE_NAME}`;
  }
  return SITE_NAME;
}
