import type { LiveFilterKind } from '@vitrin/contract';
import { CATALOGUE, type CatalogueGame } from './catalogue';
import { foldSearch, matchRank } from './searchFold';
import type { Lobby } from './studios';

export interface GameFilter {
  lobby?: Lobby;
  /** true: only live casino; false: everything else (spec §7 casino/games live). */
  live?: boolean;
  categoryId?: number;
  provider?: string;
  liveFilter?: LiveFilterKind;
  search?: string;
}

/**
 * The games matching a filter, best search match first, then catalogue order. Done on the server
 * over the whole catalogue, so a page never needs the other 5,000 games.
 */
export function findGames(filter: GameFilter): CatalogueGame[] {
  const query = foldSearch(filter.search ?? '');
  const ranked: { game: CatalogueGame; rank: number; index: number }[] = [];
  CATALOGUE.forEach((game, index) => {
    if (filter.lobby && game.lobby !== filter.lobby) return;
    if (filter.live !== undefined && (game.lobby === 'live') !== filter.live) return;
    if (filter.categoryId !== undefined && !game.systemCategory.includes(filter.categoryId)) return;
    if (filter.provider && game.providerName !== filter.provider && game.studio !== filter.provider) return;
    if (filter.liveFilter && game.liveKind !== filter.liveFilter) return;
    const rank = matchRank(game.foldedName, game.folded, query);
    if (rank !== null) ranked.push({ game, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.game);
}

/**
 * The studios of a lobby's games (the names players know: Play'n GO, Wazdan, not the aggregators
 * that launch them), sorted, for its provider filter. Narrowed by the lobby's other choice (a
 * category or a live filter kind), so the filter offers only studios that have games under it.
 */
export function lobbyProviders(filter: Pick<GameFilter, 'categoryId' | 'liveFilter'> & { lobby: Lobby }): string[] {
  const names = new Set<string>();
  for (const game of CATALOGUE) {
    if (game.lobby !== filter.lobby) continue;
    if (filter.categoryId !== undefined && !game.systemCategory.includes(filter.categoryId)) continue;
    if (filter.liveFilter && game.liveKind !== filter.liveFilter) continue;
    names.add(game.studio);
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'en'));
}
