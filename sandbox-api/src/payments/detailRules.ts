import {
  fitsMask, ibanProblem, isValidCardExpiry, passesLuhn, paymentFieldKind, paymentFieldRole, readAmount, type PaymentField,
} from '@vitrin/contract';
import type { Locale } from '../i18n/locale';
import { lira } from '../account/accountMessages';
import type { CatalogueMethod } from './paymentCatalogue';
import { paymentText } from './paymentMessages';
import { parseMoney, toCents } from '../wallet/money';

type Value = string | number | boolean;
export type DetailCheck = { ok: true; amount: string; detail: Record<string, Value> } | { ok: false; message: string };

/**
 * A decimal field's exact two-place text: spec §5's JSON number read back as its shortest text, or
 * a string read the way the form reads it (the contract's readAmount: "1.000,50", "1,000.50").
 */
function moneyOf(value: Value | undefined): string | null {
  if (typeof value === 'number') return parseMoney(value);
  if (typeof value === 'string') {
    const amount = readAmount(value);
    return amount === null ? null : parseMoney(amount);
  }
  return null;
}

function checkField(field: PaymentField, value: Value | undefined, locale: Locale): string | null {
  const name = { field: field.key };
  if (value === undefined || value === '' || value === null) return paymentText(locale, 'required', name);
  const kind = paymentFieldKind(field);
  if (kind === 'dropdown') {
    const known = (field.option ?? []).some((option) => String(option.id) === String(value));
    return known ? null : paymentText(locale, 'badOption', name);
  }
  if (kind === 'int' || kind === 'long') {
    const whole = typeof value === 'number' && Number.isSafeInteger(value) && (kind === 'long' || Math.abs(value) <= 2_147_483_647);
    if (!whole) return paymentText(locale, 'badType', name);
    return field.mask && !fitsMask(String(value).padStart(field.mask.length, '0'), field.mask) ? paymentText(locale, 'badMask', { ...name, mask: field.mask }) : null;
  }
  if (kind === 'decimal') return moneyOf(value) ? null : paymentText(locale, 'badType', name);
  if (kind === 'bool') return typeof value === 'boolean' ? null : paymentText(locale, 'badType', name);
  if (typeof value !== 'string') return paymentText(locale, 'badType', name);
  if (kind === 'datetime') return Number.isNaN(new Date(value).getTime()) ? paymentText(locale, 'badType', name) : null;
  const role = paymentFieldRole(field.key);
  // Another country's IBAN is named as such before its shape is judged against the TR mask.
  if (role === 'iban' && ibanProblem(value) === 'foreign') return paymentText(locale, 'foreignIban');
  if (field.mask && !fitsMask(value, field.mask)) return paymentText(locale, 'badMask', { ...name, mask: field.mask });
  if (role === 'iban' && ibanProblem(value)) return paymentText(locale, 'badIban');
  if (role === 'card' && !passesLuhn(value)) return paymentText(locale, 'badCard');
  if (role === 'expiry' && !isValidCardExpiry(value)) return paymentText(locale, 'badExpiry');
  if (value.length > 200) return paymentText(locale, 'badType', name);
  return null;
}

/** Every rule of the method's form, server-side: required, types, masks, IBAN, Luhn, limits. */
export function checkDetail(method: CatalogueMethod, detail: Record<string, Value>, locale: Locale): DetailCheck {
  const unknown = Object.keys(detail).find((key) => !method.fields.some((f) => f.key === key));
  if (unknown) return { ok: false, message: paymentText(locale, 'unknownField', { field: unknown }) };
  for (const field of method.fields) {
    const problem = checkField(field, detail[field.key], locale);
    if (problem) return { ok: false, message: problem };
  }
  // The amount as its exact two-place text (a JSON number read back as its shortest text); compared in cents.
  const amount = moneyOf(detail.Amount);
  if (!amount) return { ok: false, message: paymentText(locale, 'badType', { field: 'Amount' }) };
  if (toCents(amount) < toCents(method.minAmount)) return { ok: false, message: paymentText(locale, 'belowMin', { amount: lira(method.minAmount) }) };
  if (toCents(amount) > toCents(method.maxAmount)) return { ok: false, message: paymentText(locale, 'aboveMax', { amount: lira(method.maxAmount) }) };
  return { ok: true, amount, detail };
}
