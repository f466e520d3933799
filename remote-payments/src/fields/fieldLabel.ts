import type { PaymentsKey } from '../i18n';

type Translate = (key: PaymentsKey) => string;

/** The server names fields by key (spec §3); known keys get a label in the active language, others show as sent. */
export function fieldLabel(key: string, t: Translate): string {
  const labelKey = `payments.fieldName.${key}` as PaymentsKey;
  const text = t(labelKey);
  return text === labelKey ? key : text;
}
