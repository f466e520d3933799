import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { gameSchema } from './game';
import { CASINO_LOBBIES } from './paging';

/** Most games the Recently played rail shows. */
export const RECENT_GAMES_MAX = 20;

export const recentGamesRequestSchema = v.object({
  take: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RECENT_GAMES_MAX)),
  /** Only the games of this lobby (a lobby's own Recently played); all when absent. */
  lobby: v.optional(v.picklist(CASINO_LOBBIES)),
});

/**
 * POST casino/recent {take, lobby?} (extension): the games the member launched last (one entry per game,
 * newest launch first), recorded by the server on every successful launch call. Member only.
 */
export const recentGames = defineCall({
  method: 'POST',
  path: 'casino/recent',
  request: recentGamesRequestSchema,
  response: envelope(v.array(gameSchema)),
  extension: true,
});
