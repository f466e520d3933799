import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { gameSchema } from './game';

/**
 * POST casino/favorites {} (extension): the member's favourite games, newest first. Spec §3 says the
 * favourites list holds game codes; whole games are answered so the Favourites tab can show tiles,
 * and the codes are read from them. Member only (401 otherwise).
 */
export const favorites = defineCall({
  method: 'POST',
  path: 'casino/favorites',
  request: v.object({}),
  response: envelope(v.array(gameSchema)),
  extension: true,
});
