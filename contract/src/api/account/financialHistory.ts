import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { FilterType, TransactionStatus } from '../../enums/enums';
import { dateRangeEntries, moneySchema, pageOf, pagingEntries, rangeInOrder } from './paging';

export const financialHistoryRequestSchema = v.pipe(
  v.object({
    /** Spec §3 filter type: All 0, Deposit 1, Withdraw 2. */
    filterType: v.picklist(Object.values(FilterType)),
    ...dateRangeEntries,
    ...pagingEntries,
  }),
  v.forward(v.check((input) => rangeInOrder(input), 'The end date is before the start date'), ['to']),
);
export type FinancialHistoryRequest = v.InferInput<typeof financialHistoryRequestSchema>;

export const financialTransactionSchema = v.object({
  id: v.number(),
  /** Deposit 1 or Withdraw 2 (the filter type's numbers): money in or money out. */
  type: v.picklist([FilterType.Deposit, FilterType.Withdraw]),
  /**
   * Extension: what moved the money. `payment` (absent means payment) is a deposit or withdrawal
   * request; `bonus` is a bonus credit (type Deposit) or a bonus cancelled by its terms (type
   * Withdraw), with the bonus's title as `method`. A client that does not know it shows a bonus as
   * a deposit or withdrawal by that title.
   */
  source: v.optional(v.picklist(['payment', 'bonus'])),
  /** Payment method name as the operator shows it (e.g. Papara); a bonus's title for a bonus. */
  method: v.string(),
  /** Positive amount, two decimals. */
  amount: moneySchema,
  /** Spec §3 transaction status. */
  status: v.picklist(Object.values(TransactionStatus)),
  /**
   * Extension: true on a deposit that ran out unpaid (status Cancelled: spec §3 has no Expired
   * status). A client that does not know it shows it as cancelled.
   */
  expired: v.optional(v.boolean()),
  /** ISO 8601 UTC. */
  createdAt: v.string(),
});
export type FinancialTransaction = v.InferOutput<typeof financialTransactionSchema>;

/**
 * POST customer/financialhistory {filterType, from?, to?, skip, take} (extension), newest first:
 * every movement of the member's money with its status now — deposits in any state (pending,
 * confirmed, rejected, cancelled, expired), withdrawals, and (filter All only) bonus credits and
 * cancellations.
 */
export const financialHistory = defineCall({
  method: 'POST',
  path: 'customer/financialhistory',
  request: financialHistoryRequestSchema,
  response: envelope(pageOf(financialTransactionSchema)),
  extension: true,
});
