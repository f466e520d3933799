import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';

/** Spec §7 POST transaction/topwinners {isLive, count} (the home card sends isLive false, count 40, §9). */
export const topWinnersRequestSchema = v.object({
  isLive: v.boolean(),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
});
export type TopWinnersRequest = v.InferOutput<typeof topWinnersRequestSchema>;

/** Spec §3 Top winner. amount is a decimal string ("1250.00"), never a float; name is already masked by the server. */
export const topWinnerSchema = v.looseObject({
  image: v.nullish(v.string()),
  game: v.string(),
  name: v.string(),
  amount: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/)),
  currencySymbol: v.string(),
});
export type TopWinner = v.InferOutput<typeof topWinnerSchema>;

export const topWinners = defineCall({
  method: 'POST',
  path: 'transaction/topwinners',
  request: topWinnersRequestSchema,
  response: envelope(v.array(topWinnerSchema)),
});
