import type { PaymentField } from '@vitrin/contract';
import type { PaymentsKey } from '../i18n';

type Translate = (key: PaymentsKey, params?: Record<string, string | number>) => string;

/** Schema messages are codes ('min:₺50,00'); shown in the active language, one per kind (spec §5). */
export function errorText(code: string | undefined, field: PaymentField, t: Translate): string | undefined {
  if (!code) return undefined;
  const at = code.indexOf(':');
  const kind = at < 0 ? code : code.slice(0, at);
  const n = at < 0 ? '' : code.slice(at + 1);
  return t(`payments.validation.${kind}` as PaymentsKey, { n, mask: field.mask ?? '' });
}
