import { defineCall } from '../defineCall';
import { emptyEnvelope } from '../envelope';
import { paymentPayloadSchema } from './paymentPayload';

/**
 * POST payment/withdraw {id, target 'pay', detail} (spec §7). The amount is held at once and the
 * request stays Pending until the operator confirms or rejects it. An Idempotency-Key is required.
 */
export const withdraw = defineCall({
  method: 'POST',
  path: 'payment/withdraw',
  request: paymentPayloadSchema,
  response: emptyEnvelope,
});
