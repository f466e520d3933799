import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS, limitAmountSchema, sessionMinutesSchema } from './limitRules';
import { limitsStateSchema } from './responsibleLimits';

/**
 * A money limit (amount typed as the site shows money; null removes it) or the session-time limit
 * (minutes; null removes it). A decrease applies at once; an increase or a removal after
 * LIMIT_INCREASE_DELAY_HOURS, as a pending change the member can cancel.
 */
export const setLimitRequestSchema = v.variant('kind', [
  v.object({ kind: v.picklist(MONEY_LIMIT_KINDS), period: v.picklist(LIMIT_PERIODS), amount: v.nullable(limitAmountSchema) }),
  v.object({ kind: v.literal('session'), minutes: v.nullable(sessionMinutesSchema) }),
]);
export type SetLimitRequest = v.InferOutput<typeof setLimitRequestSchema>;

/** POST responsible/setlimit (extension): message says whether it applies now or from when; data the limits after it. */
export const setLimit = defineCall({
  method: 'POST',
  path: 'responsible/setlimit',
  request: setLimitRequestSchema,
  response: envelope(v.nullish(limitsStateSchema)),
  extension: true,
});
