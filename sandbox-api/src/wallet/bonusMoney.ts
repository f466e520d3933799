import type { Database } from '../db/database';
import { fromCents, moneySql, toCents } from './money';

type Tx = Pick<Database, 'query'>;

/**
 * Bonus money, as operators keep it. A bonus credit with a wagering requirement is a *grant*: the
 * credited amount stays locked — in the balance, playable, not withdrawable — until bets worth
 * `multiplier × amount` have been placed; then it is real money. Bets count toward the oldest
 * active grant first. The locked sum never exceeds the balance: when losses take the balance below
 * it, the newest grants shrink (a grant at zero is 'lost'). A grant whose terms say so is forfeited
 * when the player withdraws while it is active: its locked money leaves the balance.
 *
 *   balance (spec §7, players.balance) = real + bonus;  bonus = locked sum;  withdrawable = real
 */
export interface GrantTerms {
  /** Unique per player: 'trial', 'claim-<id>'; a second grant with the same source is ignored. */
  source: string;
  /** The bonus's code, for the bonus pages ('trial', 'first-deposit', …). */
  code: string;
  /** Wagering requirement as a multiple of the amount; 0 = real money at once (no grant). */
  multiplier: number;
  forfeitOnWithdrawal: boolean;
}

export interface Grant {
  id: number;
  source: string;
  code: string;
  amount: string;
  locked: string;
  wagerRequired: string;
  wagered: string;
  forfeitOnWithdrawal: boolean;
  status: 'active' | 'completed' | 'forfeited' | 'lost';
  createdAt: string;
}

