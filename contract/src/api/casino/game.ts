import * as v from 'valibot';

/** Spec §3 Game. The server may send more fields; only these are read. */
export const gameSchema = v.looseObject({
  name: v.string(),
  gameCode: v.string(),
  providerName: v.string(),
  mainProviderId: v.nullish(v.number()),
  productId: v.nullish(v.union([v.number(), v.string()])),
  system: v.nullish(v.union([v.number(), v.string()])),
  systemCategory: v.nullish(v.union([v.number(), v.string(), v.array(v.number())])),
  imageUrl: v.nullish(v.string()),
  /** Extension: the studio that made the game (e.g. Spribe) when providerName is its aggregator. */
  studio: v.nullish(v.string()),
});
export type Game = v.InferOutput<typeof gameSchema>;

/**
 * The name a player knows a game's maker by: its studio (Play'n GO, Wazdan) when the server says
 * one, else its providerName. The aggregator that launches it (Hub88, Digitain) means nothing to a
 * player: tiles, search lists and the lobby's provider filter show this.
 */
export function gameStudio(game: Pick<Game, 'providerName' | 'studio'>): string {
  return typeof game.studio === 'string' && game.studio.trim() ? game.studio : game.providerName;
}
