import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { DynamicFieldType } from '../../enums/enums';

export const paymentDetailRequestSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  type: v.pipe(v.number(), v.integer()),
});
export type PaymentDetailRequest = v.InferOutput<typeof paymentDetailRequestSchema>;

/** Spec §3 payment detail field: key, mask (nullable), objectType, option (nullable; a dropdown when present). */
export const paymentFieldSchema = v.object({
  key: v.pipe(v.string(), v.minLength(1)),
  /** Spec §5 mask syntax: `0` a digit, anything else a literal kept as typed (`00-00-00`). */
  mask: v.nullish(v.string()),
  /** A name (string, int, long, decimal, Bool, DateTime, dropdown) or the §3 dynamic field type number. */
  objectType: v.union([v.string(), v.number()]),
  option: v.nullish(v.array(v.object({ id: v.union([v.number(), v.string()]), name: v.string() }))),
});
export type PaymentField = v.InferOutput<typeof paymentFieldSchema>;

export type PaymentFieldKind = 'string' | 'int' | 'long' | 'decimal' | 'bool' | 'datetime' | 'dropdown';

const KIND_BY_CODE: Record<number, PaymentFieldKind> = {
  [DynamicFieldType.String]: 'string',
  [DynamicFieldType.Int]: 'int',
  [DynamicFieldType.Long]: 'long',
  [DynamicFieldType.Decimal]: 'decimal',
  [DynamicFieldType.Bool]: 'bool',
  [DynamicFieldType.DateTime]: 'datetime',
  [DynamicFieldType.Dropdown]: 'dropdown',
};

/** How a field is edited and sent: option present → dropdown (spec §3); unknown names read as string. */
export function paymentFieldKind(field: Pick<PaymentField, 'objectType' | 'option'>): PaymentFieldKind {
  if (field.option) return 'dropdown';
  if (typeof field.objectType === 'number') return KIND_BY_CODE[field.objectType] ?? 'string';
  const name = field.objectType.toLowerCase();
  return (Object.values(KIND_BY_CODE) as string[]).includes(name) ? (name as PaymentFieldKind) : 'string';
}

/** POST payment/detail {id, type} (spec §7): the fields of the method's form. */
export const paymentDetail = defineCall({
  method: 'POST',
  path: 'payment/detail',
  request: paymentDetailRequestSchema,
  response: envelope(v.nullish(v.array(paymentFieldSchema))),
});
