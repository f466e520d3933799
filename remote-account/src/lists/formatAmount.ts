import { formatMoney } from '@vitrin/shared';

/**
 * Money arrives as a two-decimal string ("1250.50"); it is only formatted here, never added up,
 * and a two-decimal string survives the trip through a double exactly for display.
 */
export function formatAmount(amount: string): string {
  return formatMoney(Number(amount));
}
