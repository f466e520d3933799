import type { LimitPeriod } from '@vitrin/contract';

/**
 * The site's time zone is Europe/Istanbul, UTC+3 all year since 2016 (no summer time): a period's
 * edges are worked out with that fixed offset, so they never depend on the server's own zone.
 */
const OFFSET_MS = 3 * 60 * 60 * 1000;

/** The current day, week (from Monday) or month (from the 1st) at `now`: [start, end). */
export function periodOf(now: Date, period: LimitPeriod): { start: Date; end: Date } {
  const local = new Date(now.getTime() + OFFSET_MS);
  const start = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  let end: Date;
  if (period === 'day') {
    end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  } else if (period === 'week') {
    const sinceMonday = (start.getUTCDay() + 6) % 7;
    start.setUTCDate(start.getUTCDate() - sinceMonday);
    end = new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000);
  } else {
    start.setUTCDate(1);
    end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  }
  return { start: new Date(start.getTime() - OFFSET_MS), end: new Date(end.getTime() - OFFSET_MS) };
}

/** 27.11.2026 00:00 in the site's time zone (both languages write dates this way on the site). */
export function siteDateTime(at: Date): string {
  const local = new Date(at.getTime() + OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}
