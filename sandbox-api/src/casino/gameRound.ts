import { createHmac, randomBytes } from 'node:crypto';
import type { ServerContext } from '../http/context';
import { bookAndPush } from '../wallet/postAndPush';
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
  | { ok: false; reason: 'bad-bet' | 'bad-round' | 'insufficient-funds' | 'balance-limit'; balance?: string };

/**
 * One round of a demo game, as a provider calls the operator's wallet: the bet is debited (refused
 * above the balance), then any win credited, each a wallet entry with the round's reference and a
 * key of its own, so a retried round books nothing twice. Both are booked in one transaction: a win
 * that would take the balance past what NUMERIC(14, 2) stores refuses the whole round
 * (`balance-limit`), so no bet is taken without its win. Each posting pushes Balance over the hub.
 */
export async function playRound(server: ServerContext, launch: Launch, game: CatalogueGame, bet: string, roundId: string): Promise<RoundResult> {
  if (!BET_PATTERN.test(bet)) return { ok: false, reason: 'bad-bet' };
  const betCents = toCents(bet);
  if (betCents < BET_MIN_CENTS || betCents > BET_MAX_CENTS) return { ok: false, reason: 'bad-bet' };
  if (!ROUND_ID_PATTERN.test(roundId)) return { ok: false, reason: 'bad-round' };
  const reference = { gameCode: game.gameCode, gameName: game.name, provider: game.studio, aggregator: game.providerName, roundId };
  const booked = await bookAndPush(server.db, server.hub, async (_tx, book) => {
    const debit = await book({ playerId: launch.playerId, kind: 'bet', amount: `-${fromCents(betCents)}`, reference, idempotencyKey: `casino:${roundId}:bet` });
    // A replayed round reports what was booked the first time, not this request's numbers.
    const booked = debit.entry.amount.replace(/^-/, '');
    const winCents = (toCents(booked) * winPercent(roundId)) / 100n;
    const credit = winCents > 0n
      ? await book({ playerId: launch.playerId, kind: 'win', amount: fromCents(winCents), reference, idempotencyKey: `casino:${roundId}:win` })
      : null;
    return { booked, winCents, postings: credit ? [debit, credit] : [debit] };
  });
  if (!booked.ok) {
    return booked.reason === 'insufficient-funds' || booked.reason === 'balance-limit'
      ? { ok: false, reason: booked.reason, balance: booked.balance }
      : { ok: false, reason: 'bad-bet' };
  }
  const moved = booked.value.postings.filter((posting) => !posting.replayed);
  const balance = moved.length === booked.value.postings.length
    ? booked.value.postings.at(-1)!.entry.balanceAfter
    : (await balanceOf(server.db, launch.playerId)) ?? '0.00';
  return { ok: true, bet: booked.value.booked, win: fromCents(booked.value.winCents), balance, roundId };
}
