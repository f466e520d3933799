import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { emptyEnvelope } from '../envelope';
import { DIGITS_PATTERN } from '../auth/register';
import { isPhoneNumber } from '../auth/phoneNumber';

export const SMS_CODE_PATTERN = /^\d{6}$/;

/** Phone verification (spec §3, §5): step 1 sends a code (code omitted), step 2 checks it. */
export const updatePhoneRequestSchema = v.pipe(
  v.object({
    step: v.picklist([1, 2]),
    // The registration rule (phoneNumber.ts): +90 and a Turkish national number.
    phone: v.pipe(text(), v.minLength(5), v.maxLength(20), v.regex(DIGITS_PATTERN), v.check(isPhoneNumber)),
    code: v.optional(v.pipe(text(), v.regex(SMS_CODE_PATTERN, 'The code must be exactly 6 digits'))),
  }),
  v.forward(
    v.check((input) => input.step === 1 || input.code !== undefined, 'The code must be exactly 6 digits'),
    ['code'],
  ),
);
export type UpdatePhoneRequest = v.InferOutput<typeof updatePhoneRequestSchema>;

/** POST customer/updatephone. */
export const updatePhone = defineCall({
  method: 'POST',
  path: 'customer/updatephone',
  request: updatePhoneRequestSchema,
  response: emptyEnvelope,
});
