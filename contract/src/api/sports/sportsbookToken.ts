import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';

/** The two sportsbooks of spec §3: betsy (sports, live betting) and betco (e-sports). */
export const sportsbookSchema = v.picklist(['betsy', 'betco']);

/**
 * POST sports/token {book} (extension): a fresh sportsbook token for the signed-in session, handed
 * to the frame when the sportsbook says its token expired, so the frame never reloads.
 * Like the sign-in data's betsyToken/betcoToken it is random, expires, and dies with the session.
 */
export const sportsbookToken = defineCall({
  method: 'POST',
  path: 'sports/token',
  request: v.object({ book: sportsbookSchema }),
  response: envelope(v.nullish(v.object({ token: v.pipe(v.string(), v.minLength(1)), expiresAt: v.string() }))),
});
