import * as v from 'valibot';
import { DIGITS_PATTERN, SMS_CODE_PATTERN, isNationalPhone } from '@vitrin/contract';

// Spec §5 phone verification: phone required, digits typed behind the fixed 90 prefix, and the
// contract's phone rule the server checks too (a Turkish national number, ADR 0030); code
// required, exactly 6 digits. Codes, not texts (errorText).
export const phoneFormSchema = v.object({
  phone: v.pipe(v.string('required'), v.nonEmpty('required'), v.regex(DIGITS_PATTERN, 'digits'), v.check(isNationalPhone, 'phone')),
});
export type PhoneForm = v.InferOutput<typeof phoneFormSchema>;

export const codeFormSchema = v.object({
  code: v.pipe(v.string('required'), v.nonEmpty('required'), v.regex(SMS_CODE_PATTERN, 'length:6')),
});
export type CodeForm = v.InferOutput<typeof codeFormSchema>;
