import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { gameSchema } from './game';
import { skipSchema, takeSchema } from './paging';

/**
 * Spec §7 POST casino/games {live, search, skip, take} (take 5 for the search list, §9). The server
 * matches the search the way Turkish players type (İ/ı, ş→s, ğ→g, ü→u, ö→o, ç→c).
 */
export const casinoGamesRequestSchema = v.object({
  live: v.boolean(),
  // Any whitespace is harmless in a search (a pasted tab must not fail it); other control characters are not.
  search: v.pipe(text({ multiline: true }), v.maxLength(100)),
  skip: skipSchema,
  take: takeSchema,
});
export type CasinoGamesRequest = v.InferOutput<typeof casinoGamesRequestSchema>;

/** data: a list of lists of games (the server groups them; the client reads them in order, flattened). */
export const casinoGames = defineCall({
  method: 'POST',
  path: 'casino/games',
  request: casinoGamesRequestSchema,
  response: envelope(v.array(v.array(gameSchema))),
});
