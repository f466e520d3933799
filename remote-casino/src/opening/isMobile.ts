import { BREAKPOINTS } from '@vitrin/contract';

/** Spec §4 game opening: below the 900 px breakpoint the game opens in the play modal. */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false;
  return window.matchMedia(`(max-width: ${BREAKPOINTS.mobile - 0.05}px)`).matches;
}
