import { CURRENCY } from '@vitrin/contract';

// Made at the first amount shown, not when the module loads: a page's first Intl formatter loads
// the browser's locale data, a long task of its own on a phone, and a guest's first screen shows
// no amount (ADR 0068).
let formatter: Intl.NumberFormat | null = null;

/** Turkish lira with the symbol in front and tr-TR grouping, e.g. ₺1.234,50 (spec §9). */
export function formatMoney(amount: number): string {
  formatter ??= new Intl.NumberFormat(CURRENCY.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${CURRENCY.symbol}${formatter.format(amount)}`;
}

/**
 * A result with its sign in front, from the two-decimal string the API sends ("+₺12,50",
 * "−₺5,00", "₺0,00"): only shown, never added (a two-decimal string survives a double exactly).
 */
export function formatSignedMoney(amount: string): string {
  const value = Number(amount);
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatMoney(Math.abs(value))}`;
}
