import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { emptyEnvelope } from '../envelope';

/** GET bonus/definetrialbonus: claims the trial bonus (once per player). */
export const defineTrialBonus = defineCall({
  method: 'GET',
  path: 'bonus/definetrialbonus',
  request: v.object({}),
  response: emptyEnvelope,
});
