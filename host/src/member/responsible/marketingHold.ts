import { STORAGE_KEYS } from '@vitrin/contract';

/**
 * A break started in this browser holds the site's marketing back until it ends: no popup, no
 * promotion banners or cards (the server refuses offers' notifications to the member on its side).
 * The end is kept after sign-out, which is exactly when the player would otherwise see them.
 */
export function holdMarketingUntil(until: string): void {
  const end = Date.parse(until);
  if (!Number.isFinite(end)) return;
  try {
    // A longer break replaces a shorter one, never the other way round.
    const kept = Date.parse(localStorage.getItem(STORAGE_KEYS.breakUntil) ?? '');
    if (Number.isFinite(kept) && kept >= end) return;
    localStorage.setItem(STORAGE_KEYS.breakUntil, new Date(end).toISOString());
  } catch {
    // Storage refused (private mode): nothing to keep; the break itself is the server's.
  }
}

/** The end of the break that holds marketing back now, or null (an ended one is forgotten). */
export function marketingHeldUntil(now = Date.now()): Date | null {
  try {
    const end = Date.parse(localStorage.getItem(STORAGE_KEYS.breakUntil) ?? '');
    if (Number.isFinite(end) && end > now) return new Date(end);
    localStorage.removeItem(STORAGE_KEYS.breakUntil);
  } catch {
    // No storage, no hold.
  }
  return null;
}
