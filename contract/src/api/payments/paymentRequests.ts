import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { TransactionStatus } from '../../enums/enums';
import { moneySchema } from '../account/paging';
import { PaymentDirection } from './paymentMethods';
import { depositInstructionsSchema } from './depositInstructions';

export const paymentRequestSchema = v.object({
  id: v.number(),
  direction: v.picklist([PaymentDirection.Deposit, PaymentDirection.Withdraw]),
  /** The method's name as the operator shows it. */
  method: v.string(),
  amount: moneySchema,
  /** Spec §3 transaction status (Created 6, Pending 2, Confirmed 1, Rejected 4, Cancelled 5). */
  status: v.picklist(Object.values(TransactionStatus)),
  /** ISO 8601 UTC. */
  createdAt: v.string(),
  /** ISO 8601 UTC end of an unfinished deposit (it then expires), null when it has none. */
  expiresAt: v.optional(v.nullable(v.string())),
  /** Where to send a transfer deposit, until it is confirmed, rejected or expired (extension). */
  instructions: v.optional(v.nullable(depositInstructionsSchema)),
});
export type PaymentRequestInfo = v.InferOutput<typeof paymentRequestSchema>;

/** POST payment/requests {} (extension): the member's open requests (Created or Pending), newest first. */
export const paymentRequests = defineCall({
  method: 'POST',
  path: 'payment/requests',
  request: v.object({}),
  response: envelope(v.array(paymentRequestSchema)),
  extension: true,
});
