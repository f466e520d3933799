import * as v from 'valibot';
import { DIGITS_PATTERN, PASSWORD_MIN, PERSON_NAME_PATTERN, USERNAME_PATTERN, safeText } from '@vitrin/contract';
import type { MemberTextKey } from '../i18n/memberTexts';

// Form schemas carry message codes ('min:5'), not texts, so the error shows in the active
// language; rules come from spec §5 and the shared patterns the sandbox checks too.

type Translate = (key: MemberTextKey, params?: Record<string, string | number>) => string;

/** One message per error kind (spec §5), translated. */
export function errorText(code: string | undefined, t: Translate): string {
  if (!code) return '';
  const [kind, n] = code.split(':');
  const key = `member.validation.${kind}` as MemberTextKey;
  return t(key, n === undefined ? undefined : { n });
}

// safeText(): the contract's rule for every text a request carries (no control characters, no
// lone surrogates), code 'unsafeText'; first, so it is the message a pasted NUL gets.
export const textRule = (min: number, max: number) =>
  v.pipe(v.string('required'), safeText(), v.nonEmpty('required'), v.minLength(min, `min:${min}`), v.maxLength(max, `max:${max}`));

export const passwordRule = v.pipe(v.string('required'), safeText(), v.nonEmpty('required'), v.minLength(PASSWORD_MIN, `min:${PASSWORD_MIN}`));

export const loginFormSchema = v.object({
  username: textRule(1, 50),
  password: textRule(3, 100),
});
export type LoginForm = v.InferOutput<typeof loginFormSchema>;

const personName = v.pipe(textRule(2, 100), v.regex(PERSON_NAME_PATTERN, 'personName'));
const digits = (length: number) => v.pipe(v.string('required'), v.nonEmpty('required'), v.regex(new RegExp(`^\\d{${length}}$`), `length:${length}`));

/** The phone as typed: the local part behind the fixed 90 prefix, digits only, 5 to 20 (spec §5). */
export const phoneRule = v.pipe(v.string('required'), v.nonEmpty('required'), v.regex(DIGITS_PATTERN, 'digits'), v.minLength(5, 'min:5'), v.maxLength(20, 'max:20'));

/** Until each part has its digits, the per-field rules speak, not the date check. */
function wellFormedDate(day: string, month: string, year: string): boolean {
  return /^\d{2}$/.test(day) && /^\d{2}$/.test(month) && /^\d{4}$/.test(year);
}

export function isRealDate(day: string, month: string, year: string): boolean {
  const d = Number(day), m = Number(month), y = Number(year);
  if (!Number.isInteger(d) || !Number.isInteger(m) || !Number.isInteger(y)) return false;
  if (y < 1900 || y > new Date().getFullYear()) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const registerFormSchema = v.pipe(
  v.object({
    name: personName,
    surname: personName,
    username: v.pipe(textRule(5, 30), v.regex(USERNAME_PATTERN, 'usernameChars')),
    email: v.pipe(textRule(5, 100), v.email('email')),
    phone: phoneRule,
    PersonalNo: digits(11),
    country: v.pipe(v.string('country'), v.regex(/^\d+$/, 'country')),
    birthDay: digits(2),
    birthMonth: digits(2),
    birthYear: digits(4),
    trialBonus: v.boolean('required'),
    password: passwordRule,
    password2: passwordRule,
  }),
  // partialCheck runs as soon as the fields it reads are valid, even while others are not.
  v.forward(v.partialCheck([['password'], ['password2']], (input) => input.password === input.password2, 'passwordMismatch'), ['password2']),
  v.forward(
    v.partialCheck([['birthDay'], ['birthMonth'], ['birthYear']], (input) => !wellFormedDate(input.birthDay, input.birthMonth, input.birthYear) || isRealDate(input.birthDay, input.birthMonth, input.birthYear), 'date'),
    ['birthDay'],
  ),
);
export type RegisterForm = v.InferOutput<typeof registerFormSchema>;

export const phoneFormSchema = v.object({ phone: phoneRule });
export type PhoneForm = v.InferOutput<typeof phoneFormSchema>;

/** The SMS code as typed into the 00-00-00 mask, kept as its six digits. */
export const smsCodeFormSchema = v.object({ code: digits(6) });
export type SmsCodeForm = v.InferOutput<typeof smsCodeFormSchema>;

export const recoveryUsernameSchema = v.object({ username: textRule(2, 25) });
export const recoveryCodeSchema = v.object({ code: textRule(3, 20) });
export const recoveryPasswordSchema = v.pipe(
  v.object({ password: passwordRule, password2: passwordRule }),
  v.forward(v.partialCheck([['password'], ['password2']], (input) => input.password === input.password2, 'passwordMismatch'), ['password2']),
);
export type RecoveryPasswordForm = v.InferOutput<typeof recoveryPasswordSchema>;
