import type { AccountKey } from '../i18n';

type Translate = (key: AccountKey, params?: Record<string, string | number>) => string;

/**
 * Form schemas carry message codes ('min:5'), not texts, so an error shows in the active language
 * and there is one message per error kind (spec §5).
 */
export function errorText(code: string | undefined, t: Translate): string | undefined {
  if (!code) return undefined;
  const [kind, n] = code.split(':');
  return t(`account.validation.${kind}` as AccountKey, n === undefined ? undefined : { n });
}
