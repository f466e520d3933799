import { createHmac, randomBytes } from 'node:crypto';
import type { ServerContext } from '../http/context';
import { postAndPush } from '../wallet/postAndPush';
import { balanceOf } from '../wallet/walletStore';
import { fromCents, toCents } from '../wallet/money';
import type { CatalogueGame } from './catalogue';
import type { Launch } from './casinoStore';

/** Smallest and largest bet of the demo games. */
export const BET_MIN_CENTS = 10n;
export const BET_MAX_CENTS = 1_000_000n;
const BET_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
export const ROUND_ID_PATTERN = /^[\w-]{8,64}$/;

/** The outcome of each round is fixed by its id and this process's secret, so a retried round wins the same. */
const SECRET = randomBytes(16);

/** Win as a percentage of the bet: 0 (most rounds), half back, ×2, ×5, ×10, ×50. */
export function winPercent(roundId: string): bigint {
  const roll = createHmac('sha256', SECRET).update(roundId).digest().readUInt32BE(0) % 1000;
  if (roll < 520) return 0n;
  if (roll < 720) return 50n;
  if (roll < 890) return 200n;
  if (roll < 970) return 500n;
  if (roll < 995) return 1000n;
  return 5000n;
}


export type RoundResult =
  | { ok: true; bet: string; win: string; balance: string; roundId: string }
  | { ok: false; reason: 'bad-bet' | 'bad-round' | 'insufficient-funds'; balance?: string };

/**
 * One round of a demo game, as a provider calls the operator's wallet: the bet is debited (refused
 * above the balance), then any win credited, each a wallet entry with the round's reference and a
 * key of its own, so a retried round books nothing twice. Each posting pushes Balance over the hub.
 */
export async function playRound(server: ServerContext, launch: Launch, game: CatalogueGame, bet: string, roundId: string): Promise<RoundResult> {
  if (!BET_PATTERN.test(bet)) return { ok: false, reason: 'bad-bet' };
  const betCents = toCents(bet);
  if (betCents < BET_MIN_CENTS || betCents > BET_MAX_CENTS) return { ok: false, reason: 'bad-bet' };
  if (!ROUND_ID_PATTERN.test(roundId)) return { ok: false, reason: 'bad-round' };
  const reference = { gameCode: game.gameCode, gameName: game.name, provider: game.studio, aggregator: game.providerName, roundId };
  const debit = await postAndPush(server.db, server.hub, {
    playerId: launch.playerId, kind: 'bet', amount: `-${fromCents(betCents)}`, reference, idempotencyKey: `casino:${roundId}:bet`,
  });
  if (!debit.ok) {
    return debit.reason === 'insufficient-funds' ? { ok: false, reason: 'insufficient-funds', balance: debit.balance } : { ok: false, reason: 'bad-bet' };
  }
  // A replayed round reports what was booked the first time, not this request's numbers.
  const booked = debit.entry.amount.replace(/^-/, '');
  const winCents = (toCents(booked) * winPercent(roundId)) / 100n;
  let balance = debit.entry.balanceAfter;
  if (winCents > 0n) {
    const credit = await postAndPush(server.db, server.hub, {
      playerId: launch.playerId, kind: 'win', amount: fromCents(winCents), reference, idempotencyKey: `casino:${roundId}:win`,
    });
    if (credit.ok) balance = (await balanceOf(server.db, launch.playerId)) ?? credit.entry.balanceAfter;
  } else if (debit.replayed) {
    balance = (await balanceOf(server.db, launch.playerId)) ?? balance;
  }
  return { ok: true, bet: booked, win: fromCents(winCents), balance, roundId };
}
