import { ProcessStatus } from '@vitrin/contract';
import type { Database } from '../db/database';
import { MAX_MONEY, moneySql } from '../wallet/money';
import type { Locale } from '../i18n/locale';
import { accountText, lira, type AccountMessage } from './accountMessages';
import { BONUS_DEFINITIONS, TRIAL_BONUS, type BonusDefinition } from './bonusDefinitions';
import type { GrantTerms } from '../wallet/bonusMoney';

type Tx = Pick<Database, 'query'>;

/** What the bonus rules need from the wallet domain (the only code that touches its ledger). */
export interface BonusWallet {
  /** Signed sum of the player's entries of these kinds, since an ISO time when given; two decimals. */
  sum(playerId: number, kinds: ('deposit' | 'bet' | 'win')[], since?: string): Promise<string>;
  /**
   * Books a bonus credit once per key, with its wagering grant; the wallet's reason when it refused
   * it ('balance-limit': past MAX_MONEY).
   */
  creditBonus(
    playerId: number, amount: string, key: string, reference: Record<string, unknown>, grant: GrantTerms,
  ): Promise<{ ok: true } | { ok: false; reason: string }>;
}

const WEEK_MS = 7 * 86_400_000;

/**
 * The period a claim counts for: 'once' for a once-per-member offer, else the ISO week (Monday
 * start, site time UTC+3) — UNIQUE (player, bonus, period) makes "once" hold under races.
 */
