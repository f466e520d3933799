import type { BetRow } from './betStore';
import type { Book } from './tokenStore';

const PROVIDER: Record<Book, string> = { betsy: 'Betsy Sportsbook', betco: 'Betco E-sports' };

/**
 * How a bet shows in the account's game history (spec §3 game result type: the stake as a Bet,
 * a win as a Win, under one round id): the wallet entry's reference, as the casino writes it.
 */
export function roundReference(bet: Pick<BetRow, 'id' | 'book'>, gameName: string) {
  return { gameCode: `sportsbook-${bet.book}`, gameName, provider: PROVIDER[bet.book], roundId: `SB-${bet.id}`, betId: bet.id };
}
