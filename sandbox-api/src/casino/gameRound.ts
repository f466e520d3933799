import { randomInt } from 'node:crypto';
import type { ServerContext } from '../http/context';
import { bookAndPush } from '../wallet/postAndPush';
import { balanceOf } from '../wallet/walletStore';
import { fromCents, toCents } from '../wallet/money';
import type { CatalogueGame } from './catalogue';
import type { Launch } from './casinoStore';
import { claimRound, openRound, roundState, voidRound } from './roundStore';
import { sessionStartOf } from '../auth/players';
import { recordPlay, stakeRefusal } from '../responsible/enforcement';

/** Smallest and largest bet of the demo games. */
export const BET_MIN_CENTS = 10n;
export const BET_MAX_CENTS = 1_000_000n;
const BET_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
export const ROUND_ID_PATTERN = /^[\w-]{8,64}$/;

/** Outcomes are drawn from this many equally likely numbers. */
export const DRAW_RANGE = 10_000;

/**
 * The demo games' win table: a win as a percentage of the bet and its chance in DRAW_RANGE; the
 * rest of the range (44 %) pays nothing. Every outcome moves the balance. Return to player:
 * Σ percent × chance / DRAW_RANGE = (50·2000 + 150·2400 + 300·1000 + 1000·200) / 10,000 = 96.00 %.
 */
export const WIN_TABLE: readonly { percent: bigint; chance: number }[] = [
  { percent: 50n, chance: 2000 },
  { percent: 150n, chance: 2400 },
  { percent: 300n, chance: 1000 },
  { percent: 1000n, chance: 200 },
];

/** The return to player the demo games publish (their page, docs/security.md), in percent. */
export const PUBLISHED_RTP = '96.00';

/** The table's exact return to player in percent, two decimals: what PUBLISHED_RTP must say. */
export function rtpOf(table: typeof WIN_TABLE = WIN_TABLE): string {
  const hundredths = table.reduce((sum, row) => sum + row.percent * BigInt(row.chance), 0n) * 100n / BigInt(DRAW_RANGE);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** The win percentage of one drawn number in [0, DRAW_RANGE). */
export function winPercentOf(draw: number): bigint {
  let edge = 0;
  for (const row of WIN_TABLE) {
    edge += row.chance;
    if (draw < edge) return row.percent;
  }
  return 0n;
}

/**
 * One outcome, from the operating system's CSPRNG: nothing a player sends (not the round id, not
 * the bet) and nothing a player has seen before tells what it will be.
 */
export function drawWinPercent(): bigint {
  return winPercentOf(randomInt(0, DRAW_RANGE));
}

/** `responsible-limit`: a loss, wager or session-time limit does not allow the round (with the member's message). */
export type RoundRefusal = 'bad-bet' | 'bad-round' | 'round-used' | 'insufficient-funds' | 'balance-limit' | 'responsible-limit';

/** Every answer names the round the game plays next (`next`): the provider issues it, never the client. */
export type RoundResult =
  | { ok: true; bet: string; win: string; balance: string; roundId: string; next: string }
  | { ok: false; reason: RoundRefusal; balance?: string; message?: string; next: string };

/**
 * One round of a demo game, as a provider calls the operator's wallet. The outcome is drawn for
 * this request; the round id must be the one this provider issued to this launch and not yet
 * played: it is taken once, with the outcome, in the same transaction that debits the bet (refused
 * above the balance) and credits any win — each a wallet entry with the round's reference and a
 * key of its own. A second play of the
 * id, by anyone, is refused (`round-used`); an id the provider did not issue to this launch is
 * `bad-round`. A win that would take the balance past what NUMERIC(14, 2) stores refuses the whole
 * round (`balance-limit`, no bet taken) and spends the id, so the outcome is never drawn again.
 * Each posting pushes Balance over the hub.
 */
export async function playRound(server: ServerContext, launch: Launch, game: CatalogueGame, bet: string, roundId: string): Promise<RoundResult> {
  const refuse = async (reason: RoundRefusal, balance?: string): Promise<RoundResult> => ({
    ok: false, reason, ...(balance === undefined ? {} : { balance }), next: await openRound(server.db, launch.id),
  });
  if (!BET_PATTERN.test(bet)) return refuse('bad-bet');
  const betCents = toCents(bet);
  if (betCents < BET_MIN_CENTS || betCents > BET_MAX_CENTS) return refuse('bad-bet');
  if (!ROUND_ID_PATTERN.test(roundId)) return refuse('bad-round');
  const amount = fromCents(betCents);
  const reference = { gameCode: game.gameCode, gameName: game.name, provider: game.studio, aggregator: game.providerName, roundId };
  // Drawn for this request only: if the round cannot be taken, the outcome is thrown away unseen.
  const winCents = (betCents * drawWinPercent()) / 100n;
  const now = server.now();
  const booked = await bookAndPush(server.db, server.hub, async (tx, book) => {
    // The member's limits are judged first, under their lock; a refused round stays open (a smaller bet may fit).
    const limited = await stakeRefusal(tx, { playerId: launch.playerId, amount, now, locale: launch.language === 'en' ? 'en' : 'tr', sessionStartedAt: () => sessionStartOf(tx, launch.sessionId) });
    if (limited) return { limited };
    if (!(await claimRound(tx, launch.id, roundId, amount, fromCents(winCents)))) return null;
    const debit = await book({ playerId: launch.playerId, kind: 'bet', amount: `-${amount}`, reference, idempotencyKey: `casino:${roundId}:bet` });
    const credit = winCents > 0n
      ? await book({ playerId: launch.playerId, kind: 'win', amount: fromCents(winCents), reference, idempotencyKey: `casino:${roundId}:win` })
      : null;
    await recordPlay(tx, { playerId: launch.playerId, stake: amount, win: fromCents(winCents), now });
    return { winCents, balance: (credit ?? debit).entry.balanceAfter };
  });
  if (!booked.ok) {
    if (booked.reason === 'balance-limit') await voidRound(server.db, launch.id, roundId);
    return booked.reason === 'insufficient-funds' || booked.reason === 'balance-limit'
      ? refuse(booked.reason, booked.balance)
      : refuse('bad-bet');
  }
  if (booked.value && 'limited' in booked.value) {
    return { ok: false, reason: 'responsible-limit', message: booked.value.limited, balance: (await balanceOf(server.db, launch.playerId)) ?? '0.00', next: await openRound(server.db, launch.id) };
  }
  if (!booked.value) {
    const state = await roundState(server.db, launch.id, roundId);
    return refuse(state === 'played' || state === 'void' ? 'round-used' : 'bad-round', (await balanceOf(server.db, launch.playerId)) ?? '0.00');
  }
  return {
    ok: true, bet: amount, win: fromCents(booked.value.winCents), balance: booked.value.balance, roundId, next: await openRound(server.db, launch.id),
  };
}
