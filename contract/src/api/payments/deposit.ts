import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { paymentPayloadSchema } from './paymentPayload';

/**
 * POST payment/deposit {id, target 'pay', detail} (spec §7). data is a link (an http(s) address of
 * the provider's page, opened in a new tab), deposit instructions (extension, see
 * depositInstructions.ts: where to send a bank or crypto transfer), or anything else (then the
 * message is shown), §4.
 * An Idempotency-Key is required (one per submission; the sandbox refuses a request without one):
 * a repeated key returns the first answer and never a second request.
 */
export const deposit = defineCall({
  method: 'POST',
  path: 'payment/deposit',
  request: paymentPayloadSchema,
  response: v.object({ success: v.boolean(), message: v.nullish(v.string()), data: v.optional(v.unknown()) }),
});
