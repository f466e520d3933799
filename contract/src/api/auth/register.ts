import * as v from 'valibot';
import { text } from '../text';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { sessionSchema } from './session';
import { PASSWORD_MIN } from '../../constants/constants';
import { isTcKimlikNo } from './tcKimlikNo';
import { isPhoneNumber } from './phoneNumber';

/** Letters incl. Turkish ones, single spaces between words (spec §5). */
export const PERSON_NAME_PATTERN = /^[A-Za-zÇĞİÖŞÜçğıöşüÂâÎîÛû]+( [A-Za-zÇĞİÖŞÜçğıöşüÂâÎîÛû]+)*$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9]+$/;
export const DIGITS_PATTERN = /^\d+$/;
export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const personName = v.pipe(text(), v.minLength(2), v.maxLength(100), v.regex(PERSON_NAME_PATTERN));

/** The registration payload of spec §3 with the rules of spec §5. */
export const registerRequestSchema = v.pipe(
  v.object({
    name: personName,
    surname: personName,
    username: v.pipe(text(), v.minLength(5), v.maxLength(30), v.regex(USERNAME_PATTERN)),
    email: v.pipe(text(), v.minLength(5), v.maxLength(100), v.email()),
    // Extension of §5 (5 to 20 digits): +90 and a Turkish national number (phoneNumber.ts).
    phone: v.pipe(text(), v.minLength(5), v.maxLength(20), v.regex(DIGITS_PATTERN), v.check(isPhoneNumber)),
    // Extension of §5 (11 digits): the number's check digits too (tcKimlikNo.ts).
    PersonalNo: v.pipe(text(), v.regex(/^\d{11}$/), v.check(isTcKimlikNo)),
    country: v.pipe(v.number(), v.integer()),
    currencyId: v.optional(v.number(), 1),
    birthDate: v.pipe(text(), v.regex(BIRTH_DATE_PATTERN)),
    trialBonus: v.boolean(),
    // Extension of §3 (ADR 0029): the player confirmed the terms and being 18 or older.
    termsAccepted: v.literal(true),
    password: v.pipe(text(), v.minLength(PASSWORD_MIN)),
    password2: v.pipe(text(), v.minLength(PASSWORD_MIN)),
    refId: v.optional(v.number()),
    partner: v.optional(text()),
    subid: v.optional(text()),
    source: v.optional(text()),
  }),
  v.forward(
    v.check((input) => input.password === input.password2, 'Passwords do not match'),
    ['password2'],
  ),
);
export type RegisterRequest = v.InferOutput<typeof registerRequestSchema>;

export const register = defineCall({
  method: 'POST',
  path: 'auth/register',
  request: registerRequestSchema,
  response: envelope(v.nullish(sessionSchema)),
});
