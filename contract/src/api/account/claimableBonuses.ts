import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { moneySchema } from './paging';

export const claimableBonusSchema = v.object({
  id: v.number(),
  /**
   * Extension: which offer it is (`trial` is the sign-up's trial bonus, offered until claimed or
   * ended; others are the operator's codes). A client that does not know it ignores it.
   */
  code: v.optional(v.string()),
  title: v.string(),
  /** Terms as HTML from the server: untrusted, the client sanitises it. */
  html: v.string(),
  /** What a claim credits, two decimals. */
  amount: moneySchema,
  /** Whether the member meets the conditions now; when not, `reason` says why. */
  claimable: v.boolean(),
  reason: v.nullable(v.string()),
  /** Extension: what an offer not claimable yet waits for that the member can do (a deposit, a verified phone). */
  needs: v.optional(v.nullable(v.picklist(['deposit', 'phone']))),
  /** ISO 8601 UTC, or null when the offer does not expire. */
  expiresAt: v.nullable(v.string()),
});
export type ClaimableBonus = v.InferOutput<typeof claimableBonusSchema>;

/** POST bonus/available {} (extension): the offers of /dashboard/claim-bonus (label Bonus Talep). */
export const claimableBonuses = defineCall({
  method: 'POST',
  path: 'bonus/available',
  request: v.object({}),
  response: envelope(v.array(claimableBonusSchema)),
  extension: true,
});
