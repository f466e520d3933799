import * as v from 'valibot';
import { DIGITS_PATTERN, PASSWORD_MIN, PERSON_NAME_PATTERN, USERNAME_PATTERN, birthDateProblem, isNationalPhone, isTcKimlikNo, safeText } from '@vitrin/contract';
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

/**
 * The phone as typed: the local part behind the fixed 90 prefix, digits only, and the contract's
 * rule the server checks too (a Turkish national number, ADR 0030), so "12345" is refused here.
 */
export const phoneRule = v.pipe(v.string('required'), v.nonEmpty('required'), v.regex(DIGITS_PATTERN, 'digits'), v.check(isNationalPhone, 'phone'));

/** Until each part has its digits, the per-field rules speak, not the date check. */
function wellFormedDate(day: string, month: string, year: string): boolean {
  return /^\d{2}$/.test(day) && /^\d{2}$/.test(month) && /^\d{4}$/.test(year);
}

/** The contract's birth date rule (the server's too), once the three parts have their digits. */
function birthProblem(input: { birthDay: string; birthMonth: string; birthYear: string }) {
  if (!wellFormedDate(input.birthDay, input.birthMonth, input.birthYear)) return null;
  return birthDateProblem(`${input.birthYear}-${input.birthMonth}-${input.birthDay}`, new Date());
}

export function isRealDate(day: string, month: string, year: string): boolean {
  return birthDateProblem(`${year}-${month}-${day}`, new Date()) !== 'invalid';
}

export const registerFormSchema = v.pipe(
  v.object({
    name: personName,
    surname: personName,
    username: v.pipe(textRule(5, 30), v.regex(USERNAME_PATTERN, 'usernameChars')),
    email: v.pipe(textRule(5, 100), v.email('email')),
    phone: phoneRule,
    // The contract's rule, the server's too: the number's check digits.
    PersonalNo: v.pipe(digits(11), v.check(isTcKimlikNo, 'tcKimlik')),
    country: v.pipe(v.string('country'), v.regex(/^\d+$/, 'country')),
    birthDay: digits(2),
    birthMonth: digits(2),
    birthYear: digits(4),
    trialBonus: v.boolean('required'),
    // ADR 0029: the terms and being 18 or older, confirmed.
    termsAccepted: v.pipe(v.boolean('terms'), v.check((accepted) => accepted, 'terms')),
    password: passwordRule,
    password2: passwordRule,
  }),
  // partialCheck runs as soon as the fields it reads are valid, even while others are not.
  v.forward(v.partialCheck([['password'], ['password2']], (input) => input.password === input.password2, 'passwordMismatch'), ['password2']),
  v.forward(
    v.partialCheck([['birthDay'], ['birthMonth'], ['birthYear']], (input) => birthProblem(input) !== 'invalid', 'date'),
    ['birthDay'],
  ),
  // Said while the player is on the form, not after sending it (ADR 0029).
  v.forward(v.partialCheck([['birthDay'], ['birthMonth'], ['birthYear']], (input) => birthProblem(input) !== 'underage', 'underage'), ['birthDay']),
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
