import type { Database } from '../db/database';
import type { Hub } from '../hub/hub';
import { moneyJson } from './money';
import { post, type PostInput, type PostResult } from './walletStore';

/** Pushes a player's new balance to their open pages (command Balance, spec §7). */
export function pushBalance(hub: Pick<Hub, 'notify'>, playerId: number, balance: string): void {
  hub.notify(playerId, { command: 'Balance', message: JSON.stringify({ balance: moneyJson(balance) }) });
}

/**
 * Posts to the wallet and, when money moved, pushes the new balance to the player's open pages
 * over the hub (command Balance, spec §7), so the header follows at once instead of at the next poll.
 */
export async function postAndPush(db: Database, hub: Pick<Hub, 'notify'>, input: PostInput): Promise<PostResult> {
  const result = await post(db, input);
  if (result.ok && !result.replayed) pushBalance(hub, input.playerId, result.entry.balanceAfter);
  return result;
}
