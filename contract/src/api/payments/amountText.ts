// How a typed or pasted amount is read, by the payment form and by the server alike, so what the
// site itself displays is accepted in either language: "1.000", "1.000,50", "₺1.500,00",
// "1 500", "1,000.50", "150,5", "150.50".

/** The currency marks a pasted amount may carry; they are dropped before reading. */
const CURRENCY_MARKS = /₺|\bTL\b|\bTRY\b/giu;
/** Any space, including the no-break and narrow spaces Intl writes between groups. */
const SPACES = /[\s\u00a0\u202f\u2009]+/gu;
const GROUPED = (separator: string) => new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`);

function wholeAndFraction(text: string): [string, string] | null {
  if (!/^[\d.,]+$/.test(text) || !/^\d/.test(text)) return null;
  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  if (dots === 0 && commas === 0) return [text, ''];
  if (dots > 0 && commas > 0) {
    // Both marks: the last one is the decimal mark, the other groups thousands.
    const decimalAt = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
    const group = text[decimalAt] === '.' ? ',' : '.';
    const whole = text.slice(0, decimalAt);
    if (whole.includes(text[decimalAt]!) || !GROUPED(group).test(whole)) return null;
    return [whole.split(group).join(''), text.slice(decimalAt + 1)];
  }
  const mark = dots > 0 ? '.' : ',';
  if (dots + commas > 1) return GROUPED(mark).test(text) ? [text.split(mark).join(''), ''] : null;
  // One mark. Money has at most two decimals, so three digits after it can only be a thousands
  // group ("1.000" in Turkish, "1,000" in English); one or two digits are decimals.
  const [whole = '', after = ''] = text.split(mark);
  if (after.length === 0) return null;
  if (after.length === 3) return whole.length <= 3 ? [whole + after, ''] : null;
  return [whole, after];
}

/**
 * The amount as a plain decimal string with two places ('1000.50'), or null when the text is not
 * an amount of at most two decimals. Never goes through a float.
 */
export function readAmount(text: string): string | null {
  const clean = text.replace(CURRENCY_MARKS, '').replace(SPACES, '');
  const parts = wholeAndFraction(clean);
  if (!parts) return null;
  const [whole, fraction] = parts;
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) return null;
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/**
 * A plain two-place amount ('1000.50') written the way the active language writes it, for the
 * field's preset amounts: Turkish "1.000,50", English "1,000.50". readAmount reads both back.
 */
export function writeAmount(amount: string, language: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const [group, decimal] = language === 'en' ? [',', '.'] : ['.', ','];
  return `${whole.replace(/\B(?=(\d{3})+$)/g, group)}${decimal}${fraction.padEnd(2, '0').slice(0, 2)}`;
}
