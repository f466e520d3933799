import type { Locale } from '../i18n/locale';

/**
 * Registration countries in both languages; Türkiye first (it is the form's default selection).
 * The table keeps the English name (the account details read it); auth/form answers in the
 * request's language, so a Turkish form lists "Almanya", not "Germany".
 */
export const COUNTRIES: readonly { id: number; name: string; tr: string }[] = [
  { id: 1, name: 'Türkiye', tr: 'Türkiye' },
  { id: 2, name: 'Azerbaijan', tr: 'Azerbaycan' },
  { id: 3, name: 'Germany', tr: 'Almanya' },
  { id: 4, name: 'Netherlands', tr: 'Hollanda' },
  { id: 5, name: 'United Kingdom', tr: 'Birleşik Krallık' },
  { id: 6, name: 'France', tr: 'Fransa' },
  { id: 7, name: 'Belgium', tr: 'Belçika' },
  { id: 8, name: 'Austria', tr: 'Avusturya' },
  { id: 9, name: 'Switzerland', tr: 'İsviçre' },
  { id: 10, name: 'Bulgaria', tr: 'Bulgaristan' },
  { id: 11, name: 'Georgia', tr: 'Gürcistan' },
  { id: 12, name: 'Northern Cyprus', tr: 'Kuzey Kıbrıs' },
  { id: 13, name: 'Kazakhstan', tr: 'Kazakistan' },
  { id: 14, name: 'Sweden', tr: 'İsveç' },
  { id: 15, name: 'Denmark', tr: 'Danimarka' },
];

const BY_ID = new Map(COUNTRIES.map((country) => [country.id, country]));

/** A country's name in a language; a row the seed does not know keeps its stored name. */
export function countryName(id: number, stored: string, locale: Locale): string {
  const known = BY_ID.get(id);
  if (!known) return stored;
  return locale === 'tr' ? known.tr : known.name;
}
