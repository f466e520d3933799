import {
  paymentAmountKey, paymentFieldProblem, paymentValueText, readAmount, type PaymentField, type PaymentFieldProblem,
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

/** The contract's problem codes as the server's sentences (spec §5: one message per kind). */
function problemText(problem: PaymentFieldProblem, field: PaymentField, locale: Locale): string {
  const name = { field: field.key };
  switch (problem) {
    case 'required': return paymentText(locale, 'required', name);
    case 'option': return paymentText(locale, 'badOption', name);
    case 'mask': return paymentText(locale, 'badMask', { ...name, mask: field.mask ?? '' });
    case 'ibanForeign': return paymentText(locale, 'foreignIban');
    case 'iban': return paymentText(locale, 'badIban');
    case 'card': return paymentText(locale, 'badCard');
    case 'expiry': return paymentText(locale, 'badExpiry');
    default: return paymentText(locale, 'badType', name);
  }
}

/** The contract's rule of the field (the one the payment form runs) on the value read back as text. */
function checkField(field: PaymentField, value: Value | undefined, locale: Locale): string | null {
  const text = paymentValueText(field, value);
  if (text === null) return paymentText(locale, 'badType', { field: field.key });
  const problem = paymentFieldProblem(field, text);
  return problem ? problemText(problem, field, locale) : null;
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
  // The amount field is found by its role, as the form finds it: a method may spell it "amount".
  const amountKey = paymentAmountKey(method.fields) ?? 'Amount';
  const amount = moneyOf(detail[amountKey]);
  if (!amount) return { ok: false, message: paymentText(locale, 'badType', { field: amountKey }) };
  if (toCents(amount) < toCents(method.minAmount)) return { ok: false, message: paymentText(locale, 'belowMin', { amount: lira(method.minAmount) }) };
  if (toCents(amount) > toCents(method.maxAmount)) return { ok: false, message: paymentText(locale, 'aboveMax', { amount: lira(method.maxAmount) }) };
  return { ok: true, amount, detail };
}
