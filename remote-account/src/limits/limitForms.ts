import * as v from 'valibot';
import {
  EXCLUSION_DURATIONS, LIMIT_PERIODS, limitAmountOf, PASSWORD_MIN, REALITY_CHECK_MAX_MINUTES, REALITY_CHECK_MIN_MINUTES, safeText,
  SESSION_LIMIT_MAX_MINUTES, SESSION_LIMIT_MIN_MINUTES, TIMEOUT_DURATIONS,
} from '@vitrin/contract';

// The limits page's forms. The rules are the contract's (the server checks the same); the schemas
// carry message codes, translated by errorText in the active language.

/** A money limit as typed: "1.000", "250,50" — read with the contract's limitAmountOf. */
export const moneyLimitFormSchema = v.object({
  period: v.picklist(LIMIT_PERIODS),
  amount: v.pipe(v.string('required'), safeText(), v.nonEmpty('required'), v.check((typed) => limitAmountOf(typed) !== null, 'limitAmount')),
});
export type MoneyLimitForm = v.InferOutput<typeof moneyLimitFormSchema>;

const wholeMinutes = (min: number, max: number, code: string) => v.pipe(
  v.string('required'), v.nonEmpty('required'), v.regex(/^\d{1,4}$/, code),
  v.transform(Number), v.minValue(min, code), v.maxValue(max, code),
);

/** The session-time limit in whole minutes (the contract's range). */
export const sessionLimitFormSchema = v.object({ minutes: wholeMinutes(SESSION_LIMIT_MIN_MINUTES, SESSION_LIMIT_MAX_MINUTES, 'sessionMinutes') });

/** The reality check's interval: 15 to 120 minutes. */
export const realityCheckFormSchema = v.object({ minutes: wholeMinutes(REALITY_CHECK_MIN_MINUTES, REALITY_CHECK_MAX_MINUTES, 'realityMinutes') });

/** A time-out or self-exclusion, confirmed with the password. */
export const breakFormSchema = v.object({
  duration: v.picklist([...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS], 'required'),
  password: v.pipe(v.string('required'), safeText(), v.nonEmpty('required'), v.minLength(PASSWORD_MIN, `min:${PASSWORD_MIN}`)),
});
export type BreakForm = v.InferOutput<typeof breakFormSchema>;
