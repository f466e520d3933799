import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { moneySchema } from '../account/paging';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS } from './limitRules';

/** An increase or removal waiting for its cooling-off to end: the value it will take (null: removed) and when (ISO, UTC). */
const pendingMoneySchema = v.object({ amount: v.nullable(moneySchema), from: v.string() });
const pendingMinutesSchema = v.object({ minutes: v.nullable(v.number()), from: v.string() });

/** One money limit as it stands now, with what is used of it in the current period. */
export const moneyLimitSchema = v.object({
  kind: v.picklist(MONEY_LIMIT_KINDS),
  period: v.picklist(LIMIT_PERIODS),
  /** null: no limit. */
  amount: v.nullable(moneySchema),
  used: moneySchema,
  /** null when there is no limit. */
  remaining: v.nullable(moneySchema),
  /** When the current period ends and `used` starts again from zero (ISO, UTC). */
  resetsAt: v.string(),
  pending: v.nullable(pendingMoneySchema),
});
export type MoneyLimit = v.InferOutput<typeof moneyLimitSchema>;

/** The member's limits: every kind × period (9 rows, in the order of the kinds and periods), the session time and the reality check. */
export const limitsStateSchema = v.object({
  limits: v.array(moneyLimitSchema),
  session: v.object({ minutes: v.nullable(v.number()), pending: v.nullable(pendingMinutesSchema) }),
  /** The reality check's interval in minutes; null: off. */
  realityCheckMinutes: v.nullable(v.number()),
});
export type LimitsState = v.InferOutput<typeof limitsStateSchema>;

/** GET responsible/limits (extension): the limits page's data. */
export const responsibleLimits = defineCall({
  method: 'GET',
  path: 'responsible/limits',
  request: v.object({}),
  response: envelope(v.nullish(limitsStateSchema)),
  extension: true,
});
