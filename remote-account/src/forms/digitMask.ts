// A tiny digit mask: the member forms need only digit patterns ('000 000 00 00', '00-00-00').

export function digitsOf(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Formats digits into a pattern of '0' slots and literal separators; extra digits are dropped. */
export function applyDigitMask(value: string, pattern: string): string {
  const digits = digitsOf(value);
  let out = '';
  let i = 0;
  for (const slot of pattern) {
    if (i >= digits.length) break;
    out += slot === '0' ? digits[i++] : slot;
  }
  return out;
}

export function maskCapacity(pattern: string): number {
  return [...pattern].filter((c) => c === '0').length;
}

/** Spec §9: phone mask of 10 digits behind the 90 prefix; SMS code mask 00-00-00. */
export const PHONE_MASK = '000 000 00 00';
export const SMS_CODE_MASK = '00-00-00';
