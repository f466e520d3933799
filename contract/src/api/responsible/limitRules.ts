import * as v from 'valibot';
import { text } from '../text';
import { readAmount } from '../payments/amountText';

// The rules of the responsible-gambling tools, shared by the limits form and the server.

/** Money limits: what is counted. A loss is stakes less wins in the period. */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
/** Calendar periods in the site's time zone (Europe/Istanbul): a day from 00:00, a week from Monday, a month from the 1st. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** Every limit kind, the session-time limit included. */
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** An increase or a removal waits this long (cooling-off); a decrease applies at once. */
export const LIMIT_INCREASE_DELAY_HOURS = 24;
/** A money limit, in lira: at least 1.00, at most 1,000,000.00. */
export const LIMIT_AMOUNT_MIN = '1.00';
export const LIMIT_AMOUNT_MAX = '1000000.00';
/** A session-time limit, in minutes. */
export const SESSION_LIMIT_MIN_MINUTES = 15;
export const SESSION_LIMIT_MAX_MINUTES = 1440;
/** The reality check's interval the player picks, in minutes. */
export const REALITY_CHECK_MIN_MINUTES = 15;
export const REALITY_CHECK_MAX_MINUTES = 120;

/** A time-out: a short break the player chooses; a self-exclusion: months or years. Neither can be shortened. */
export const TIMEOUT_DURATIONS = ['24h', '7d', '30d'] as const;
export const EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];
export type BreakDuration = TimeoutDuration | ExclusionDuration;
/** The panic button's time-out. */
export const PANIC_DURATION: TimeoutDuration = '24h';

/** When a break that starts at `from` ends (calendar months and years, so 6 m from 31 Aug is 28/29 Feb + 2 d as Date does). */
export function breakEnd(from: Date, duration: BreakDuration): Date {
  const end = new Date(from.getTime());
  switch (duration) {
    case '24h': end.setUTCHours(end.getUTCHours() + 24); break;
    case '7d': end.setUTCDate(end.getUTCDate() + 7); break;
    case '30d': end.setUTCDate(end.getUTCDate() + 30); break;
    case '6m': end.setUTCMonth(end.getUTCMonth() + 6); break;
    case '1y': end.setUTCFullYear(end.getUTCFullYear() + 1); break;
    case '5y': end.setUTCFullYear(end.getUTCFullYear() + 5); break;
  }
  return end;
}

function cents(amount: string): bigint {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/**
 * Whether a typed limit ("1.000,50", "250") is an amount within the limits' range; the form and
 * the server read it with the payments' readAmount, so what the site shows is accepted back.
 */
export function limitAmountOf(typed: string): string | null {
  const amount = readAmount(typed);
  if (!amount) return null;
  const value = cents(amount);
  return value >= cents(LIMIT_AMOUNT_MIN) && value <= cents(LIMIT_AMOUNT_MAX) ? amount : null;
}

/** Message codes the forms translate. */
export const LIMIT_AMOUNT_INVALID = 'limitAmount';
export const SESSION_MINUTES_INVALID = 'sessionMinutes';
export const REALITY_MINUTES_INVALID = 'realityMinutes';

/** A money limit as typed (null removes the limit). */
export const limitAmountSchema = v.pipe(text(), v.maxLength(20), v.check((typed) => limitAmountOf(typed) !== null, LIMIT_AMOUNT_INVALID));
export const sessionMinutesSchema = v.pipe(
  v.number(), v.integer(SESSION_MINUTES_INVALID), v.minValue(SESSION_LIMIT_MIN_MINUTES, SESSION_MINUTES_INVALID), v.maxValue(SESSION_LIMIT_MAX_MINUTES, SESSION_MINUTES_INVALID),
);
export const realityMinutesSchema = v.pipe(
  v.number(), v.integer(REALITY_MINUTES_INVALID), v.minValue(REALITY_CHECK_MIN_MINUTES, REALITY_MINUTES_INVALID), v.maxValue(REALITY_CHECK_MAX_MINUTES, REALITY_MINUTES_INVALID),
);
