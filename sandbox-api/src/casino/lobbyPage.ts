import type { LobbyGames, LobbyGamesRequest } from '@vitrin/contract';
import { publicGame } from './catalogue';
import { findGames, lobbyProviders } from './gameQueries';

/** One page of a lobby as casino/lobbygames answers it (the route and the first-paint step). */
export function lobbyPage(input: LobbyGamesRequest): LobbyGames {
  const found = findGames({
    lobby: input.lobby, categoryId: input.categoryId, provider: input.provider, liveFilter: input.liveFilter, search: input.search,
  });
  return { items: found.slice(input.skip, input.skip + input.take).map(publicGame), total: found.length, providers: lobbyProviders({ lobby: input.lobby, categoryId: input.categoryId, liveFilter: input.liveFilter }) };
}
