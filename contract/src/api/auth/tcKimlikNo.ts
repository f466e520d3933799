/**
 * The T.C. kimlik numarası (Turkish national ID) rule, one for the registration form and the
 * server (extension of spec §5, which asks only 11 digits): 11 digits, the first not 0, the 10th
 * and 11th the number's check digits. '12345678901' passed before; it fails the 10th digit.
 */
export const TC_KIMLIK_PATTERN = /^[1-9]\d{10}$/;

/** The two check digits that follow the first nine. */
function checkDigits(nine: readonly number[]): [number, number] {
  const odd = nine[0]! + nine[2]! + nine[4]! + nine[6]! + nine[8]!;
  const even = nine[1]! + nine[3]! + nine[5]! + nine[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (nine.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return [tenth, eleventh];
}

export function isTcKimlikNo(value: string): boolean {
  if (!TC_KIMLIK_PATTERN.test(value)) return false;
  const digits = [...value].map(Number);
  const [tenth, eleventh] = checkDigits(digits.slice(0, 9));
  return digits[9] === tenth && digits[10] === eleventh;
}

/** A valid number from its first nine digits (the first not 0): for seeds and tests. */
export function completeTcKimlikNo(firstNine: string): string {
  if (!/^[1-9]\d{8}$/.test(firstNine)) throw new Error('completeTcKimlikNo takes nine digits, the first not 0');
  const [tenth, eleventh] = checkDigits([...firstNine].map(Number));
  return `${firstNine}${tenth}${eleventh}`;
}
