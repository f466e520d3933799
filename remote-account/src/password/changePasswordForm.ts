import * as v from 'valibot';
import { PASSWORD_MIN, safeText } from '@vitrin/contract';

// Spec §5: each field required, min 5; a mismatch is its own error. Codes, not texts (errorText).
// safeText(): the contract's text rule (no control characters, no lone surrogates), code 'unsafeText'.
const password = v.pipe(v.string('required'), safeText(), v.nonEmpty('required'), v.minLength(PASSWORD_MIN, `min:${PASSWORD_MIN}`));

export const changePasswordFormSchema = v.pipe(
  v.object({ oldPassword: password, password, confirmPassword: password }),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'mismatch'), ['confirmPassword']),
);
export type ChangePasswordForm = v.InferOutput<typeof changePasswordFormSchema>;
