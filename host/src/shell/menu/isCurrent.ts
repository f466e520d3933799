import type { MenuItem } from './menuItems';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The one entry of a menu that marks the page the player is on, or null.
 *
 * An entry whose target is the page or above it wins, the longest target first (on
 * /casino/slot/x Casino, not a /casino entry). Otherwise an entry whose target lies below the page
 * (the quick menu's Sports is /spor/fcg; on /spor it is still the player's section). Of two
 * entries with one target (Sanal and Oyunlar) the first is marked, so one entry is lit, never two.
 */
export function currentEntryId(items: readonly MenuItem[], pathname: string): string | null {
  const page = segments(pathname);
  let best: { id: string; depth: number } | null = null;
  let below: string | null = null;
  for (const item of items) {
    if (item.action.kind !== 'link') continue;
    const target = segments(item.action.to);
    if (target.length === 0) continue;
    const shared = target.findIndex((part, i) => page[i] !== part);
    if (shared === -1) {
      if (!best || target.length > best.depth) best = { id: item.id, depth: target.length };
    } else if (shared === page.length && page.length > 0) {
      below ??= item.id;
    }
  }
  return best?.id ?? below;
}
