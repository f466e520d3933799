/**
 * Exact bet arithmetic on decimal text (money rule: never float). Odds and money have two decimals;
 * a combination's odds are the product of its odds, cut (not rounded) to two decimals as books do,
 * and the potential win is stake × odds cut to the kuruş.
 */
const TWO_DECIMALS = /^\d{1,9}(\.\d{1,2})?$/;

function hundredths(text: string): bigint {
  if (!TWO_DECIMALS.test(text)) throw new Error(`Not a two-decimal amount: ${text}`);
  const [whole = '0', cents = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0'));
}

const decimal = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

export function totalOdds(odds: readonly string[]): string {
  let product = 100n;
  for (const odd of odds) product = (product * hundredths(odd)) / 100n;
  return decimal(product);
}

export function potentialWin(stake: string, odds: string): string {
  return decimal((hundredths(stake) * hundredths(odds)) / 100n);
}

/** A stake as typed: up to two decimals, between 1.00 and 10,000.00 (the demo book's limits). */
export function stakeProblem(stake: string): 'format' | 'min' | 'max' | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(stake)) return 'format';
  const value = hundredths(stake);
  if (value < 100n) return 'min';
  if (value > 1_000_000n) return 'max';
  return null;
}
