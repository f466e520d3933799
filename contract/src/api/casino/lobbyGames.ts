import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { gameSchema } from './game';
import { CASINO_LOBBIES, skipSchema, takeSchema } from './paging';
import { LIVE_FILTER_KINDS } from './liveFilter';


/**
 * POST casino/lobbygames (extension): one page of a lobby's games for the grid of thousands.
 * lobby is a spec §2 lobby slug; categoryId one of its `casinoCategoryList` ids; provider a
 * providerName; search matched Turkish-aware like casino/games; liveFilter only for lobby 'live'.
 */
export const lobbyGamesRequestSchema = v.object({
  lobby: v.picklist(CASINO_LOBBIES),
  categoryId: v.optional(v.pipe(v.number(), v.integer())),
  provider: v.optional(v.pipe(text(), v.minLength(1), v.maxLength(100))),
  // Any whitespace is harmless in a search (a pasted tab must not fail it); other control characters are not.
  search: v.optional(v.pipe(text({ multiline: true }), v.maxLength(100))),
  liveFilter: v.optional(v.picklist(LIVE_FILTER_KINDS)),
  skip: skipSchema,
  take: takeSchema,
});
export type LobbyGamesRequest = v.InferOutput<typeof lobbyGamesRequestSchema>;

/** items: this page; total: all matches; providers: every providerName of the lobby (for its filter), sorted. */
export const lobbyGamesSchema = v.object({
  items: v.array(gameSchema),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  providers: v.array(v.string()),
});
export type LobbyGames = v.InferOutput<typeof lobbyGamesSchema>;

export const lobbyGames = defineCall({
  method: 'POST',
  path: 'casino/lobbygames',
  request: lobbyGamesRequestSchema,
  response: envelope(lobbyGamesSchema),
  extension: true,
});
