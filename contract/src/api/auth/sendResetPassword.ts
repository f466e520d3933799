import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { emptyEnvelope } from '../envelope';

/** Recovery step 1 (spec §5: username 2 to 25). */
export const sendResetPasswordRequestSchema = v.object({
  username: v.pipe(text(), v.minLength(2), v.maxLength(25)),
});
export type SendResetPasswordRequest = v.InferOutput<typeof sendResetPasswordRequestSchema>;

/** POST auth/sendresetpassword: e-mails a reset code. */
export const sendResetPassword = defineCall({
  method: 'POST',
  path: 'auth/sendresetpassword',
  request: sendResetPasswordRequestSchema,
  response: emptyEnvelope,
});
