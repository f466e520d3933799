import { STORAGE_KEYS } from '@vitrin/contract';

/**
 * This browser's canary bucket, 0–99: drawn once and kept in local storage, so a player does not
 * flip between a remote's versions from one page load to the next. A browser gets a remote's
 * canary while its bucket is below the canary's percent, so raising 5 → 25 keeps the first 5 %
 * in. Without storage (private mode, blocked) each page load draws again.
 */
export function canaryBucket(storage: Storage | undefined, random: () => number = Math.random): number {
  try {
    const kept = storage?.getItem(STORAGE_KEYS.canaryBucket);
    if (kept !== null && kept !== undefined && /^\d{1,2}$/.test(kept)) return Number(kept);
  } catch {
    // Storage that throws on read is storage we cannot keep a bucket in.
  }
  const drawn = Math.floor(random() * 100);
  try {
    storage?.setItem(STORAGE_KEYS.canaryBucket, String(drawn));
  } catch {
    // Full or blocked: this page load still uses the bucket it drew.
  }
  return drawn;
}
