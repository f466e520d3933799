// A tiny digit mask instead of a masking library: the member forms need only digit patterns
// ('000 000 00 00', '00-00-00', '00'), and this keeps React 19 compatibility in our hands.

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
    if (slot === '0') out += digits[i++];
    else out += slot;
  }
  return out;
}

/** How many digits a pattern holds. */
export function maskCapacity(pattern: string): number {
  return [...pattern].filter((c) => c === '0').length;
}

export const PHONE_PATTERN = '000 000 00 00';
export const SMS_CODE_PATTERN_MASK = '00-00-00';
