import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { ProcessStatus } from '../../enums/enums';
import { moneySchema, pageOf, pagingEntries } from './paging';

export const bonusHistoryRequestSchema = v.object({ ...pagingEntries });
export type BonusHistoryRequest = v.InferInput<typeof bonusHistoryRequestSchema>;

export const bonusClaimSchema = v.object({
  id: v.number(),
  title: v.string(),
  amount: moneySchema,
  /** Spec §3 process status: Processing 1, Completed 2, Cancelled 3, Expired 4. */
  status: v.picklist(Object.values(ProcessStatus)),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type BonusClaim = v.InferOutput<typeof bonusClaimSchema>;

/** POST bonus/history {skip, take} (extension), newest first. */
export const bonusHistory = defineCall({
  method: 'POST',
  path: 'bonus/history',
  request: bonusHistoryRequestSchema,
  response: envelope(pageOf(bonusClaimSchema)),
  extension: true,
});
