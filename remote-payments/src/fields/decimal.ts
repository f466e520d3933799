// Money is exact (quality bar): amounts are compared as integers of cents, never as floats.

/** Cents of a plain decimal string ('150.5', '50.00'), as readAmount writes and the server sends. */
function cents(value: string): bigint {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
}

/** -1, 0 or 1 as a < b, a = b, a > b, exactly. */
export function compareDecimal(a: string, b: string): number {
  const x = cents(a);
  const y = cents(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
