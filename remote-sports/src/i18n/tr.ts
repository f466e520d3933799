export const tr = {
  'sports.spor.title': 'Spor',
  'sports.livespor.title': 'Canlı Bahis',
  'sports.esports.title': 'E-Spor',
};
export type SportsKey = keyof typeof tr;
