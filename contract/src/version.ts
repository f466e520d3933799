/**
 * Semver of the contract (events, calls, module shape, slots). Adding is minor; changing or
 * removing is major. A remote bundles this file, so the value it reports is the one it was built
 * against, not the host's (ADR 0007).
 * 1.2.0: the @vitrin/shared runtime offers the search, digit-mask, resend-countdown and load hooks
 * that remotes now take from the host instead of carrying their own copies.
 * 1.3.0: the runtime offers useCloseOnBack (the phone's Back closes the topmost overlay), which
 * the remotes' dialogs use.
 * 1.4.0: the bus carries the reality check (channel gamesPaused, commands play/stop and
 * responsible/changed) and the game frames' pause and resume messages are contract constants.
 * 1.5.0: the runtime offers formatSignedMoney (a net result with its sign).
 */
export const CONTRACT_VERSION = '1.5.0';

/** The major of CONTRACT_VERSION (the bus's global key); compatibility is ./compatibility.ts. */
export const CONTRACT_MAJOR = Number(CONTRACT_VERSION.split('.')[0]);
