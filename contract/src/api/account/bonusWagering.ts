import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { moneySchema } from './paging';

/**
 * One bonus credited to the member with a wagering requirement: its money stays bonus money (not
 * withdrawable) until bets of `wagerRequired` have been placed. Status: active (being wagered),
 * completed (now real money), forfeited (cancelled by a withdrawal, as its terms say), lost (spent).
 */
export const bonusWagerSchema = v.object({
  id: v.number(),
  /** The bonus's code ('trial', 'first-deposit', …) and its title in the request's language. */
  code: v.string(),
  title: v.string(),
  amount: moneySchema,
  /** The bonus money still tied to this bonus. */
  locked: moneySchema,
  wagerRequired: moneySchema,
  wagered: moneySchema,
  /** Whether a withdrawal before the wagering is done cancels this bonus. */
  forfeitOnWithdrawal: v.boolean(),
  status: v.picklist(['active', 'completed', 'forfeited', 'lost']),
  /** ISO 8601 UTC. */
  createdAt: v.string(),
});
export type BonusWager = v.InferOutput<typeof bonusWagerSchema>;

/** POST bonus/wagering {} (extension): the member's bonuses with their wagering progress, newest first. */
export const bonusWagering = defineCall({
  method: 'POST',
  path: 'bonus/wagering',
  request: v.object({}),
  response: envelope(v.array(bonusWagerSchema)),
  extension: true,
});
