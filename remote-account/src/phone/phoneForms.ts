import * as v from 'valibot';
import { DIGITS_PATTERN, SMS_CODE_PATTERN } from '@vitrin/contract';

// Spec §5 phone verification: phone required, 5 to 20 digits (typed behind the fixed 90 prefix);
// code required, exactly 6 digits. Codes, not texts (errorText).
export const phoneFormSchema = v.object({
  phone: v.pipe(v.string('required'), v.nonEmpty('required'), v.regex(DIGITS_PATTERN, 'digits'), v.minLength(5, 'min:5'), v.maxLength(20, 'max:20')),
});
export type PhoneForm = v.InferOutput<typeof phoneFormSchema>;

export const codeFormSchema = v.object({
  code: v.pipe(v.string('required'), v.nonEmpty('required'), v.regex(SMS_CODE_PATTERN, 'length:6')),
});
export type CodeForm = v.InferOutput<typeof codeFormSchema>;
