import * as v from 'valibot';
import { defineCall } from '../defineCall';
import { envelope } from '../envelope';
import { GameResultType } from '../../enums/enums';
import { dateRangeEntries, moneySchema, pageOf, pagingEntries, rangeInOrder } from './paging';

export const gameHistoryRequestSchema = v.pipe(
  v.object({ ...dateRangeEntries, ...pagingEntries }),
  v.forward(v.check((input) => rangeInOrder(input), 'The end date is before the start date'), ['to']),
);
export type GameHistoryRequest = v.InferInput<typeof gameHistoryRequestSchema>;

export const gameRoundSchema = v.object({
  id: v.number(),
  gameCode: v.string(),
  gameName: v.string(),
  provider: v.string(),
  /** Spec §3 game result type: Win 1, Bet 2. */
  resultType: v.picklist(Object.values(GameResultType)),
  /** Positive amount staked (Bet) or paid out (Win), two decimals. */
  amount: moneySchema,
  roundId: v.nullable(v.string()),
  createdAt: v.string(),
});
export type GameRound = v.InferOutput<typeof gameRoundSchema>;

/** POST customer/gamehistory {from?, to?, skip, take} (extension), newest first. */
export const gameHistory = defineCall({
  method: 'POST',
  path: 'customer/gamehistory',
  request: gameHistoryRequestSchema,
  response: envelope(pageOf(gameRoundSchema)),
  extension: true,
});
