/**
 * Spec §2 live casino category filter; 'All' is sent as no `liveFilter`. A file of its own: the
 * host's bootstrap schema (cms/grouped) reads these kinds, and importing them from the lobby call's
 * file would put the casino's call into the host's bundle (ADR 0007: a remote's calls ship with it).
 */
export const LIVE_FILTER_KINDS = ['roulette', 'blackjack', 'poker', 'baccarat', 'dealer'] as const;
export type LiveFilterKind = (typeof LIVE_FILTER_KINDS)[number];
