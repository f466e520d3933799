import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '@vitrin/shared';
import { CASINO_LOBBY_PAGE_SIZE, lobbyGames, type LobbyGames, type LobbyGamesRequest } from '@vitrin/contract';
import { embeddedLobbyPage, markEmbeddedLobbyPageUsed } from './embeddedLobbyPage';

export type LobbyQuery = Omit<LobbyGamesRequest, 'skip' | 'take'> & { page: number };

export type LobbyState = { status: 'loading'; data?: LobbyGames } | { status: 'ready'; data: LobbyGames } | { status: 'failed' };

function requestOf({ page, ...filters }: LobbyQuery): LobbyGamesRequest {
  return { ...filters, skip: (page - 1) * CASINO_LOBBY_PAGE_SIZE, take: CASINO_LOBBY_PAGE_SIZE };
}

/**
 * One page of a lobby (casino/lobbygames **ext**); a newer query cancels the one in flight. The
 * first page of a lobby opened by its address may already be in the page (embeddedLobbyPage).
 */
export function useLobbyGames(query: LobbyQuery) {
  const [state, setState] = useState<LobbyState>(() => {
    const embedded = embeddedLobbyPage(requestOf(query));
    return embedded ? { status: 'ready', data: embedded } : { status: 'loading' };
  });
  const fromPage = useRef(state.status === 'ready');
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    // The embedded page serves only the lobby the page was opened on, once: later it may be stale.
    markEmbeddedLobbyPageUsed();
    if (fromPage.current) {
      // The embedded answer is on screen: no call for the same page.
      fromPage.current = false;
      return undefined;
    }
    const request = requestOf(JSON.parse(key) as LobbyQuery);
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.status === 'failed' ? undefined : previous.data }));
    callApi(lobbyGames, request, { signal: controller.signal }).then(
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
