import type { Location } from 'react-router-dom';

/**
 * The key a page's scroll position is saved under. The router's own key is 'default' for the
 * first entry of every page load, so a position saved on one page opened by its address came
 * back on the next page opened by its address (700 px down on the promotions, then the deposit
 * page opened at 700 px). Such an entry is keyed by its address instead: a reload still comes
 * back to where it was; entries the router made keep their own key, so Back restores each one.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
