import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { realityMinutesSchema } from './limitRules';
import { limitsStateSchema } from './responsibleLimits';

/** The reality check's interval (REALITY_CHECK_MIN_MINUTES to _MAX); null turns it off. */
export const setRealityCheckRequestSchema = v.object({ minutes: v.nullable(realityMinutesSchema) });
export type SetRealityCheckRequest = v.InferOutput<typeof setRealityCheckRequestSchema>;

/** POST responsible/realitycheck (extension): applies at once (it only reminds); data the limits after it. */
export const setRealityCheck = defineCall({
  method: 'POST',
  path: 'responsible/realitycheck',
  request: setRealityCheckRequestSchema,
  response: envelope(v.nullish(limitsStateSchema)),
  extension: true,
});
