import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { emptyEnvelope } from '../envelope';
import { gameCodeSchema } from './paging';

/** Spec §7 POST casino/togglefavorite {code, providerId}: code is the game's gameCode, providerId its mainProviderId. */
export const toggleFavoriteRequestSchema = v.object({
  code: gameCodeSchema,
  providerId: v.pipe(v.number(), v.integer()),
});
export type ToggleFavoriteRequest = v.InferOutput<typeof toggleFavoriteRequestSchema>;

/** Member only (401 otherwise). Adds the game to the favourites, or removes it when it was one (spec §4). */
export const toggleFavorite = defineCall({
  method: 'POST',
  path: 'casino/togglefavorite',
  request: toggleFavoriteRequestSchema,
  response: emptyEnvelope,
});
