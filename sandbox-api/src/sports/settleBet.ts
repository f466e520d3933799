import type { ServerContext } from '../http/context';
import { addNotification } from '../member/notificationStore';
import { lira } from '../account/accountMessages';
import { bookAndPush } from '../wallet/postAndPush';
import { moveBet, type BetRow } from './betStore';
import { roundReference } from './betRound';
import { sportsText } from './sportsMessages';
import { recordPlay } from '../responsible/enforcement';

export type BetOutcome = 'won' | 'lost';
export type SettleBetResult =
  | { ok: true; bet: BetRow }
  | { ok: false; reason: 'unknown-or-settled' }
  | { ok: false; reason: 'balance-limit'; balance: string };

/**
 * The operator settles an open bet once (the status move is the guard): a win credits the
 * potential win through the wallet as a Win round (spec §3 game result type 1) and the wallet
 * pushes Balance; either outcome stores a notification in the bet's language and pushes it over
 * the hub (spec §4 Notification command). The status move and the credit are one transaction: a
 * win the balance cannot hold (NUMERIC(14, 2)) is refused (`balance-limit`) and the bet stays open.
 */
export async function settleBet(server: ServerContext, id: number, outcome: BetOutcome): Promise<SettleBetResult> {
  const settled = await bookAndPush(server.db, server.hub, async (tx, book) => {
    const bet = await moveBet(tx, id, ['open'], outcome);
    if (!bet) return null;
    const name = bet.selections.length === 1 ? bet.selections[0]!.label.replace(/: [^:]*$/, '') : sportsText(bet.language, 'combination', { count: bet.selections.length });
    if (outcome === 'won') await recordPlay(tx, { playerId: bet.playerId, win: bet.potentialWin, now: server.now() });
    if (outcome === 'won') await book({ playerId: bet.playerId, kind: 'win', amount: bet.potentialWin, reference: roundReference(bet, name), idempotencyKey: `sports:win:${bet.id}` });
    return bet;
  });
  if (!settled.ok) {
    if (settled.reason !== 'balance-limit') throw new Error(`bet ${id}: the wallet refused its win (${settled.reason})`);
    return { ok: false, reason: 'balance-limit', balance: settled.balance };
  }
  if (!settled.value) return { ok: false, reason: 'unknown-or-settled' };
  const bet = settled.value;
  const amount = lira(outcome === 'won' ? bet.potentialWin : bet.stake);
  const notification = await addNotification(server.db, bet.playerId, {
    title: sportsText(bet.language, outcome === 'won' ? 'won.title' : 'lost.title', { amount }),
    note: sportsText(bet.language, outcome === 'won' ? 'won.note' : 'lost.note', { id: bet.id, amount }),
    type: 'System',
  });
  server.hub.notify(bet.playerId, { command: 'Notification', message: JSON.stringify(notification) });
  return { ok: true, bet };
}
