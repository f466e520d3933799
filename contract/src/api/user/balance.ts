import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { moneySchema } from '../account/paging';

/**
 * GET user/balance, polled every 3000 ms while logged in. `balance` is spec §7's total (a JSON
 * number). Extension, optional so a backend without bonus money still fits: `real` and `bonus`
 * split the total, `withdrawable` is what a withdrawal may take now (real money not tied to an
 * unfinished wagering requirement), all exact two-decimal strings.
 */
export const balanceSchema = v.object({
  balance: v.number(),
  real: v.optional(moneySchema),
  bonus: v.optional(moneySchema),
  withdrawable: v.optional(moneySchema),
});
export type BalanceInfo = v.InferOutput<typeof balanceSchema>;

export const userBalance = defineCall({
  method: 'GET',
  path: 'user/balance',
  request: v.object({}),
  response: envelope(balanceSchema),
});
