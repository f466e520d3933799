import { syncAuthFromStorage } from './auth/authActions';
import { captureReferralFromUrl } from './auth/referral';
import { startMemberSession } from './session/memberSession';

let started: (() => void) | null = null;

/**
 * Called once, synchronously, before the first render: restores the session from storage onto the
 * bus so guards and headers see the right state at once, and starts what follows the login state.
 */
export function initMemberState(): void {
  if (started) return;
  captureReferralFromUrl(globalThis.location?.search ?? '');
  syncAuthFromStorage();
  started = startMemberSession();
}

/** For tests: undo initMemberState. */
export function disposeMemberState(): void {
  started?.();
  started = null;
}
