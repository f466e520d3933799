import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { launchUrlAnswer } from './launchAnswer';
import { gameCodeSchema } from './paging';

/** Spec §7 POST casino/amusnetlaunchurl {code, isMobile}: Amusnet games; isMobile is a boolean here. */
export const amusnetLaunchUrlRequestSchema = v.object({ code: gameCodeSchema, isMobile: v.boolean() });

export const amusnetLaunchUrl = defineCall({
  method: 'POST',
  path: 'casino/amusnetlaunchurl',
  request: amusnetLaunchUrlRequestSchema,
  response: launchUrlAnswer,
});
