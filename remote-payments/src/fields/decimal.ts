// Money is exact (quality bar): amounts are compared as integers of cents, never as floats.

/** A typed amount: digits, optionally a comma or dot and at most two decimals. */
export const DECIMAL_INPUT = /^\d+([.,]\d{1,2})?$/;

/** "1.234,5" style input is not accepted; "150,5" → "150.5" (the separator a Turkish keyboard types). */
export function normaliseDecimal(text: string): string {
  return text.trim().replace(',', '.');
}

function cents(value: string): bigint {
  const [whole = '0', fraction = ''] = normaliseDecimal(value).split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
}

/** -1, 0 or 1 as a < b, a = b, a > b, exactly. */
export function compareDecimal(a: string, b: string): number {
  const x = cents(a);
  const y = cents(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
