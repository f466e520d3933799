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
  /** Deposit 1 or Withdraw 2 (the filter type's numbers). */
  type: v.picklist([FilterType.Deposit, FilterType.Withdraw]),
  /** Payment method name as the operator shows it (e.g. Papara). */
  method: v.string(),
  /** Positive amount, two decimals. */
  amount: moneySchema,
  /** Spec §3 transaction status. */
  status: v.picklist(Object.values(TransactionStatus)),
  /** ISO 8601 UTC. */
  createdAt: v.string(),
});
export type FinancialTransaction = v.InferOutput<typeof financialTransactionSchema>;

/** POST customer/financialhistory {filterType, from?, to?, skip, take} (extension), newest first. */
export const financialHistory = defineCall({
  method: 'POST',
  path: 'customer/financialhistory',
  request: financialHistoryRequestSchema,
  response: envelope(pageOf(financialTransactionSchema)),
  extension: true,
});
