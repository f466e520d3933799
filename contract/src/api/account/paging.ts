import * as v from 'valibot';
import { text } from '../text';

/** Largest page an account list answers (extension rule; the sandbox refuses more). */
export const ACCOUNT_PAGE_MAX = 100;
/** Page size the dashboard lists ask for. */
export const ACCOUNT_PAGE_SIZE = 10;
/** A calendar day, year-month-day, read in the site's time zone by the server. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Money on the wire: a decimal string with two places, never a float (e.g. "-12.50"). */
export const MONEY_PATTERN = /^-?\d+\.\d{2}$/;

export const moneySchema = v.pipe(v.string(), v.regex(MONEY_PATTERN));

/** skip/take of every account list (extension). */
export const pagingEntries = {
  skip: v.pipe(v.number(), v.integer(), v.minValue(0)),
  take: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ACCOUNT_PAGE_MAX)),
};

/** Optional from/to days; to may not come before from. */
export const dateRangeEntries = {
  from: v.optional(v.pipe(text(), v.regex(DAY_PATTERN))),
  to: v.optional(v.pipe(text(), v.regex(DAY_PATTERN))),
};

export function rangeInOrder(input: { from?: string | undefined; to?: string | undefined }): boolean {
  return !input.from || !input.to || input.from <= input.to;
}

/** The data of a paged answer: this page's items and how many there are in all. */
export function pageOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ items: v.array(item), total: v.pipe(v.number(), v.integer(), v.minValue(0)) });
}
