import { startTransition, useEffect, useState } from 'react';
import { callApi, useChannel } from '@vitrin/shared';
import { CASINO_LOBBIES, categoryGames, lobbyGames, type Game } from '@vitrin/contract';
import { casinoCategories } from '../catalogue/casinoCategories';

export interface HomeRail {
  key: 'popular' | 'new' | 'live';
  games: Game[];
  /** The lobby address that lists all of the rail's games ("See all"). */
  seeAll: string;
}

/** Tiles per home rail. */
export const RAIL_SIZE = 12;

/**
 * The home rails: popular and new (bootstrap categories whose slugList holds 'popular' / 'new',
 * through casino/categorygames) and live casino (the live lobby's first page). A failed load is an
 * empty rail (spec §8), and an empty rail is not shown. null until the answers are in.
 */
export function useHomeRails(): HomeRail[] | null {
  const language = useChannel('language');
  // null while the first answers are on their way (the slot shows skeleton rails meanwhile).
  const [rails, setRails] = useState<HomeRail[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    // A rail's own category in its lobby (the first lobby its slugList names): all its games there.
    const seeAllOf = (slug: 'popular' | 'new') => {
      const category = casinoCategories(slug)[0];
      const lobby = CASINO_LOBBIES.find((name) => category?.slugList.includes(name)) ?? 'slot';
      return category ? `/casino/${lobby}?category=${category.id}` : `/casino/${lobby}`;
    };
    const byCategory = async (slug: 'popular' | 'new'): Promise<Game[]> => {
      const ids = casinoCategories(slug).map((category) => category.id);
      if (!ids.length) return [];
      return callApi(categoryGames, { systemCategory: ids }, { signal }).then(({ data }) => data.slice(0, RAIL_SIZE), () => []);
    };
    const live = callApi(lobbyGames, { lobby: 'live', skip: 0, take: RAIL_SIZE }, { signal }).then(({ data }) => data.items, () => []);
    void Promise.all([byCategory('popular'), byCategory('new'), live]).then(([popular, fresh, liveGames]) => {
      if (signal.aborted) return;
      const all: HomeRail[] = [
        { key: 'popular', games: popular, seeAll: seeAllOf('popular') },
        { key: 'new', games: fresh, seeAll: seeAllOf('new') },
        { key: 'live', games: liveGames, seeAll: '/casino/live' },
      ];
      // 36 tiles at once: a transition, so React renders them in slices instead of one long task
      // on a phone; the skeleton rails hold the place meanwhile.
      startTransition(() => setRails(all.filter((rail) => rail.games.length > 0)));
    });
    return () => controller.abort();
    // Loaded again on a language switch (the games' texts and the stored categories are in it).
  }, [language]);
  return rails;
}
