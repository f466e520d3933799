import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS } from './limitRules';
import { limitsStateSchema } from './responsibleLimits';

/** Which pending change to drop: a money limit's (kind and period) or the session time's. */
export const cancelPendingLimitRequestSchema = v.variant('kind', [
  v.object({ kind: v.picklist(MONEY_LIMIT_KINDS), period: v.picklist(LIMIT_PERIODS) }),
  v.object({ kind: v.literal('session') }),
]);
export type CancelPendingLimitRequest = v.InferOutput<typeof cancelPendingLimitRequestSchema>;

/** POST responsible/cancelpending (extension): the limit stays as it is now; data the limits after it. */
export const cancelPendingLimit = defineCall({
  method: 'POST',
  path: 'responsible/cancelpending',
  request: cancelPendingLimitRequestSchema,
  response: envelope(v.nullish(limitsStateSchema)),
  extension: true,
});
