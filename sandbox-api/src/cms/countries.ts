/** Registration countries; Türkiye first (it is the form's default selection). */
export const COUNTRIES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Türkiye' },
  { id: 2, name: 'Azerbaijan' },
  { id: 3, name: 'Germany' },
  { id: 4, name: 'Netherlands' },
  { id: 5, name: 'United Kingdom' },
  { id: 6, name: 'France' },
  { id: 7, name: 'Belgium' },
  { id: 8, name: 'Austria' },
  { id: 9, name: 'Switzerland' },
  { id: 10, name: 'Bulgaria' },
  { id: 11, name: 'Georgia' },
  { id: 12, name: 'Northern Cyprus' },
  { id: 13, name: 'Kazakhstan' },
  { id: 14, name: 'Sweden' },
  { id: 15, name: 'Denmark' },
];
