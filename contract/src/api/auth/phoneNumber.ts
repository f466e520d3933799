import { DEFAULTS, PHONE_MASK_DIGITS } from '../../constants/constants';

/**
 * The phone rule of registration and phone verification, one for the forms and the server
 * (ADR 0030). Spec §5 asks only 5 to 20 digits, so "12345" passed and an SMS went nowhere; the
 * site dials Turkey only (the fixed +90 prefix), so a number is the prefix and a Turkish national
 * number: ten digits, the first 2 to 5 (geographic and mobile) or 8 (850 and other services),
 * never 0 (that is the trunk prefix a player may type out of habit).
 */
const NATIONAL_PHONE_PATTERN = new RegExp(`^[2-58]\\d{${PHONE_MASK_DIGITS - 1}}$`);

/** The local part as typed behind the +90 prefix (the forms keep these digits). */
export function isNationalPhone(local: string): boolean {
  return NATIONAL_PHONE_PATTERN.test(local);
}

/** The number a request carries: the prefix, then the national number. */
export function isPhoneNumber(full: string): boolean {
  return full.startsWith(DEFAULTS.phonePrefix) && isNationalPhone(full.slice(DEFAULTS.phonePrefix.length));
}
