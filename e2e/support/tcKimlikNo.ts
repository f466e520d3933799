/**
 * A random valid T.C. kimlik numarası: nine digits (the first not 0) and their two check digits,
 * the rule of contract/src/api/auth/tcKimlikNo.ts that the form and the sandbox apply.
 */
export function randomTcKimlikNo(): string {
  const nine = [1 + Math.floor(Math.random() * 9), ...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10))];
  const odd = nine[0]! + nine[2]! + nine[4]! + nine[6]! + nine[8]!;
  const even = nine[1]! + nine[3]! + nine[5]! + nine[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (nine.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return `${nine.join('')}${tenth}${eleventh}`;
}
