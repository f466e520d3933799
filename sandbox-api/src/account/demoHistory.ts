import { TransactionStatus } from '@vitrin/contract';
import type { Database } from '../db/database';
import { post, type WalletKind } from '../wallet/walletStore';
import { DEMO_USER } from '../db/seed';

const round = (gameCode: string, gameName: string, provider: string, roundId: string) => ({ gameCode, gameName, provider, roundId });
const payment = (paymentId: number, method: string, status: number) => ({ paymentId, method, status });

/**
 * Until the payments and casino flows have filled it, the demo member gets a realistic history
 *: two deposits, two withdrawals and a dozen rounds. They net to zero, so the demo keeps
 * its documented balance; each entry has its own key, so a restart books nothing twice.
 */
const ENTRIES: readonly [WalletKind, string, Record<string, unknown>][] = [
  ['deposit', '1000.00', payment(9001, 'Papara', TransactionStatus.Confirmed)],
  ['deposit', '500.00', payment(9002, 'Bank Transfer', TransactionStatus.Confirmed)],
  ['bet', '-300.00', round('vs20olympgate', 'Gates of Olympus', 'Pragmatic Play', 'demo-r1')],
  ['win', '90.00', round('vs20olympgate', 'Gates of Olympus', 'Pragmatic Play', 'demo-r1')],
  ['bet', '-250.00', round('aviator', 'Aviator', 'Spribe', 'demo-r2')],
  ['bet', '-200.00', round('vs20fruitsw', 'Sweet Bonanza', 'Pragmatic Play', 'demo-r3')],
  ['win', '45.50', round('vs20fruitsw', 'Sweet Bonanza', 'Pragmatic Play', 'demo-r3')],
  ['withdraw', '-300.00', payment(9003, 'Papara', TransactionStatus.Confirmed)],
  ['bet', '-150.00', round('lightningroulette', 'Lightning Roulette', 'Evolution', 'demo-r4')],
  ['bet', '-120.50', round('40superhot', '40 Super Hot', 'Amusnet', 'demo-r5')],
  ['win', '14.50', round('40superhot', '40 Super Hot', 'Amusnet', 'demo-r5')],
  ['bet', '-100.00', round('aviator', 'Aviator', 'Spribe', 'demo-r6')],
  ['bet', '-79.50', round('vs20olympgate', 'Gates of Olympus', 'Pragmatic Play', 'demo-r7')],
  ['withdraw', '-150.00', payment(9004, 'Bank Transfer', TransactionStatus.Pending)],
];

export async function seedDemoHistory(db: Database): Promise<void> {
  const [demo] = await db.query<{ id: number }>('SELECT id FROM players WHERE lower(username) = $1', [DEMO_USER.username]);
  if (!demo) return;
  for (const [index, [kind, amount, reference]] of ENTRIES.entries()) {
    await post(db, { playerId: demo.id, kind, amount, reference, idempotencyKey: `demo-history-${index + 1}` });
  }
}
