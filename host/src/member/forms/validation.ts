import * as v from 'valibot';
import { PASSWORD_MIN, PERSON_NAME_PATTERN, USERNAME_PATTERN, birthDateProblem, isTcKimlikNo, localPhoneRule, safeText } from '@vitrin/contract';

// Form schemas carry message codes ('min:5'), not texts, so the error shows in the active
// language; rules come from spec §5 and the shared patterns the sandbox checks too.

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
    // The contract's rule, the server's too (ADR 0030).
    phone: localPhoneRule,
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

export const recoveryUsernameSchema = v.object({ username: textRule(2, 25) });
export const recoveryCodeSchema = v.object({ code: textRule(3, 20) });
export const recoveryPasswordSchema = v.pipe(
  v.object({ password: passwordRule, password2: passwordRule }),
  v.forward(v.partialCheck([['password'], ['password2']], (input) => input.password === input.password2, 'passwordMismatch'), ['password2']),
);
export type RecoveryPasswordForm = v.InferOutput<typeof recoveryPasswordSchema>;
