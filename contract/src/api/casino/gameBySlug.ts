import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { GAME_SLUG_MAX, GAME_SLUG_PATTERN, gameSchema } from './game';

const slugSchema = v.pipe(text(), v.maxLength(GAME_SLUG_MAX), v.regex(GAME_SLUG_PATTERN));

/** The two parts of a readable play address (gameSlug): the studio's and the game's. */
export const gameBySlugRequestSchema = v.object({ provider: slugSchema, game: slugSchema });
export type GameBySlugRequest = v.InferOutput<typeof gameBySlugRequestSchema>;

/**
 * POST casino/game {provider, game} (extension): the game a readable play address names
 * (`/casino/play/{provider}/{game}`, parts made by `gameSlug`), or a refusal with a message when
 * none. Public: a guest's shared link shows the game's name and the login.
 */
export const gameBySlug = defineCall({
  method: 'POST',
  path: 'casino/game',
  request: gameBySlugRequestSchema,
  response: envelope(gameSchema),
  extension: true,
});
