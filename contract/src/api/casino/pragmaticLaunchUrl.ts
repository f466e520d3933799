import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { launchUrlAnswer } from './launchAnswer';
import { gameCodeSchema } from './paging';

/** Spec §7 POST casino/pragmaticlaunchurl {code}: Pragmatic Play games. */
export const pragmaticLaunchUrlRequestSchema = v.object({ code: gameCodeSchema });

export const pragmaticLaunchUrl = defineCall({
  method: 'POST',
  path: 'casino/pragmaticlaunchurl',
  request: pragmaticLaunchUrlRequestSchema,
  response: launchUrlAnswer,
});
