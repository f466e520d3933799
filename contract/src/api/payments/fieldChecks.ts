// Checks of payment fields that client and server apply alike (spec §5), so a value
// the form accepts is one the server accepts.

/**
 * What a field is for, read from its key (spec §3 names fields by key): the fields that get their
 * own checks and browser hints. Client and server read keys the same way.
 */
export type PaymentFieldRole = 'amount' | 'iban' | 'card' | 'expiry' | 'cvv' | 'holder' | 'phone';

const ROLES: [RegExp, PaymentFieldRole][] = [
  [/^amount$/i, 'amount'],
  [/^iban$/i, 'iban'],
  [/^card[-_ ]?(no|number)$/i, 'card'],
  [/^(card[-_ ]?)?exp(iry|iration)?([-_ ]?date)?$/i, 'expiry'],
  [/^(cvv|cvc|cvv2|security[-_ ]?code)$/i, 'cvv'],
  [/^(account|card)[-_ ]?holder(name)?$/i, 'holder'],
  [/^phone(number)?$/i, 'phone'],
];

export function paymentFieldRole(key: string): PaymentFieldRole | null {
  return ROLES.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}

const isDigit = (c: string) => c >= '0' && c <= '9';

/** Spec §5 mask syntax: `0` a digit, anything else that literal; a value fits when it has the mask's exact shape. */
export function fitsMask(value: string, mask: string): boolean {
  return value.length === mask.length && [...mask].every((slot, i) => (slot === '0' ? isDigit(value[i]!) : value[i] === slot));
}

/** Spaces and dashes out, upper case: how a typed or pasted IBAN is read. */
export function normaliseIban(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * Why an IBAN is refused: 'foreign' when it is another country's (two letters other than TR; the
 * operator pays out to Turkish accounts only), 'invalid' when it is not a valid TR IBAN.
 */
export function ibanProblem(text: string): 'foreign' | 'invalid' | null {
  const iban = normaliseIban(text);
  if (/^[A-Z]{2}/.test(iban) && !iban.startsWith('TR')) return 'foreign';
  return isValidTrIban(iban) ? null : 'invalid';
}

/** A card expiry "MM/YY" whose month is 01–12. */
export function isValidCardExpiry(text: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  return Boolean(match) && Number(match![1]) >= 1 && Number(match![1]) <= 12;
}

/** A Turkish IBAN: TR, 26 characters, mod-97 = 1. */
export function isValidTrIban(text: string): boolean {
  const iban = normaliseIban(text);
  if (!/^TR\d{24}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** A card number (spaces allowed) of 12–19 digits passing the Luhn check. */
export function passesLuhn(text: string): boolean {
  const digits = text.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
