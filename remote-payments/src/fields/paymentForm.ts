import * as v from 'valibot';
import {
  paymentFieldKind, paymentFieldRole, paymentFieldRule, readAmount, type PaymentField, type PaymentFieldKind, type PaymentFieldRole,
} from '@vitrin/contract';
import { formatMoney } from '@vitrin/shared';
import { compareDecimal } from './decimal';

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

/**
 * One valibot rule per field: the contract's rule (the one the server runs too) and, on the amount,
 * the method's limits. Messages are codes ('required', 'min:₺50,00'), turned into the active
 * language where shown, so each error kind has one message (spec §5).
 */
function fieldRule({ field, kind, special }: FormField, limits: AmountLimits | undefined) {
  const rule = paymentFieldRule(field);
  if (!(special === 'amount' && limits && kind === 'decimal')) return rule;
  const amount = (text: string) => readAmount(text);
  return v.pipe(
    rule,
    v.check((text) => amount(text) === null || compareDecimal(amount(text)!, limits.minAmount) >= 0, `min:${formatMoney(Number(limits.minAmount))}`),
    v.check((text) => amount(text) === null || compareDecimal(amount(text)!, limits.maxAmount) <= 0, `${limits.maxCode ?? 'max'}:${formatMoney(Number(limits.maxAmount))}`),
  );
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