const GRANT_COLUMNS = `id, source, code, ${moneySql('amount')} AS amount, ${moneySql('locked')} AS locked,
  ${moneySql('wager_required')} AS "wagerRequired", ${moneySql('wagered')} AS wagered,
  forfeit_on_withdrawal AS "forfeitOnWithdrawal", status,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;

/** Records a grant for a bonus credit just booked (same transaction). */
export async function grantWithin(tx: Tx, playerId: number, amount: string, terms: GrantTerms): Promise<void> {
  if (terms.multiplier <= 0) return;
  await tx.query(
    `INSERT INTO bonus_grants (player_id, source, code, amount, locked, wager_required, forfeit_on_withdrawal, status)
     VALUES ($1, $2, $3, $4::numeric, $4::numeric, round($4::numeric * $5::numeric, 2), $6, 'active')
     ON CONFLICT (player_id, source) DO NOTHING`,
    [playerId, terms.source, terms.code, amount, String(terms.multiplier), terms.forfeitOnWithdrawal],
  );
}

async function activeGrants(tx: Tx, playerId: number): Promise<Grant[]> {
  return tx.query<Grant>(`SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE player_id = $1 AND status = 'active' ORDER BY id`, [playerId]);
}

/**
 * After a posting (same transaction, player row locked): a bet counts toward the active grants,
 * oldest first, and completes those it fulfils; then the locked sum is cut to the balance.
 */
export async function afterPosting(tx: Tx, playerId: number, kind: string, amount: string, balanceAfter: string): Promise<void> {
  const grants = await activeGrants(tx, playerId);
  if (grants.length === 0) return;
  if (kind === 'bet' && toCents(amount) < 0n) {
    let left = -toCents(amount);
    for (const grant of grants) {
      if (left === 0n) break;
      const missing = toCents(grant.wagerRequired) - toCents(grant.wagered);
      const counted = left < missing ? left : missing;
      left -= counted;
      const done = counted === missing;
      await tx.query(
        `UPDATE bonus_grants SET wagered = wagered + $2::numeric,
           status = CASE WHEN $3 THEN 'completed' ELSE status END, locked = CASE WHEN $3 THEN 0 ELSE locked END,
           settled_at = CASE WHEN $3 THEN now() ELSE settled_at END
         WHERE id = $1`,
        [grant.id, fromCents(counted), done],
      );
      if (done) grant.status = 'completed';
    }
  }
  // Losses below the locked sum take the newest grants' money first.
  let excess = grants.filter((g) => g.status === 'active').reduce((sum, g) => sum + toCents(g.locked), 0n) - toCents(balanceAfter);
  for (const grant of [...grants].reverse()) {
    if (excess <= 0n) break;
    if (grant.status !== 'active') continue;
    const cut = excess < toCents(grant.locked) ? excess : toCents(grant.locked);
    excess -= cut;
    const lost = cut === toCents(grant.locked);
    await tx.query(
      `UPDATE bonus_grants SET locked = locked - $2::numeric, status = CASE WHEN $3 THEN 'lost' ELSE status END,
         settled_at = CASE WHEN $3 THEN now() ELSE settled_at END WHERE id = $1`,
      [grant.id, fromCents(cut), lost],
    );
  }
}

/** The locked (bonus) money of a player, two decimals. */
export async function lockedOf(tx: Tx, playerId: number): Promise<string> {
  const [row] = await tx.query<{ locked: string }>(
    `SELECT ${moneySql('coalesce(sum(locked), 0)')} AS locked FROM bonus_grants WHERE player_id = $1 AND status = 'active'`, [playerId],
  );
  return row?.locked ?? '0.00';
}

/** The grants to forfeit when the player withdraws now (active, terms say so), with their locked money. */
export async function forfeitableGrants(tx: Tx, playerId: number): Promise<Grant[]> {
  return (await activeGrants(tx, playerId)).filter((grant) => grant.forfeitOnWithdrawal && toCents(grant.locked) > 0n);
}

/** Marks a grant forfeited (its locked money is debited by the caller, in the same transaction). */
export async function markForfeited(tx: Tx, grantId: number): Promise<void> {
  await tx.query("UPDATE bonus_grants SET status = 'forfeited', locked = 0, settled_at = now() WHERE id = $1 AND status = 'active'", [grantId]);
}

/** Every grant of a player, newest first (the bonus pages' wagering progress). */
export async function grantsOf(db: Database, playerId: number): Promise<Grant[]> {
  return db.query<Grant>(`SELECT ${GRANT_COLUMNS} FROM bonus_grants WHERE player_id = $1 ORDER BY id DESC`, [playerId]);
}

export interface MoneySplit {
  balance: string;
  real: string;
  bonus: string;
  withdrawable: string;
}

/** The balance split into real and bonus money; the withdrawable part is the real money. */
export function splitOf(balance: string, locked: string): MoneySplit {
  const real = fromCents(toCents(balance) - toCents(locked));
  return { balance, real, bonus: locked, withdrawable: real };
}

/** The split of a player as it stands in the database (after a write, before the members cache has it again). */
export async function moneySplit(db: Pick<Database, 'query'>, playerId: number): Promise<MoneySplit | null> {
  const [row] = await db.query<{ balance: string; locked: string }>(
    `SELECT ${moneySql('p.balance')} AS balance, ${moneySql('l.locked')} AS locked
     FROM players p, LATERAL (SELECT coalesce(sum(locked), 0) AS locked FROM bonus_grants WHERE player_id = p.id AND status = 'active') l
     WHERE p.id = $1`,
    [playerId],
  );
  return row ? splitOf(row.balance, row.locked) : null;
}

export type WithdrawalCheck =
  | { ok: true; forfeit: Grant[] }
  | { ok: false; withdrawable: string; bonus: string };

/**
 * Whether a withdrawal of `amount` may go now (player row locked, inside the withdrawal's
 * transaction): only real money leaves; the grants whose terms say so are forfeited by it.
 */
export async function withdrawalCheck(tx: Tx, playerId: number, amount: string): Promise<WithdrawalCheck> {
  const [row] = await tx.query<{ balance: string }>(`SELECT ${moneySql('balance')} AS balance FROM players WHERE id = $1 FOR UPDATE`, [playerId]);
  const locked = await lockedOf(tx, playerId);
  const withdrawable = toCents(row?.balance ?? '0') - toCents(locked);
  if (toCents(amount) > withdrawable) return { ok: false, withdrawable: fromCents(withdrawable > 0n ? withdrawable : 0n), bonus: locked };
  return { ok: true, forfeit: await forfeitableGrants(tx, playerId) };
}
