import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { emptyEnvelope } from '../envelope';
import { PASSWORD_MIN } from '../../constants/constants';

const password = v.pipe(text(), v.minLength(PASSWORD_MIN));

/** Spec §5: each field required, min 5; password and confirmPassword must match. */
export const changePasswordRequestSchema = v.pipe(
  v.object({ oldPassword: password, password, confirmPassword: password }),
  v.forward(
    v.check((input) => input.password === input.confirmPassword, 'Passwords do not match'),
    ['confirmPassword'],
  ),
);
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequestSchema>;

/** POST customer/changepassword (spec §7). */
export const changePassword = defineCall({
  method: 'POST',
  path: 'customer/changepassword',
  request: changePasswordRequestSchema,
  response: emptyEnvelope,
});
