import { fitsMask, paymentFieldKind, paymentFieldRole } from '@vitrin/contract';
import type { PaymentField } from '@vitrin/contract';

type Value = string | number | boolean;

/** Spec §5 mask syntax: `0` a digit, anything else that literal; `digits` fill the digit slots in turn. */
function fillMask(mask: string, digits: string): string {
  let next = 0;
  return [...mask].map((slot) => (slot === '0' ? digits[next++ % digits.length] : slot)).join('');
}

/** Values a real player would type for a field of this role, in the shapes forms accept. */
const TYPED: Record<string, string[]> = {
  iban: ['TR330006100519786457841326', 'TR33 0006 1005 1978 6457 8413 26'],
  card: ['4111111111111111', '4111 1111 1111 1111'],
  expiry: ['12/30'],
  cvv: ['123'],
  holder: ['Ada Yilmaz'],
  phone: ['905321234567', '5321234567'],
};

/**
 * A value the method's own form would accept for `field` (the backend's payment/detail answer):
 * the amount is the method's minimum, a dropdown its first option, a mask filled in.
 */
export function fieldValue(field: PaymentField, minAmount: string): Value {
  const kind = paymentFieldKind(field);
  const role = paymentFieldRole(field.key);
  if (role === 'amount') return kind === 'string' ? minAmount : Number(minAmount);
  if (kind === 'dropdown') {
    const id = field.option?.[0]?.id ?? '';
    return typeof id === 'number' ? id : String(id);
  }
  if (kind === 'int' || kind === 'long') return field.mask ? Number(fillMask(field.mask, '1')) : 1;
  if (kind === 'decimal') return 1;
  if (kind === 'bool') return true;
  if (kind === 'datetime') return new Date().toISOString();
  const typed = (role && TYPED[role]) || [];
  const mask = field.mask;
  if (!mask) return typed[0] ?? 'conformance';
  const fitting = typed.find((value) => fitsMask(value, mask));
  if (fitting) return fitting;
  // A masked field with no typed value of its shape: the digits of the first typed value, or 1s.
  const digits = (typed[0] ?? '').replace(/\D/g, '') || '1';
  return fillMask(mask, digits);
}

/** The detail of a submission every field of which the form accepts. */
export function paymentDetailFor(fields: readonly PaymentField[], minAmount: string): Record<string, Value> {
  return Object.fromEntries(fields.map((field) => [field.key, fieldValue(field, minAmount)]));
}
