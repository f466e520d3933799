import { useEffect, useState } from 'react';
import { callApi } from '@vitrin/shared';
import { casinoGames, SEARCH_RESULT_SIZE, type Game } from '@vitrin/contract';

/** Typing pause before a search call. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * casino/games {live, search, skip 0, take 5} (spec §7, §9) while the player types, debounced;
 * an older answer never replaces a newer one, and errors are an empty list (spec §8).
 */
export function useGameSuggestions(term: string, live: boolean): { games: Game[]; loading: boolean } {
  const [state, setState] = useState<{ term: string; games: Game[] }>({ term: '', games: [] });
  const wanted = term.trim();
  useEffect(() => {
    if (wanted.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi(casinoGames, { live, search: wanted, skip: 0, take: SEARCH_RESULT_SIZE }, { signal: controller.signal })
        .then(({ data }) => data.flat().slice(0, SEARCH_RESULT_SIZE), () => [])
        .then((games) => {
          if (!controller.signal.aborted) setState({ term: wanted, games });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, live]);
  if (wanted.length < 2) return { games: [], loading: false };
  return { games: state.term === wanted ? state.games : [], loading: state.term !== wanted };
}
