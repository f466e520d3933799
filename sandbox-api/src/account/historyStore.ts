import { FilterType, GameResultType, TransactionStatus, type FinancialHistoryRequest, type GameHistoryRequest } from '@vitrin/contract';

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

/**
 * Deposits and withdrawals from the wallet, with the method from the entry and the payment's
 * current status from the payments domain (the entry's own when the payment is not known there).
 */
export async function financialPage(read: ReadLedger, playerId: number, input: FinancialHistoryRequest, statusOf: PaymentStatusOf) {
  const kinds = input.filterType === FilterType.Deposit ? ['deposit'] : input.filterType === FilterType.Withdraw ? ['withdraw'] : ['deposit', 'withdraw'];
  const page = await read(playerId, { kinds, ...dayRange(input.from, input.to), skip: input.skip, take: input.take });
  return {
    total: page.total,
    items: await Promise.all(page.items.map(async (entry) => {
      const paymentId = Number(entry.reference?.paymentId);
      const current = Number.isInteger(paymentId) && paymentId > 0 ? await statusOf(playerId, paymentId) : null;
      const status = current ?? Number(entry.reference?.status);
      return {
        id: entry.id,
        type: entry.kind === 'withdraw' ? FilterType.Withdraw : FilterType.Deposit,
        method: text(entry.reference?.method, 'Papara'),
        amount: positive(entry.amount),
        status: (STATUSES.has(status) ? status : TransactionStatus.Confirmed) as (typeof TransactionStatus)[keyof typeof TransactionStatus],
        createdAt: utc(entry.createdAt),
      };
    })),
  };
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
