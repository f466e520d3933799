import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { gameSchema } from './game';

/** Spec §7 POST casino/categorygames {systemCategory: list of category ids}. */
export const categoryGamesRequestSchema = v.object({
  systemCategory: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.minLength(1), v.maxLength(50)),
});
export type CategoryGamesRequest = v.InferOutput<typeof categoryGamesRequestSchema>;

/** data: the games of those categories, each with its systemCategory (§8: a failed load is an empty list). */
export const categoryGames = defineCall({
  method: 'POST',
  path: 'casino/categorygames',
  request: categoryGamesRequestSchema,
  response: envelope(v.array(gameSchema)),
});
