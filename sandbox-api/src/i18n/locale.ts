export type Locale = 'tr' | 'en';

/** x-locale picks the language; anything but en means tr (the spec's default). */
export function localeOf(header: unknown): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && value.toLowerCase().startsWith('en') ? 'en' : 'tr';
}
