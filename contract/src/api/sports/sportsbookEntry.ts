import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';

/**
 * GET sports/entry (extension): the sportsbook addresses for a guest, who has no session data
 * (spec §3 gives betsyUrl/betcoUrl only at sign-in; spec §6 lets guests browse the odds).
 */
export const sportsbookEntry = defineCall({
  method: 'GET',
  path: 'sports/entry',
  request: v.object({}),
  response: envelope(
    v.object({
      betsyUrl: v.pipe(v.string(), v.minLength(1)),
      betsyCid: v.nullish(v.string()),
      betcoUrl: v.pipe(v.string(), v.minLength(1)),
    }),
  ),
});
