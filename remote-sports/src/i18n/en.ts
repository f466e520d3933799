import type { SportsKey } from './tr';

export const en: Record<SportsKey, string> = {
  'sports.spor.title': 'Sports',
  'sports.livespor.title': 'Live Betting',
  'sports.esports.title': 'E-sports',
  'sports.frame.loading': 'Loading the sportsbook',
  'sports.frame.failed': 'The sportsbook could not be opened right now. Please try again.',
  'sports.frame.retry': 'Try again',
  'sports.frame.title.spor': 'Sports betting',
  'sports.frame.title.livespor': 'Live Betting',
  'sports.frame.title.esports': 'E-sports betting',
  'sports.compact.nav': 'Quick menu',
  'sports.compact.sports': 'Sports',
  'sports.compact.liveBetting': 'Live Betting',
  'sports.compact.casino': 'Casino',
  'sports.compact.liveCasino': 'Live Casino',
  'sports.compact.esports': 'E-sports',
  'sports.compact.aviator': 'Aviator',
  'sports.compact.bingo': 'Bingo',
  'sports.compact.games': 'Games',
  'sports.compact.tvGames': 'TV Games',
};
