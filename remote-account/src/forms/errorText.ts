import { errorText } from '@vitrin/shared';
import type { AccountKey } from '../i18n';

type Translate = (key: AccountKey, params?: Record<string, string | number>) => string;

/** A rule's message code ('min:5') as the account's text in the active language (spec §5). */
export function accountErrorText(code: string | undefined, t: Translate): string | undefined {
  return errorText(code, t, 'account.validation');
}
