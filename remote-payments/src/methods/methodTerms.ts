import type { PaymentsKey } from '../i18n';

/**
 * The usual processing time in the largest whole unit: 1440 minutes read "1 day", 60 "~1 hour";
 * anything else stays in minutes. Returns the text's key and its number.
 */
export function processingTime(minutes: number): { key: PaymentsKey; n: number } {
  if (minutes === 0) return { key: 'payments.methods.instant', n: 0 };
  if (minutes % 1440 === 0) return { key: minutes === 1440 ? 'payments.methods.day' : 'payments.methods.days', n: minutes / 1440 };
  if (minutes % 60 === 0) return { key: minutes === 60 ? 'payments.methods.hour' : 'payments.methods.hours', n: minutes / 60 };
  return { key: 'payments.methods.minutes', n: minutes };
}

/** A fee in percent as the language writes it: Turkish "2,5", English "2.5"; no trailing zeros ("1.00" → "1"). */
export function feeText(feePercent: string, language: string): string {
  const plain = feePercent.includes('.') ? feePercent.replace(/0+$/, '').replace(/\.$/, '') : feePercent;
  return language === 'en' ? plain : plain.replace('.', ',');
}
