import type { Database } from '../db/database';
import type { Hub } from '../hub/hub';
import { moneyJson } from './money';
import { moneySplit } from './bonusMoney';
import { post, walletTransaction, type Posted, type PostInput, type PostRefusal, type PostResult } from './walletStore';

type Tx = Parameters<Parameters<typeof walletTransaction>[1]>[0];

/**
 * Pushes the balance as it stands after a commit, with its bonus part (extension `bonus`, the
 * same as user/balance's), so the header's balance and bonus follow together.
 */
async function pushMoney(db: Database, hub: Pick<Hub, 'notify'>, playerId: number, fallback: string): Promise<void> {
  const split = await moneySplit(db, playerId);
  const message = split ? { balance: moneyJson(split.balance), bonus: split.bonus } : { balance: moneyJson(fallback) };
  hub.notify(playerId, { command: 'Balance', message: JSON.stringify(message) });
}

/**
 * Posts to the wallet and, when money moved, pushes the new balance to the player's open pages
 * over the hub (command Balance, spec §7), so the header follows at once instead of at the next poll.
 */
export async function postAndPush(db: Database, hub: Pick<Hub, 'notify'>, input: PostInput): Promise<PostResult> {
  const result = await post(db, input);
  if (result.ok && !result.replayed) await pushMoney(db, hub, input.playerId, result.entry.balanceAfter);
  return result;
}

/**
 * walletTransaction, then, once it committed, the Balance push of every player whose money moved
 * (their last balance; replayed postings moved nothing). The one place transactional bookings reach
 * the players' open pages: a round, a payment settlement, a bet settlement.
 */
export async function bookAndPush<T>(
  db: Database,
  hub: Pick<Hub, 'notify'>,
  work: (tx: Tx, book: (input: PostInput) => Promise<Posted>) => Promise<T>,
): Promise<{ ok: true; value: T } | PostRefusal> {
  const moved = new Map<number, string>();
  const result = await walletTransaction(db, (tx, book) => work(tx, async (input) => {
    const posted = await book(input);
    if (!posted.replayed) moved.set(input.playerId, posted.entry.balanceAfter);
    return posted;
  }));
  if (result.ok) for (const [playerId, balance] of moved) await pushMoney(db, hub, playerId, balance);
  return result;
}
