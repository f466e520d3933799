import type { Database } from '../db/database';
import { entries, type WalletKind } from '../wallet/walletStore';
import { fromCents, toCents } from '../wallet/money';

const PAGE = 500;


/**
 * The signed sum of a player's wallet entries of these kinds (since an ISO time), read through the
 * wallet's own listing and added in integer cents, so the rules of a bonus never see a float.
 */
export async function sumOf(db: Database, playerId: number, kinds: WalletKind[], since?: string): Promise<string> {
  let total = 0n;
  for (let skip = 0; ; skip += PAGE) {
    const page = await entries(db, playerId, { kinds, from: since ?? null, skip, take: PAGE });
    for (const entry of page.items) total += toCents(entry.amount);
    if (skip + PAGE >= page.total) break;
  }
  return fromCents(total);
}
