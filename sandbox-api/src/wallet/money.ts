/**
 * Money in the sandbox is exact (quality bar "Money is exact"): every money column is
 * NUMERIC(14, 2), the database does the arithmetic, and the server holds amounts as decimal
 * strings ('1250.50', '-3.00'). JavaScript numbers appear only where the wire format of spec §7
 * asks for a JSON number (`balance`), and only at that edge (`moneyJson`).
 */

/** The format every money value is read back with (through moneySql): plain, two decimals, no grouping ('0.10'). */
const MONEY_FORMAT = `'FM999999999990.00'`;

/** SQL that reads a NUMERIC money column as its exact text. */
export const moneySql = (column: string): string => `to_char(${column}, ${MONEY_FORMAT})`;

/** The largest amount a NUMERIC(14, 2) column holds, in cents. */
export const MAX_MONEY_CENTS = 99_999_999_999_999n;

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * An amount from a request as its canonical two-place string ('10.1' → '10.10'), or null when it is
 * not a non-negative decimal with at most two decimals and twelve whole digits. A JSON number is
 * read back as its shortest text (10.1 → '10.1'), which is what the sender wrote; an exponent form
 * (1e21, 1e-7), a sign, NaN or Infinity is refused. No float arithmetic happens on the way.
 */
export function parseMoney(value: unknown): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  if (!match) return null;
  return `${BigInt(match[1]!)}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/**
 * The largest balance or amount a money column can store, as SQL compares it: a credit whose
 * result would pass it is refused before the database raises "numeric field overflow" (a 500).
 */
export const MAX_MONEY = fromCents(MAX_MONEY_CENTS);

/** Signed cents of a two-place (or shorter) decimal string: '-3.5' → -350n. */
export function toCents(money: string): bigint {
  const negative = money.startsWith('-');
  const [whole = '0', fraction = ''] = money.replace(/^-/, '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** The two-place string of signed cents: -350n → '-3.50'. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * The JSON number of spec §7 for an exact decimal string, at the very edge of an answer. A
 * NUMERIC(14, 2) value has at most 14 significant digits; a double keeps 15, so the number's
 * shortest text (what JSON.stringify writes) is the same decimal, digit for digit:
 * '99999999.99' → 99999999.99, '0.30' → 0.3.
 */
export function moneyJson(money: string): number {
  return Number(money);
}
