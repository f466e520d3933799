import type { FastifyInstance } from 'fastify';
import {
  CASINO_TAKE_MAX, casinoGames, categoryGames, favorites, gameBySlug, lobbyGames, recentGames, toggleFavorite, topWinners,
} from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { memberCall, publicCall } from '../http/route';
import { CASINO_CATEGORIES } from '../cms/bootstrap';
import { CATALOGUE, GAME_BY_CODE, gameBySlug as findBySlug, publicGame } from './catalogue';
import { casinoText, refusal } from './casinoMessages';
import { favoriteCodes, recentCodes, toggleFavorite as toggle } from './casinoStore';
import { findGames } from './gameQueries';
import { lobbyPage } from './lobbyPage';
import { topWinnerList } from './topWinners';
import { launchRoutes } from './launchRoutes';
import { AGGREGATORS } from './studios';

/** How many of a member's last launched games a lobby's Recently played looks through for its own. */
const RECENT_SCAN = 200;

/** Most games casino/categorygames answers at once (the home rails show 12). */
const CATEGORY_GAMES_MAX = 500;

const gamesOf = (codes: string[]) => codes.flatMap((code) => {
  const game = GAME_BY_CODE.get(code);
  return game ? [publicGame(game)] : [];
});

/** The casino's calls (spec §7 casino/*, transaction/topwinners, and the extensions of contract/README.md). */
export function casinoRoutes(app: FastifyInstance, server: ServerContext): void {
  const { db } = server;

  publicCall(app, casinoGames, async (input) => {
    const found = findGames({ live: input.live, search: input.search });
    return { success: true, message: null, data: [found.slice(input.skip, input.skip + input.take).map(publicGame)] };
  });

  publicCall(app, categoryGames, async (input) => {
    const ids = new Set(input.systemCategory);
    const found = CATALOGUE.filter((game) => game.systemCategory.some((id) => ids.has(id))).slice(0, CATEGORY_GAMES_MAX);
    return { success: true, message: null, data: found.map(publicGame) };
  });

  publicCall(app, lobbyGames, async (input, ctx) => {
    if (input.liveFilter && input.lobby !== 'live') {
      return refusal(casinoText(ctx.locale, 'liveFilterOnlyLive'));
    }
    if (input.categoryId !== undefined && !CASINO_CATEGORIES.some((c) => c.id === input.categoryId && c.slugList.includes(input.lobby))) {
      return refusal(casinoText(ctx.locale, 'unknownCategory'));
    }
    return { success: true, message: null, data: lobbyPage(input) };
  });

  memberCall(app, server, toggleFavorite, async (input, ctx) => {
    const game = GAME_BY_CODE.get(input.code);
    if (!game) return { success: false, message: casinoText(ctx.locale, 'unknownGame') };
    if (game.mainProviderId !== input.providerId) {
      const named = AGGREGATORS.find((a) => a.id === input.providerId)?.name ?? String(input.providerId);
      return { success: false, message: casinoText(ctx.locale, 'otherProvider', { provider: named }) };
    }
    const added = await toggle(db, ctx.player.id, game.gameCode);
    return { success: true, message: casinoText(ctx.locale, added ? 'favoriteAdded' : 'favoriteRemoved') };
  });

  memberCall(app, server, favorites, async (_input, ctx) => ({
    success: true, message: null, data: gamesOf(await favoriteCodes(db, ctx.player.id)),
  }));

  publicCall(app, gameBySlug, async (input, ctx) => {
    const game = findBySlug(input);
    return game ? { success: true, message: null, data: publicGame(game) } : refusal(casinoText(ctx.locale, 'unknownGame'));
  });

  memberCall(app, server, recentGames, async (input, ctx) => {
    // A lobby's own Recently played: its games among the member's last launches.
    const codes = await recentCodes(db, ctx.player.id, input.lobby ? RECENT_SCAN : input.take);
    const games = gamesOf(codes).filter((game) => !input.lobby || game.lobby === input.lobby);
    return { success: true, message: null, data: games.slice(0, input.take) };
  });

  publicCall(app, topWinners, async (input) => ({
    success: true, message: null, data: await topWinnerList(db, input.isLive, Math.min(input.count, CASINO_TAKE_MAX)),
  }));

  launchRoutes(app, server);
}
