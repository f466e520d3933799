import type { ServerContext } from '../http/context';
import { addNotification } from '../member/notificationStore';
import { lira } from '../account/accountMessages';
import { postAndPush } from '../wallet/postAndPush';
import { moveBet, type BetRow } from './betStore';
import { roundReference } from './betRound';
import { sportsText } from './sportsMessages';

export type BetOutcome = 'won' | 'lost';
export type SettleBetResult = { ok: true; bet: BetRow } | { ok: false; reason: 'unknown-or-settled' };

/**
 * The operator settles an open bet once (the status move is the guard): a win credits the
 * potential win through the wallet as a Win round (spec §3 game result type 1) and the wallet
 * pushes Balance; either outcome stores a notification in the bet's language and pushes it over
 * the hub (spec §4 Notification command).
 */
export async function settleBet(server: ServerContext, id: number, outcome: BetOutcome): Promise<SettleBetResult> {
  const bet = await moveBet(server.db, id, ['open'], outcome);
  if (!bet) return { ok: false, reason: 'unknown-or-settled' };
  const name = bet.selections.length === 1 ? bet.selections[0]!.label.replace(/: [^:]*$/, '') : sportsText(bet.language, 'combination', { count: bet.selections.length });
  if (outcome === 'won') {
    await postAndPush(server.db, server.hub, {
      playerId: bet.playerId, kind: 'win', amount: bet.potentialWin, reference: roundReference(bet, name), idempotencyKey: `sports:win:${bet.id}`,
    });
  }
  const amount = lira(outcome === 'won' ? bet.potentialWin : bet.stake);
  const notification = await addNotification(server.db, bet.playerId, {
    title: sportsText(bet.language, outcome === 'won' ? 'won.title' : 'lost.title'),
    note: sportsText(bet.language, outcome === 'won' ? 'won.note' : 'lost.note', { id: bet.id, amount }),
    type: 'System',
  });
  server.hub.notify(bet.playerId, { command: 'Notification', message: JSON.stringify(notification) });
  return { ok: true, bet };
}
