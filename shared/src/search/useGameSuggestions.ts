import { useEffect, useState } from 'react';
import { casinoGames, SEARCH_RESULT_SIZE, type Game } from '@vitrin/contract';
import { callApi } from '../api/client';

/** Typing pause before a game search asks the server (spec §2, §9). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Fewer characters than this ask nothing and show no list. */
export const SEARCH_MIN_LENGTH = 2;

export interface GameSuggestions {
  /** The first 5 games for the typed term (spec §9), empty until they arrive. */
  games: Game[];
  /** True while the answer for the typed term is still awaited (debounce included). */
  loading: boolean;
}

/**
 * casino/games {live, search, skip 0, take 5} (spec §7, §9) while the player types, debounced; the
 * server folds Turkish letters. An older answer never replaces a newer one (the older call is
 * aborted), and a failed call is an empty list (spec §8). Used by the header search and the casino
 * lobby search.
 */
export function useGameSuggestions(term: string, live: boolean): GameSuggestions {
  const [found, setFound] = useState<{ term: string; games: Game[] }>({ term: '', games: [] });
  const wanted = term.trim();
  useEffect(() => {
    if (wanted.length < SEARCH_MIN_LENGTH) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi(casinoGames, { live, search: wanted, skip: 0, take: SEARCH_RESULT_SIZE }, { signal: controller.signal })
        .then(({ data }) => data.flat().slice(0, SEARCH_RESULT_SIZE), () => [])
        .then((games) => {
          if (!controller.signal.aborted) setFound({ term: wanted, games });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, live]);
  if (wanted.length < SEARCH_MIN_LENGTH) return { games: [], loading: false };
  return found.term === wanted ? { games: found.games, loading: false } : { games: [], loading: true };
}
