/**
 * The birth date rule of registration, one for the form (as the player types) and the server:
 * a real calendar date from 1900, and at least `ADULT_AGE` years before today (ADR 0029).
 */
export const ADULT_AGE = 18;

export type BirthDateProblem = 'invalid' | 'underage';

/** `value` is YYYY-MM-DD; `now` the day it is checked on. */
export function birthDateProblem(value: string, now: Date): BirthDateProblem | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'invalid';
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900 || date.getTime() > now.getTime()) {
    return 'invalid';
  }
  const adult = new Date(Date.UTC(y + ADULT_AGE, m - 1, d));
  return adult.getTime() > now.getTime() ? 'underage' : null;
}
