import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { launchUrlAnswer } from './launchAnswer';
import { gameCodeSchema } from './paging';

/** Spec §7 POST casino/dtlaunchurl {code}: Digitain games (spec §4 game launch). */
export const dtLaunchUrlRequestSchema = v.object({ code: gameCodeSchema });

export const dtLaunchUrl = defineCall({
  method: 'POST',
  path: 'casino/dtlaunchurl',
  request: dtLaunchUrlRequestSchema,
  response: launchUrlAnswer,
});
