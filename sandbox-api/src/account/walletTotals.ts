import type { Database } from '../db/database';
import { entries, type WalletKind } from '../wallet/walletStore';

const PAGE = 500;

function cents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

function money(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * The signed sum of a player's wallet entries of these kinds (since an ISO time), read through the
 * wallet's own listing and added in integer cents, so the rules of a bonus never see a float.
 */
export async function sumOf(db: Database, playerId: number, kinds: WalletKind[], since?: string): Promise<string> {
  let total = 0n;
  for (let skip = 0; ; skip += PAGE) {
    const page = await entries(db, playerId, { kinds, from: since ?? null, skip, take: PAGE });
    for (const entry of page.items) total += cents(entry.amount);
    if (skip + PAGE >= page.total) break;
  }
  return money(total);
}
