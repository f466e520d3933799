import * as v from 'valibot';
import { DIGITS_PATTERN } from '../auth/register';
import { isNationalPhone } from '../auth/phoneNumber';
import { SMS_CODE_PATTERN } from './updatePhone';

// The forms of phone verification (spec §5), one for the host's SMS dialog, its registration and
// the account's phone page. Messages are codes ('length:6'), not texts: each package shows them
// in the active language (`errorText` of @vitrin/shared).

/**
 * The phone as typed: the local part behind the fixed 90 prefix, digits only, and the rule the
 * server checks too (a Turkish national number, ADR 0030), so "12345" is refused before a send.
 */
export const localPhoneRule = v.pipe(v.string('required'), v.nonEmpty('required'), v.regex(DIGITS_PATTERN, 'digits'), v.check(isNationalPhone, 'phone'));

export const phoneFormSchema = v.object({ phone: localPhoneRule });
export type PhoneForm = v.InferOutput<typeof phoneFormSchema>;

/** The SMS code as typed into the 00-00-00 mask, kept as its six digits. */
export const smsCodeFormSchema = v.object({
  code: v.pipe(v.string('required'), v.nonEmpty('required'), v.regex(SMS_CODE_PATTERN, 'length:6')),
});
export type SmsCodeForm = v.InferOutput<typeof smsCodeFormSchema>;
