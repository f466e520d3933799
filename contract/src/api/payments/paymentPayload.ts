import * as v from 'valibot';
import { text } from '../text';

/**
 * Spec §3 withdraw and deposit payload: id, target 'pay', detail (key → value). Numeric fields
 * travel as numbers (§5): a decimal like 150.25 is written by the client from the typed text and
 * read back by the server as that text (String(n)), never summed as a float.
 */
export const paymentPayloadSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  target: v.literal('pay'),
  detail: v.record(text(), v.union([text(), v.number(), v.boolean()])),
});
export type PaymentPayload = v.InferOutput<typeof paymentPayloadSchema>;
