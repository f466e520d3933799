/**
 * Folds text the way Turkish players type a game's name: case folding that knows İ/ı and
 * I/i, and ş ğ ü ö ç ı found from s g u o c i — so "sekerli" finds "Şekerli" and "BUYUK" finds
 * "Büyük". Both the text and the query go through it; the server folds the same way.
 */
const LETTERS: Record<string, string> = {
  ç: 'c', Ç: 'c', ğ: 'g', Ğ: 'g', ı: 'i', I: 'i', İ: 'i', i: 'i', ö: 'o', Ö: 'o', ş: 's', Ş: 's', ü: 'u', Ü: 'u',
};

export function foldTurkish(text: string): string {
  let out = '';
  for (const char of text) out += LETTERS[char] ?? char;
  // Other accents (é, â…) fold through NFD; what remains is lower-cased without locale surprises.
  return out.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** True when every word of the query appears in the name, folded. */
export function matchesGame(name: string, query: string): boolean {
  const folded = foldTurkish(name);
  return foldTurkish(query).split(' ').every((word) => folded.includes(word));
}
