const MINUTE = 60_000;

/**
 * When the next reality check is due: the first whole multiple of the interval since the session
 * began that is later than `after` (so a check follows N, 2N, 3N… minutes of the session, and a
 * page opened late does not show the ones it missed all at once).
 */
export function nextCheckAt(startedAt: number, minutes: number, after: number): number {
  const step = minutes * MINUTE;
  const passed = Math.max(0, after - startedAt);
  return startedAt + (Math.floor(passed / step) + 1) * step;
}

/** Whole minutes between the session's start and `now`, never below zero. */
export function minutesPlayed(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / MINUTE));
}
