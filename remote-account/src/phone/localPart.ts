import { DEFAULTS } from '@vitrin/contract';

/** The local part behind the 90 prefix (the server stores the whole number, e.g. 905551112233). */
export function localPart(phone: string | null): string {
  if (!phone) return '';
  return phone.startsWith(DEFAULTS.phonePrefix) ? phone.slice(DEFAULTS.phonePrefix.length) : phone;
}
