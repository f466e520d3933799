import { CURRENCY } from '@vitrin/contract';

const formatter = new Intl.NumberFormat(CURRENCY.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Turkish lira with the symbol in front and tr-TR grouping, e.g. ₺1.234,50 (spec §9). */
export function formatMoney(amount: number): string {
  return `${CURRENCY.symbol}${formatter.format(amount)}`;
}
