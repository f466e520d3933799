import { useEffect, useState } from 'react';
import { callApi } from '@vitrin/shared';
import { casinoGames, SEARCH_RESULT_SIZE, type Game } from '@vitrin/contract';

/** Typing pause before the header asks for games. */
export const HEADER_SEARCH_DEBOUNCE_MS = 250;

/**
 * Spec §7 casino/games {live, search, skip 0, take 5} while the player types (debounced); the
 * server folds Turkish letters. Errors are an empty list (spec §8); a stale answer never wins.
 */
export function useSearchSuggestions(term: string, live: boolean): Game[] {
  const [found, setFound] = useState<{ term: string; games: Game[] }>({ term: '', games: [] });
  const wanted = term.trim();
  useEffect(() => {
    if (wanted.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi(casinoGames, { live, search: wanted, skip: 0, take: SEARCH_RESULT_SIZE }, { signal: controller.signal })
        .then(({ data }) => data.flat().slice(0, SEARCH_RESULT_SIZE), () => [])
        .then((games) => {
          if (!controller.signal.aborted) setFound({ term: wanted, games });
        });
    }, HEADER_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, live]);
  return wanted.length >= 2 && found.term === wanted ? found.games : [];
}
