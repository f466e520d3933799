// The rules of one payment field, written once: the payment form runs them on what the player
// typed, the server on the detail map it receives (after reading each typed value back as the
// text the form had). A value one end accepts is one the other accepts.
import * as v from 'valibot';
import { safeText } from '../text';
import { readAmount } from './amountText';
import { fitsMask, ibanProblem, isValidCardExpiry, passesLuhn, paymentFieldRole } from './fieldChecks';
import { paymentFieldKind, type PaymentField } from './paymentDetail';

/** Why a field's value is refused: the message code each end turns into its own sentence. */
export type PaymentFieldProblem =
  | 'required' | 'unsafeText' | 'tooLong' | 'ibanForeign' | 'mask' | 'integer' | 'decimal' | 'date'
  | 'option' | 'iban' | 'expiry' | 'card';

/** The longest text a field carries: longer is no value a player types, and the server stores none. */
export const PAYMENT_FIELD_MAX_LENGTH = 200;

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Troy';

/** The brand of a card number from its first digits, or undefined when it is none the operator takes. */
export function cardBrand(text: string): CardBrand | undefined {
  const digits = text.replace(/\D+/g, '');
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^9792/.test(digits)) return 'Troy';
  return undefined;
}

/** A card number the operator can charge: Luhn passes and the brand is one it takes. */
export function isPaymentCard(text: string): boolean {
  return passesLuhn(text) && cardBrand(text) !== undefined;
}

const INT_MAX = 2_147_483_647n;
const wholeIn = (text: string, limit: bigint) => /^-?\d+$/.test(text) && BigInt(text) <= limit && BigInt(text) >= -limit - 1n;

type Check = v.PipeItem<string, string, v.BaseIssue<unknown>>;
const check = (test: (text: string) => boolean, problem: PaymentFieldProblem): Check => v.check(test, problem);

/**
 * The valibot rule of one field over its text. Messages are PaymentFieldProblem codes; every field
 * is required. Ordered so the first problem is the one to show (another country's IBAN is named as
 * such before its shape is judged against the TR mask).
 */
export function paymentFieldRule(field: PaymentField) {
  const kind = paymentFieldKind(field);
  const role = paymentFieldRole(field.key);
  const mask = field.mask || null;
  const checks: Check[] = [safeText(), check((text) => text.length > 0, 'required'), check((text) => text.length <= PAYMENT_FIELD_MAX_LENGTH, 'tooLong')];
  if (role === 'iban') checks.push(check((text) => ibanProblem(text) !== 'foreign', 'ibanForeign'));
  if (mask) checks.push(check((text) => fitsMask(text, mask), 'mask'));
  if (kind === 'int') checks.push(check((text) => wholeIn(text.trim(), INT_MAX), 'integer'));
  if (kind === 'long') checks.push(check((text) => wholeIn(text.trim(), BigInt(Number.MAX_SAFE_INTEGER)), 'integer'));
  if (kind === 'decimal') checks.push(check((text) => readAmount(text) !== null, 'decimal'));
  if (kind === 'datetime') checks.push(check((text) => !Number.isNaN(new Date(text).getTime()), 'date'));
  if (kind === 'bool') checks.push(check((text) => text === 'true' || text === 'false', 'required'));
  if (kind === 'dropdown') checks.push(check((text) => (field.option ?? []).some((option) => String(option.id) === text), 'option'));
  if (role === 'iban') checks.push(check((text) => ibanProblem(text) === null, 'iban'));
  // A malformed expiry is the mask's problem when there is one; the month is judged on the right shape.
  if (role === 'expiry') checks.push(check((text) => (mask !== null && !fitsMask(text, mask)) || isValidCardExpiry(text), 'expiry'));
  if (role === 'card') checks.push(check(isPaymentCard, 'card'));
  return v.pipe(v.string(), ...(checks as [Check]));
}

/** The first problem of a field's text, or null when the rule accepts it. */
export function paymentFieldProblem(field: PaymentField, text: string): PaymentFieldProblem | null {
  const result = v.safeParse(paymentFieldRule(field), text);
  return result.success ? null : (result.issues[0].message as PaymentFieldProblem);
}

/**
 * A detail map's value read back as the text the form had (spec §5: numbers travel as JSON numbers,
 * Bool as a boolean), or null when its JSON type is not the field's. A whole number under a mask is
 * padded back to the mask's width, since the number lost its leading zeros on the way.
 */
export function paymentValueText(field: PaymentField, value: unknown): string | null {
  const kind = paymentFieldKind(field);
  if (value === undefined || value === null || value === '') return '';
  if (kind === 'int' || kind === 'long') {
    return typeof value === 'number' ? String(value).padStart(field.mask?.length ?? 0, '0') : null;
  }
  // A JSON number is read as plain digits with at most two decimals ("123.456" would read as a
  // grouped thousand in the form's text); a string as the form reads it.
  if (kind === 'decimal') {
    if (typeof value === 'string') return value;
    return typeof value === 'number' && /^\d+(\.\d{1,2})?$/.test(String(value)) ? String(value) : null;
  }
  if (kind === 'bool') return typeof value === 'boolean' ? String(value) : null;
  if (kind === 'dropdown') return typeof value === 'number' || typeof value === 'string' ? String(value) : null;
  return typeof value === 'string' ? value : null;
}

/** The key of the method's amount field, matched the way every field's role is (case-insensitively). */
export function paymentAmountKey(fields: readonly PaymentField[]): string | undefined {
  return fields.find((field) => paymentFieldRole(field.key) === 'amount')?.key;
}
