import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { emptyEnvelope } from '../envelope';

/** Recovery step 2 (spec §5: code 3 to 20). */
export const checkResetCodeRequestSchema = v.object({
  code: v.pipe(text(), v.minLength(3), v.maxLength(20)),
  username: v.pipe(text(), v.minLength(2), v.maxLength(25)),
});
export type CheckResetCodeRequest = v.InferOutput<typeof checkResetCodeRequestSchema>;

/** POST auth/checkresetcode. */
export const checkResetCode = defineCall({
  method: 'POST',
  path: 'auth/checkresetcode',
  request: checkResetCodeRequestSchema,
  response: emptyEnvelope,
});
