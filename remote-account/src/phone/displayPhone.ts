import { DEFAULTS } from '@vitrin/contract';
import { applyDigitMask, PHONE_MASK } from '@vitrin/shared';

/** The local part behind the 90 prefix (the server stores the whole number, e.g. 905551112233). */
export function localPart(phone: string | null): string {
  if (!phone) return '';
  return phone.startsWith(DEFAULTS.phonePrefix) ? phone.slice(DEFAULTS.phonePrefix.length) : phone;
}

/** +90 555 111 22 33 */
export function displayPhone(local: string): string {
  return `+${DEFAULTS.phonePrefix} ${applyDigitMask(local, PHONE_MASK)}`;
}
