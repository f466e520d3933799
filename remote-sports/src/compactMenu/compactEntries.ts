import type { SportsKey } from '../i18n';

export type CompactEntry =
  | { id: string; label: SportsKey; to: string }
  | { id: string; label: SportsKey; search: string; live: boolean };

/** Spec §2 compact menu, in its order and with its targets; Aviator opens a non-live search's game. */
export const COMPACT_ENTRIES: readonly CompactEntry[] = [
  { id: 'sports', label: 'sports.compact.sports', to: '/spor/fcg' },
  { id: 'live-betting', label: 'sports.compact.liveBetting', to: '/livespor/fcg' },
  { id: 'casino', label: 'sports.compact.casino', to: '/casino/slot' },
  { id: 'live-casino', label: 'sports.compact.liveCasino', to: '/casino/live' },
  { id: 'esports', label: 'sports.compact.esports', to: '/esports/betco' },
  { id: 'aviator', label: 'sports.compact.aviator', search: 'Aviator', live: false },
  { id: 'bingo', label: 'sports.compact.bingo', to: '/casino/bingo' },
  { id: 'games', label: 'sports.compact.games', to: '/casino/games' },
  { id: 'tv-games', label: 'sports.compact.tvGames', to: '/casino/tvbets' },
];
