import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { launchUrlAnswer } from './launchAnswer';
import { gameCodeSchema } from './paging';

/** Spec §7 POST casino/emlaunchurl {code, productId}: EveryMatrix games. */
export const emLaunchUrlRequestSchema = v.object({
  code: gameCodeSchema,
  productId: v.union([v.number(), v.pipe(text(), v.minLength(1), v.maxLength(50))]),
});

export const emLaunchUrl = defineCall({
  method: 'POST',
  path: 'casino/emlaunchurl',
  request: emLaunchUrlRequestSchema,
  response: launchUrlAnswer,
});
