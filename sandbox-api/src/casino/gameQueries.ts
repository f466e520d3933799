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

/** Every providerName of a lobby, sorted (the lobby's provider filter). */
export function lobbyProviders(lobby: Lobby): string[] {
  return [...new Set(CATALOGUE.filter((game) => game.lobby === lobby).map((game) => game.providerName))].sort();
}
