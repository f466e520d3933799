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
