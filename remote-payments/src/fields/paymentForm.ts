import * as v from 'valibot';
import {
  fitsMask, ibanProblem, isValidCardExpiry, passesLuhn, paymentFieldKind, paymentFieldRole, readAmount, safeText,
  type PaymentField, type PaymentFieldKind, type PaymentFieldRole,
} from '@vitrin/contract';
import { formatMoney } from '@vitrin/shared';
import { compareDecimal } from './decimal';
import { cardBrand } from './cardNumber';

/** The form keeps every value as text; names are positional so any server key is a safe name. */
export type PaymentFormValues = Record<string, string>;

export interface FormField {
  name: string;
  field: PaymentField;
  kind: PaymentFieldKind;
  /** Spec §5: Iban and CardNo fields get a paste button and their own checks. */
  special: 'iban' | 'card' | 'amount' | null;
  /** What the field is for (contract's reading of its key): browser hints and the expiry check. */
  role: PaymentFieldRole | null;
  /** The browser's autofill hint (cc-number on a card form, name or cc-name for the holder). */
  autoComplete?: string;
}

/** Autofill hints (WHATWG autocomplete), so the browser offers the saved card, name or phone. */
function autoCompleteOf(role: PaymentFieldRole | null, cardForm: boolean): string | undefined {
  switch (role) {
    case 'card': return 'cc-number';
    case 'expiry': return 'cc-exp';
    case 'cvv': return 'cc-csc';
    case 'holder': return cardForm ? 'cc-name' : 'name';
    case 'phone': return 'tel-national';
    case 'amount': return 'transaction-amount';
    default: return undefined;
  }
}

export interface AmountLimits {
  minAmount: string;
  maxAmount: string;
  /** The message code of the upper limit: 'max' (the method's) or 'withdrawable' (the player's money). */
  maxCode?: 'max' | 'withdrawable';
}

const INT_MAX = 2_147_483_647n;

export function specialOf(key: string): FormField['special'] {
  const role = paymentFieldRole(key);
  return role === 'iban' || role === 'card' || role === 'amount' ? role : null;
}

export function toFormFields(fields: PaymentField[]): FormField[] {
  const cardForm = fields.some((field) => paymentFieldRole(field.key) === 'card');
  return fields.map((field, index) => {
    const role = paymentFieldRole(field.key);
    return { name: `f${index}`, field, kind: paymentFieldKind(field), special: specialOf(field.key), role, autoComplete: autoCompleteOf(role, cardForm) };
  });
}

const wholeIn = (text: string, limit: bigint) => /^-?\d+$/.test(text) && BigInt(text) <= limit && BigInt(text) >= -limit - 1n;

/**
 * One valibot rule per field. Messages are codes ('required', 'min:₺50,00'), turned into the active
 * language where shown, so each error kind has one message (spec §5). Every field is required.
 */
function fieldRule({ field, kind, special, role }: FormField, limits: AmountLimits | undefined) {
  // safeText() first: the contract's rule for every text a request carries ('unsafeText').
  const checks: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [safeText(), v.minLength(1, 'required')];
  const mask = field.mask || null;
  // Another country's IBAN is named as such before its shape is judged against the TR mask.
  if (special === 'iban') checks.push(v.check((text) => ibanProblem(text) !== 'foreign', 'ibanForeign'));
  if (mask) checks.push(v.check((text) => fitsMask(text, mask), 'mask'));
  if (kind === 'int') checks.push(v.check((text) => wholeIn(text.trim(), INT_MAX), 'integer'));
  if (kind === 'long') checks.push(v.check((text) => wholeIn(text.trim(), BigInt(Number.MAX_SAFE_INTEGER)), 'integer'));
  if (kind === 'decimal') checks.push(v.check((text) => readAmount(text) !== null, 'decimal'));
  if (kind === 'datetime') checks.push(v.check((text) => !Number.isNaN(new Date(text).getTime()), 'date'));
  if (kind === 'bool') checks.push(v.picklist(['true', 'false'], 'required'));
  if (special === 'iban') checks.push(v.check((text) => ibanProblem(text) === null, 'iban'));
  if (role === 'expiry') checks.push(v.check((text) => !fitsMask(text, mask ?? '00/00') || isValidCardExpiry(text), 'expiry'));
  if (special === 'card') checks.push(v.check((text) => passesLuhn(text) && cardBrand(text) !== undefined, 'card'));
  if (special === 'amount' && limits && kind === 'decimal') {
    const amount = (text: string) => readAmount(text);
    checks.push(
      v.check((text) => amount(text) === null || compareDecimal(amount(text)!, limits.minAmount) >= 0, `min:${formatMoney(Number(limits.minAmount))}`),
      v.check((text) => amount(text) === null || compareDecimal(amount(text)!, limits.maxAmount) <= 0, `${limits.maxCode ?? 'max'}:${formatMoney(Number(limits.maxAmount))}`),
    );
  }
  return v.pipe(v.string(), ...(checks as [v.PipeItem<string, string, v.BaseIssue<unknown>>]));
}

export function paymentFormSchema(formFields: FormField[], limits?: AmountLimits) {
  return v.object(Object.fromEntries(formFields.map((formField) => [formField.name, fieldRule(formField, limits)])));
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * Spec §3/§5: the detail map, key → value. Numeric types travel as numbers (a decimal is written
 * from the typed text, never computed); dropdown values as numbers when numeric; Bool as a boolean.
 */
export function toDetail(formFields: FormField[], values: PaymentFormValues): Record<string, string | number | boolean> {
  return Object.fromEntries(formFields.map(({ name, field, kind }) => {
    const text = (values[name] ?? '').trim();
    switch (kind) {
      case 'int':
      case 'long':
        return [field.key, Number(text)];
      case 'decimal':
        // Read as the site writes amounts ("1.000,50"), then sent as the §5 number of that exact text.
        return [field.key, Number(readAmount(text) ?? Number.NaN)];
      case 'dropdown':
        return [field.key, NUMERIC.test(text) ? Number(text) : text];
      case 'bool':
        return [field.key, text === 'true'];
      default:
        return [field.key, text];
    }
  }));
}