export function periodOf(bonus: BonusDefinition, now: Date): string {
  if (bonus.code === 'first-deposit') return 'once';
  const site = new Date(now.getTime() + 3 * 3_600_000);
  const day = (site.getUTCDay() + 6) % 7;
  const thursday = new Date(Date.UTC(site.getUTCFullYear(), site.getUTCMonth(), site.getUTCDate() - day + 3));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
const LOSS_BACK_MIN = '10.00';

/** Upserts the offers (reference data, like the content pages) and the trial bonus's row. */
export async function seedBonuses(db: Database): Promise<void> {
  const trial = { ...TRIAL_BONUS, amount: null, minDeposit: null };
  for (const [index, bonus] of [...BONUS_DEFINITIONS, trial].entries()) {
    await db.query(
      `INSERT INTO bonus_definitions (id, code, title_tr, title_en, terms_tr, terms_en, amount, min_deposit, valid_days, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, title_tr = EXCLUDED.title_tr, title_en = EXCLUDED.title_en,
         terms_tr = EXCLUDED.terms_tr, terms_en = EXCLUDED.terms_en, amount = EXCLUDED.amount,
         min_deposit = EXCLUDED.min_deposit, valid_days = EXCLUDED.valid_days, sort = EXCLUDED.sort`,
      [bonus.id, bonus.code, bonus.title.tr, bonus.title.en, bonus.terms.tr, bonus.terms.en, bonus.amount, bonus.minDeposit, bonus.validDays, index],
    );
  }
}

/**
 * Records the trial bonus in the member's bonus history, inside the transaction that credits it
 * (trialBonus.ts): credited at once, so Completed; a claim from Bonus Talep keeps its Idempotency-Key.
 */
export async function recordTrialClaim(tx: Tx, playerId: number, amount: string, idempotencyKey: string | null = null): Promise<void> {
  await tx.query(
    `INSERT INTO bonus_claims (player_id, bonus_id, period, amount, status, idempotency_key, created_at, updated_at, expires_at)
     VALUES ($1, $2, 'once', $3::numeric, $4, $6, now(), now(), now() + make_interval(days => $5))
     ON CONFLICT (player_id, bonus_id, period) DO NOTHING`,
    [playerId, TRIAL_BONUS.id, amount, ProcessStatus.Completed, TRIAL_BONUS.validDays, idempotencyKey],
  );
}

type Verdict = { ok: true; amount: string } | { ok: false; amount: string; reason: AccountMessage; params?: Record<string, string> };

async function claimedIn(tx: Tx, playerId: number, bonusId: number, period: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM bonus_claims WHERE player_id = $1 AND bonus_id = $2 AND period = $3', [playerId, bonusId, period]);
  return rows.length > 0;
}

/** Whether the player may claim this offer now, and for how much (NUMERIC arithmetic in SQL). */
async function judge(tx: Tx, wallet: BonusWallet, playerId: number, bonus: BonusDefinition, now: Date): Promise<Verdict> {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const period = periodOf(bonus, now);
  switch (bonus.code) {
    case 'first-deposit': {
      const amount = bonus.amount!;
      if (await claimedIn(tx, playerId, bonus.id, period)) return { ok: false, amount, reason: 'bonus.claimedOnce' };
      const deposited = await wallet.sum(playerId, ['deposit']);
      const [enough] = await tx.query<{ ok: boolean }>('SELECT $1::numeric >= $2::numeric AS ok', [deposited, bonus.minDeposit]);
      if (!enough?.ok) return { ok: false, amount, reason: 'bonus.needsDeposit', params: { amount: lira(bonus.minDeposit!) } };
      return { ok: true, amount };
    }
    case 'weekly-freespin': {
      const amount = bonus.amount!;
      if (await claimedIn(tx, playerId, bonus.id, period)) return { ok: false, amount, reason: 'bonus.weeklyWait' };
      return { ok: true, amount };
    }
    case 'loss-back': {
      // Bets are negative and wins positive in the ledger: the net loss is minus their sum.
      const net = await wallet.sum(playerId, ['bet', 'win'], weekAgo);
      const [row] = await tx.query<{ amount: string; ok: boolean }>(
        `SELECT ${moneySql('greatest(round(-$1::numeric * $3::numeric / 100, 2), 0)')} AS amount,
           round(-$1::numeric * $3::numeric / 100, 2) >= $2::numeric AS ok`,
        [net, LOSS_BACK_MIN, bonus.lossBackPercent ?? 0],
      );
      const amount = row!.amount;
      if (await claimedIn(tx, playerId, bonus.id, period)) return { ok: false, amount, reason: 'bonus.weeklyWait' };
      if (!row!.ok) return { ok: false, amount, reason: 'bonus.needsLoss' };
      return { ok: true, amount };
    }
  }
}

/** The offers of Bonus Talep for this player, each with whether it can be claimed now and why not. */
export async function offersFor(db: Database, wallet: BonusWallet, playerId: number, locale: Locale, now: Date) {
  const offers = [];
  for (const bonus of BONUS_DEFINITIONS) {
    const verdict = await judge(db, wallet, playerId, bonus, now);
    offers.push({
      id: bonus.id,
      code: bonus.code,
      title: bonus.title[locale],
      html: bonus.terms[locale],
      amount: verdict.amount,
      claimable: verdict.ok,
      reason: verdict.ok ? null : accountText(locale, verdict.reason, verdict.params),
      needs: !verdict.ok && verdict.reason === 'bonus.needsDeposit' ? 'deposit' as const : null,
      expiresAt: null,
    });
  }
  return offers;
}

export type ClaimResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Claims an offer. The claim row comes first: UNIQUE (player, bonus, period) lets one of two
 * simultaneous claims through. The wallet credit (kind bonus) carries the claim's own key, so it
 * is booked exactly once. A repeated Idempotency-Key (required: pageRoutes) answers the first claim again.
 */
export async function claim(
  db: Database, wallet: BonusWallet, playerId: number, bonusId: number, key: string, locale: Locale, now: Date,
  claimTrial: (playerId: number, locale: Locale, key: string) => Promise<ClaimResult>,
): Promise<ClaimResult> {
  const bonus = BONUS_DEFINITIONS.find((b) => b.id === bonusId);
  if (!bonus && bonusId !== TRIAL_BONUS.id) return { ok: false, message: accountText(locale, 'bonus.unknown') };
  const [earlier] = await db.query<{ bonusId: number; amount: string }>(
    `SELECT bonus_id AS "bonusId", ${moneySql('amount')} AS amount FROM bonus_claims WHERE player_id = $1 AND idempotency_key = $2`,
    [playerId, key],
  );
  if (earlier) {
    return earlier.bonusId === bonusId
      ? { ok: true, message: accountText(locale, 'bonus.credited', { amount: lira(earlier.amount) }) }
      : { ok: false, message: accountText(locale, 'bonus.keyReused') };
  }
  if (!bonus) return claimTrial(playerId, locale, key);
  const verdict = await judge(db, wallet, playerId, bonus, now);
  if (!verdict.ok) return { ok: false, message: accountText(locale, verdict.reason, verdict.params) };
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO bonus_claims (player_id, bonus_id, period, amount, status, idempotency_key, created_at, updated_at, expires_at)
     VALUES ($1, $2, $3, $4::numeric, $5, $6, $7, $7, $7::timestamptz + make_interval(days => $8))
     ON CONFLICT (player_id, bonus_id, period) DO NOTHING RETURNING id`,
    // Credited in the same request, so the history says Completed (Processing would tell the player it is not there yet).
    [playerId, bonusId, periodOf(bonus, now), verdict.amount, ProcessStatus.Completed, key, now.toISOString(), bonus.validDays],
  );
  if (!row) return { ok: false, message: accountText(locale, bonus.code === 'first-deposit' ? 'bonus.claimedOnce' : 'bonus.weeklyWait') };
  const credited = await wallet.creditBonus(
    playerId, verdict.amount, `bonus-claim-${row.id}`, { bonusId, claimId: row.id, code: bonus.code },
    { source: `claim-${row.id}`, code: bonus.code, multiplier: bonus.wagering, forfeitOnWithdrawal: bonus.forfeitOnWithdrawal },
  );
  if (!credited.ok) {
    await db.query('DELETE FROM bonus_claims WHERE id = $1', [row.id]);
    // A bonus the balance cannot hold (NUMERIC(14, 2)) is refused with the limit, and can be claimed later.
    return credited.reason === 'balance-limit'
      ? { ok: false, message: accountText(locale, 'bonus.balanceLimit', { amount: lira(MAX_MONEY) }) }
      : { ok: false, message: accountText(locale, 'bonus.unknown') };
  }
  return { ok: true, message: accountText(locale, 'bonus.credited', { amount: lira(verdict.amount) }) };
}

/** The player's claims, newest first; a Processing claim past its end reads as Expired. */
export async function claimPage(db: Database, playerId: number, locale: Locale, skip: number, take: number) {
  const rows = await db.query<{ id: number; title: string; amount: string; status: number; createdAt: string; updatedAt: string; total: number }>(
    `SELECT c.id, CASE WHEN $2 = 'en' THEN d.title_en ELSE d.title_tr END AS title,
       ${moneySql('c.amount')} AS amount,
       CASE WHEN c.status = $5 AND c.expires_at < now() THEN $6 ELSE c.status END AS status,
       to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
       to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt",
       (count(*) OVER ())::int AS total
     FROM bonus_claims c JOIN bonus_definitions d ON d.id = c.bonus_id
     WHERE c.player_id = $1 ORDER BY c.created_at DESC, c.id DESC OFFSET $3 LIMIT $4`,
    [playerId, locale, skip, take, ProcessStatus.Processing, ProcessStatus.Expired],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && skip > 0) {
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bonus_claims WHERE player_id = $1', [playerId]);
    total = count?.n ?? 0;
  }
  return {
    total,
    items: rows.map(({ total: _total, ...row }) => ({ ...row, status: row.status as (typeof ProcessStatus)[keyof typeof ProcessStatus] })),
  };
}

/** Operator command: complete or cancel a Processing claim (the status moves; the money stays booked). */
export async function settleClaim(db: Database, claimId: number, outcome: 'complete' | 'cancel'): Promise<boolean> {
  const rows = await db.query(
    'UPDATE bonus_claims SET status = $2, updated_at = now() WHERE id = $1 AND status = $3 RETURNING id',
    [claimId, outcome === 'complete' ? ProcessStatus.Completed : ProcessStatus.Cancelled, ProcessStatus.Processing],
  );
  return rows.length > 0;
}
