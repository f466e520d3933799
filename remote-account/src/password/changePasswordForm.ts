import * as v from 'valibot';
import { PASSWORD_MIN } from '@vitrin/contract';

// Spec §5: each field required, min 5; a mismatch is its own error. Codes, not texts (errorText).
const password = v.pipe(v.string('required'), v.nonEmpty('required'), v.minLength(PASSWORD_MIN, `min:${PASSWORD_MIN}`));

export const changePasswordFormSchema = v.pipe(
  v.object({ oldPassword: password, password, confirmPassword: password }),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'mismatch'), ['confirmPassword']),
);
export type ChangePasswordForm = v.InferOutput<typeof changePasswordFormSchema>;
