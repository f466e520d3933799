import type { ChangeEvent, Ref } from 'react';
import { DEFAULTS } from '@vitrin/contract';

// A tiny digit mask instead of a masking library: the member forms need only digit patterns
// ('000 000 00 00', '00-00-00', '00'), the form keeps digits only (so "digits only" holds by
// construction), and no dependency has to keep up with React 19. Payment fields use the server's
// own masks (spec §5, literals sent with the value): that is the payments remote's `applyMask`.

/** Spec §9: the phone behind the 90 prefix, 10 digits. */
export const PHONE_MASK = '000 000 00 00';
/** Spec §4/§9: the 6-digit SMS code. */
export const SMS_CODE_MASK = '00-00-00';

export function digitsOf(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Formats digits into a pattern of '0' slots and literal separators; extra digits are dropped. */
export function applyDigitMask(value: string, pattern: string): string {
  const digits = digitsOf(value);
  let out = '';
  let i = 0;
  for (const slot of pattern) {
    if (i >= digits.length) break;
    out += slot === '0' ? digits[i++] : slot;
  }
  return out;
}

/** A phone as the player reads it: the local digits behind the prefix, `+90 555 111 22 33`. */
export function displayPhone(local: string): string {
  return `+${DEFAULTS.phonePrefix} ${applyDigitMask(local, PHONE_MASK)}`;
}

/** How many digits a pattern holds. */
export function maskCapacity(pattern: string): number {
  return [...pattern].filter((c) => c === '0').length;
}

/** What a form library hands a controlled field (react-hook-form's `field` has this shape). */
export interface DigitFieldBinding {
  name: string;
  value: unknown;
  onChange: (digits: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
}

/**
 * The props that make a text field (MUI TextField) a masked digit field: it shows the digits
 * through `mask`, and the form keeps only the digits, at most as many as the mask holds. The caller
 * adds its label, error text and `inputMode: 'numeric'`; shared renders no field itself, so no
 * TextField joins every page's first load (it is the host's singleton entry).
 */
export function digitMaskProps(mask: string, field: DigitFieldBinding) {
  return {
    name: field.name,
    inputRef: field.ref,
    value: applyDigitMask(String(field.value ?? ''), mask),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(digitsOf(event.target.value).slice(0, maskCapacity(mask))),
    onBlur: field.onBlur,
  };
}
