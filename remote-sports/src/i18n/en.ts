import type { SportsKey } from './tr';

export const en: Record<SportsKey, string> = {
  'sports.spor.title': 'Sports',
  'sports.livespor.title': 'Live Bettings',
  'sports.esports.title': 'E-sports',
};
