import { STORAGE_KEYS } from '@vitrin/contract';

export const TOP_BANNER_BODY_CLASS = 'top-banner-open';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function isTopBannerRead(): boolean {
  return storage()?.getItem(STORAGE_KEYS.topNotifyRead) === 'yes';
}

export function markTopBannerRead(): void {
  try {
    storage()?.setItem(STORAGE_KEYS.topNotifyRead, 'yes');
  } catch {
    // Private mode without storage: the banner simply shows again next time.
  }
}

/**
 * Spec §4: re-checked on each navigation to /, and navigating anywhere else marks it read.
 * Returns whether the banner should show on this path.
 */
export function checkTopBanner(pathname: string): boolean {
  if (pathname === '/') return !isTopBannerRead();
  markTopBannerRead();
  return false;
}
