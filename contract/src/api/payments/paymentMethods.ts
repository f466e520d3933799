import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { PaymentMethod } from '../../enums/enums';
import { moneySchema } from '../account/paging';

/** Which way the money goes: Deposit 1, Withdraw 2 (the filter type's numbers, spec §3). */
export const PaymentDirection = { Deposit: 1, Withdraw: 2 } as const;
export type PaymentDirectionCode = (typeof PaymentDirection)[keyof typeof PaymentDirection];

export const paymentMethodsRequestSchema = v.object({
  direction: v.picklist([PaymentDirection.Deposit, PaymentDirection.Withdraw]),
});
export type PaymentMethodsRequest = v.InferOutput<typeof paymentMethodsRequestSchema>;

/** One method the operator offers; `id` and `type` are what payment/detail and the dialog take. */
export const paymentMethodSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  /** Spec §3 payment method (BankTransfer 1 … OtherMethods 20): groups the list. */
  type: v.picklist(Object.values(PaymentMethod)),
  name: v.string(),
  /** http(s) image address, or null for the method's letter. */
  logoUrl: v.nullable(v.string()),
  /** Limits as two-decimal strings, never floats. */
  minAmount: moneySchema,
  maxAmount: moneySchema,
  /** Fee in percent as a decimal string ("0.00" = free). */
  feePercent: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/)),
  /** Usual processing time in minutes; 0 = instant. */
  processingMinutes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** A few preset amounts for the amount field, two-decimal strings. */
  presets: v.array(moneySchema),
});
export type PaymentMethodInfo = v.InferOutput<typeof paymentMethodSchema>;

/** POST payment/methods {direction} (extension): the operator's methods for that direction. */
export const paymentMethods = defineCall({
  method: 'POST',
  path: 'payment/methods',
  request: paymentMethodsRequestSchema,
  response: envelope(v.array(paymentMethodSchema)),
  extension: true,
});
