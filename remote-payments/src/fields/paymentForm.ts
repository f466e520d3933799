import * as v from 'valibot';
import {
  fitsMask, isValidTrIban, passesLuhn, paymentFieldKind, safeText, type PaymentField, type PaymentFieldKind,
} from '@vitrin/contract';
import { formatMoney } from '@vitrin/shared';
import { DECIMAL_INPUT, compareDecimal, normaliseDecimal } from './decimal';
import { cardBrand } from './cardNumber';

/** The form keeps every value as text; names are positional so any server key is a safe name. */
export type PaymentFormValues = Record<string, string>;

export interface FormField {
  name: string;
  field: PaymentField;
  kind: PaymentFieldKind;
  /** Spec §5: Iban and CardNo fields get a paste button and their own checks. */
  special: 'iban' | 'card' | 'amount' | null;
}

export interface AmountLimits {
  minAmount: string;
  maxAmount: string;
}

const INT_MAX = 2_147_483_647n;

export function specialOf(key: string): FormField['special'] {
  if (/^iban$/i.test(key)) return 'iban';
  if (/^card[-_ ]?(no|number)$/i.test(key)) return 'card';
  if (/^amount$/i.test(key)) return 'amount';
  return null;
}

export function toFormFields(fields: PaymentField[]): FormField[] {
  return fields.map((field, index) => ({ name: `f${index}`, field, kind: paymentFieldKind(field), special: specialOf(field.key) }));
}

const wholeIn = (text: string, limit: bigint) => /^-?\d+$/.test(text) && BigInt(text) <= limit && BigInt(text) >= -limit - 1n;

/**
 * One valibot rule per field. Messages are codes ('required', 'min:₺50,00'), turned into the active
 * language where shown, so each error kind has one message (spec §5). Every field is required.
 */
function fieldRule({ field, kind, special }: FormField, limits: AmountLimits | undefined) {
  // safeText() first: the contract's rule for every text a request carries ('unsafeText').
  const checks: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [safeText(), v.minLength(1, 'required')];
  const mask = field.mask || null;
  if (mask) checks.push(v.check((text) => fitsMask(text, mask), 'mask'));
  if (kind === 'int') checks.push(v.check((text) => wholeIn(text.trim(), INT_MAX), 'integer'));
  if (kind === 'long') checks.push(v.check((text) => wholeIn(text.trim(), BigInt(Number.MAX_SAFE_INTEGER)), 'integer'));
  if (kind === 'decimal') checks.push(v.check((text) => DECIMAL_INPUT.test(text.trim()), 'decimal'));
  if (kind === 'datetime') checks.push(v.check((text) => !Number.isNaN(new Date(text).getTime()), 'date'));
  if (kind === 'bool') checks.push(v.picklist(['true', 'false'], 'required'));
  if (special === 'iban') checks.push(v.check(isValidTrIban, 'iban'));
  if (special === 'card') checks.push(v.check((text) => passesLuhn(text) && cardBrand(text) !== undefined, 'card'));
  if (special === 'amount' && limits && kind === 'decimal') {
    const readable = (text: string) => DECIMAL_INPUT.test(text.trim());
    checks.push(
      v.check((text) => !readable(text) || compareDecimal(text, limits.minAmount) >= 0, `min:${formatMoney(Number(limits.minAmount))}`),
      v.check((text) => !readable(text) || compareDecimal(text, limits.maxAmount) <= 0, `max:${formatMoney(Number(limits.maxAmount))}`),
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
        return [field.key, Number(normaliseDecimal(text))];
      case 'dropdown':
        return [field.key, NUMERIC.test(text) ? Number(text) : text];
      case 'bool':
        return [field.key, text === 'true'];
      default:
        return [field.key, text];
    }
  }));
}
