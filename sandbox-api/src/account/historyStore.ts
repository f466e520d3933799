import { FilterType, GameResultType, TransactionStatus, type FinancialHistoryRequest, type GameHistoryRequest } from '@vitrin/contract';
import { bonusTitle } from './bonusDefinitions';

/** One ledger entry as the wallet domain lists it. */
export interface LedgerEntry {
  id: number;
  kind: string;
  /** Signed, two decimals. */
  amount: string;
  reference: Record<string, unknown> | null;
  createdAt: string;
}
export interface LedgerQuery {
  kinds: string[];
  /** Inclusive start and exclusive end, ISO 8601. */
  from?: string;
  to?: string;
  skip: number;
  take: number;
}
export type ReadLedger = (playerId: number, query: LedgerQuery) => Promise<{ items: LedgerEntry[]; total: number }>;

// Days of a date filter are the site's days (Türkiye, UTC+3 all year).
const SITE_OFFSET = '+03:00';

export function dayRange(from?: string, to?: string): Pick<LedgerQuery, 'from' | 'to'> {
  const range: Pick<LedgerQuery, 'from' | 'to'> = {};
  if (from) range.from = new Date(`${from}T00:00:00${SITE_OFFSET}`).toISOString();
  if (to) range.to = new Date(new Date(`${to}T00:00:00${SITE_OFFSET}`).getTime() + 86_400_000).toISOString();
  return range;
}

const positive = (amount: string) => amount.replace(/^-/, '');
/** The wallet writes UTC without a zone; the contract's times are ISO 8601 UTC with Z. */
const utc = (time: string) => (/(Z|[+-]\d{2}:?\d{2})$/.test(time) ? time : `${time}Z`);
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const STATUSES = new Set<number>(Object.values(TransactionStatus));

/** The payment's status now (a withdrawal is booked Pending and confirmed or rejected later), or null. */
export type PaymentStatusOf = (playerId: number, paymentId: number) => Promise<number | null>;

/** A deposit request that moved no money (yet): open, rejected, cancelled or expired. */
export interface UnbookedDeposit {
  id: number;
  methodName: string;
  amount: string;
  status: number;
  /** It ran out unpaid (it reads Cancelled). */
  expired: boolean;
  createdAt: string;
}
/** The newest `limit` unbooked deposits in a time range, with their count (the payments domain). */
export type ReadUnbookedDeposits = (playerId: number, query: { from?: string; to?: string; limit: number }) => Promise<{ items: UnbookedDeposit[]; total: number }>;

type Status = (typeof TransactionStatus)[keyof typeof TransactionStatus];
const asStatus = (status: number): Status => (STATUSES.has(status) ? status : TransactionStatus.Confirmed) as Status;

/**
 * Every movement of the member's money, newest first: the wallet's deposits and withdrawals (with
 * the payment's current status from the payments domain, the entry's own when it is not known
 * there), the deposit requests that moved no money (pending, rejected, cancelled, expired: a player
 * must see what became of each), and with filter All the bonus credits and cancellations.
 * Both sources are sorted by time, so the page is the newest `skip + take` of each, merged; a
 * request's id is negated so it never meets a ledger entry's id in one list.
 */
export async function financialPage(
  read: ReadLedger, playerId: number, input: FinancialHistoryRequest, statusOf: PaymentStatusOf,
  unbooked: ReadUnbookedDeposits, locale: 'tr' | 'en',
) {
  const kinds = input.filterType === FilterType.Deposit ? ['deposit'] : input.filterType === FilterType.Withdraw ? ['withdraw'] : ['deposit', 'withdraw', 'bonus'];
  const range = dayRange(input.from, input.to);
  const limit = input.skip + input.take;
  const [booked, open] = await Promise.all([
    read(playerId, { kinds, ...range, skip: 0, take: limit }),
    input.filterType === FilterType.Withdraw ? { items: [], total: 0 } : unbooked(playerId, { ...range, limit }),
  ]);
  const fromLedger = await Promise.all(booked.items.map(async (entry) => {
    const bonus = entry.kind === 'bonus';
    const paymentId = Number(entry.reference?.paymentId);
    const current = !bonus && Number.isInteger(paymentId) && paymentId > 0 ? await statusOf(playerId, paymentId) : null;
    const out = entry.amount.startsWith('-');
    return {
      id: entry.id,
      type: (bonus ? (out ? FilterType.Withdraw : FilterType.Deposit) : entry.kind === 'withdraw' ? FilterType.Withdraw : FilterType.Deposit) as 1 | 2,
      source: bonus ? 'bonus' as const : 'payment' as const,
      method: bonus ? bonusTitle(text(entry.reference?.code, ''), locale) : text(entry.reference?.method, 'Papara'),
      amount: positive(entry.amount),
      status: bonus ? TransactionStatus.Confirmed : asStatus(current ?? Number(entry.reference?.status)),
      createdAt: utc(entry.createdAt),
    };
  }));
  const fromRequests = open.items.map((request) => ({
    id: -request.id,
    type: FilterType.Deposit as 1 | 2,
    source: 'payment' as const,
    method: request.methodName,
    amount: request.amount,
    status: asStatus(request.status),
    ...(request.expired ? { expired: true } : {}),
    createdAt: request.createdAt,
  }));
  // Newest first; at equal times the ledger's order (the order of the row lock) is kept.
  const merged = [...fromLedger, ...fromRequests].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return { total: booked.total + open.total, items: merged.slice(input.skip, limit) };
}

/** Bets and wins from the wallet, with the round's game as the casino recorded it. */
export async function gamePage(read: ReadLedger, playerId: number, input: GameHistoryRequest) {
  const page = await read(playerId, { kinds: ['bet', 'win'], ...dayRange(input.from, input.to), skip: input.skip, take: input.take });
  return {
    total: page.total,
    items: page.items.map((entry) => ({
      id: entry.id,
      gameCode: text(entry.reference?.gameCode, ''),
      gameName: text(entry.reference?.gameName, text(entry.reference?.gameCode, '—')),
      provider: text(entry.reference?.provider, '—'),
      resultType: entry.kind === 'win' ? GameResultType.Win : GameResultType.Bet,
      amount: positive(entry.amount),
      roundId: typeof entry.reference?.roundId === 'string' ? entry.reference.roundId : null,
      createdAt: utc(entry.createdAt),
    })),
  };
}
