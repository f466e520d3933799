import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { emptyEnvelope } from '../envelope';
import { PASSWORD_MIN } from '../../constants/constants';

/** Recovery step 3: new password and confirmation, min 5, must match (spec §5). */
export const changePasswordWithCodeRequestSchema = v.pipe(
  v.object({
    password: v.pipe(text(), v.minLength(PASSWORD_MIN)),
    password2: v.pipe(text(), v.minLength(PASSWORD_MIN)),
    username: v.pipe(text(), v.minLength(2), v.maxLength(25)),
    code: v.pipe(text(), v.minLength(3), v.maxLength(20)),
  }),
  v.forward(
    v.check((input) => input.password === input.password2, 'Passwords do not match'),
    ['password2'],
  ),
);
export type ChangePasswordWithCodeRequest = v.InferOutput<typeof changePasswordWithCodeRequestSchema>;

/** POST auth/changepasswordwithcode. */
export const changePasswordWithCode = defineCall({
  method: 'POST',
  path: 'auth/changepasswordwithcode',
  request: changePasswordWithCodeRequestSchema,
  response: emptyEnvelope,
});
