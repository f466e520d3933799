import { startTransition, useCallback, useEffect, useState } from 'react';
import { callApi } from '@vitrin/shared';
import { lobbyGames, type LobbyGames, type LobbyGamesRequest } from '@vitrin/contract';

export type LobbyQuery = Omit<LobbyGamesRequest, 'skip' | 'take'> & { page: number };

/** Tiles per page: the grid is paged, so the DOM stays bounded with thousands of games. */
export const LOBBY_PAGE_SIZE = 48;

export type LobbyState = { status: 'loading'; data?: LobbyGames } | { status: 'ready'; data: LobbyGames } | { status: 'failed' };

/** One page of a lobby (casino/lobbygames **ext**); a newer query cancels the one in flight. */
export function useLobbyGames(query: LobbyQuery) {
  const [state, setState] = useState<LobbyState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    const { page, ...filters } = JSON.parse(key) as LobbyQuery;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.status === 'failed' ? undefined : previous.data }));
    callApi(lobbyGames, { ...filters, skip: (page - 1) * LOBBY_PAGE_SIZE, take: LOBBY_PAGE_SIZE }, { signal: controller.signal }).then(
      // A transition: React renders the new page of tiles in slices and yields between them
      // (issue 9: as an ordinary update it was one 60 ms task on a phone under 4× CPU).
      ({ data }) => startTransition(() => setState({ status: 'ready', data })),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
