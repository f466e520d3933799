/**
 * Folds text the way Turkish players type a search: İ, I, ı and i are one letter, and
 * ş ğ ü ö ç are found from s g u o c; accents and punctuation do not matter. Applied to the game
 * names and to the query alike, so "sekerli" finds "Şekerli" and "ISIKLI" finds "Işıklı".
 */
export function foldSearch(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * How well a game (its folded name, and name with studio) matches a folded query: 0 the whole name, 1 its start, 2 a word's start,
 * 3 every query word inside it; null when it does not match.
 */
export function matchRank(name: string, withStudio: string, query: string): number | null {
  if (!query) return 3;
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  return query.split(' ').every((word) => withStudio.includes(word)) ? 3 : null;
}
