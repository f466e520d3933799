import type { ServerContext } from '../http/context';
import type { Locale } from '../i18n/locale';
import { lira } from '../account/accountMessages';
import { postAndPush } from '../wallet/postAndPush';
import { balanceOf } from '../wallet/walletStore';
import { potentialWin, stakeProblem, totalOdds } from './betMath';
import { betByKey, insertBet, moveBet, type BetRow, type Selection } from './betStore';
import { bookOfView, eventById } from './eventCatalogue';
import { roundReference } from './betRound';
import { sportsText } from './sportsMessages';
import type { SportsTokenOwner } from './tokenStore';
import { sessionStartOf } from '../auth/players';
import { releaseCount, reserveStake } from '../responsible/enforcement';

export interface SlipInput {
  selections: { eventId: number; pick: number }[];
  stake: string;
  /** One key per slip the player sent: a retry places nothing twice. */
  key: string;
}

export type PlaceResult =
  | { ok: true; bet: BetRow; balance: string | null }
  | { ok: false; message: string; insufficient?: boolean; limited?: boolean };

const MAX_SELECTIONS = 10;

/** Checks the slip against the book as it stands now and answers the picks at their current odds. */
function readSlip(owner: SportsTokenOwner, input: SlipInput, locale: Locale, now: number): { ok: true; selections: Selection[]; name: string } | { ok: false; message: string } {
  const fail = (key: Parameters<typeof sportsText>[1]) => ({ ok: false, message: sportsText(locale, key) }) as const;
  if (input.selections.length === 0) return fail('bet.noSelection');
  if (input.selections.length > MAX_SELECTIONS) return fail('bet.tooMany');
  if (new Set(input.selections.map((s) => s.eventId)).size !== input.selections.length) return fail('bet.sameEvent');
  const selections: Selection[] = [];
  for (const { eventId, pick } of input.selections) {
    const event = eventById(eventId, now);
    if (!event) return fail('bet.unknownPick');
    if (bookOfView(event.view) !== owner.book) return fail('bet.otherBook');
    const odds = pick === 0 || pick === 1 || pick === 2 ? event.odds[pick] : null;
    if (!odds) return fail('bet.unknownPick');
    const side = [event.home, 'X', event.away][pick]!;
    selections.push({ eventId, pick: pick as Selection['pick'], odds, label: `${event.home} – ${event.away}: ${side}` });
  }
  const first = eventById(selections[0]!.eventId, now)!;
  const name = selections.length === 1 ? `${first.home} – ${first.away}` : sportsText(locale, 'combination', { count: selections.length });
  return { ok: true, selections, name };
}

/** What a slip already sent answers again (idempotency): the bet, its refusal, or "in progress". */
async function replayOf(server: ServerContext, bet: BetRow, locale: Locale): Promise<PlaceResult> {
  if (bet.status === 'placing') return { ok: false, message: sportsText(locale, 'bet.inProgress') };
  if (bet.status === 'refused') {
    const balance = (await balanceOf(server.db, bet.playerId)) ?? '0.00';
    return { ok: false, insufficient: true, message: sportsText(locale, 'bet.insufficient', { amount: lira(balance) }) };
  }
  return { ok: true, bet, balance: null };
}

/**
 * Takes a single or combination bet for the token's player: the stake is debited through the
 * wallet (exact NUMERIC, idempotent per slip key) and recorded as a Bet round for the game
 * history; a stake above the balance is refused and nothing moves.
 */
export async function placeBet(server: ServerContext, owner: SportsTokenOwner, input: SlipInput, locale: Locale): Promise<PlaceResult> {
  const problem = stakeProblem(input.stake);
  if (problem) return { ok: false, message: sportsText(locale, `bet.${problem}`) };
  const known = await betByKey(server.db, owner.playerId, input.key);
  if (known) return replayOf(server, known, locale);
  const slip = readSlip(owner, input, locale, server.now().getTime());
  if (!slip.ok) return slip;
  // The member's loss, wager and session-time limits, checked and counted in one locked step.
  const counted = await reserveStake(server, { playerId: owner.playerId, amount: input.stake, locale, sessionStartedAt: () => sessionStartOf(server.db, owner.sessionId) });
  if (!counted.ok) return { ok: false, message: counted.message, limited: true };
  const odds = totalOdds(slip.selections.map((s) => s.odds));
  const id = await insertBet(server.db, {
    playerId: owner.playerId, tokenId: owner.tokenId, book: owner.book, selections: slip.selections, stake: input.stake,
    totalOdds: odds, potentialWin: potentialWin(input.stake, odds), language: locale, idempotencyKey: input.key,
  });
  if (id === null) {
    await releaseCount(server.db, counted.id);
    const raced = await betByKey(server.db, owner.playerId, input.key);
    return raced ? replayOf(server, raced, locale) : { ok: false, message: sportsText(locale, 'bet.inProgress') };
  }
  const debit = await postAndPush(server.db, server.hub, {
    playerId: owner.playerId, kind: 'bet', amount: `-${input.stake}`,
    reference: roundReference({ id, book: owner.book }, slip.name), idempotencyKey: `sports:bet:${id}`,
  });
  if (!debit.ok || debit.replayed) await releaseCount(server.db, counted.id);
  if (!debit.ok) {
    await moveBet(server.db, id, ['placing'], 'refused');
    const balance = debit.reason === 'insufficient-funds' ? debit.balance : '0.00';
    return { ok: false, insufficient: true, message: sportsText(locale, 'bet.insufficient', { amount: lira(balance) }) };
  }
  const bet = await moveBet(server.db, id, ['placing'], 'open');
  return { ok: true, bet: bet!, balance: debit.entry.balanceAfter };
}
