import type { Database } from '../db/database';
import type { Hub } from '../hub/hub';
import { moneyJson } from './money';
import { post, type PostInput, type PostResult } from './walletStore';

/**
 * Posts to the wallet and, when money moved, pushes the new balance to the player's open pages
 * over the hub (command Balance, spec §7), so the header follows at once instead of at the next poll.
 */
export async function postAndPush(db: Database, hub: Pick<Hub, 'notify'>, input: PostInput): Promise<PostResult> {
  const result = await post(db, input);
  if (result.ok && !result.replayed) {
    hub.notify(input.playerId, { command: 'Balance', message: JSON.stringify({ balance: moneyJson(result.entry.balanceAfter) }) });
  }
  return result;
}
