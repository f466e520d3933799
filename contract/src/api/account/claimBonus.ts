import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { emptyEnvelope } from '../envelope';

export const claimBonusRequestSchema = v.object({ bonusId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type ClaimBonusRequest = v.InferOutput<typeof claimBonusRequestSchema>;

/**
 * POST bonus/claim {bonusId} (extension). An Idempotency-Key is required: a repeated claim never
 * credits twice. message says what happened (or why not).
 */
export const claimBonus = defineCall({
  method: 'POST',
  path: 'bonus/claim',
  request: claimBonusRequestSchema,
  response: emptyEnvelope,
  extension: true,
});
