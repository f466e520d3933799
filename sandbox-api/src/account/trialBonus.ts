import type { ClaimableBonus } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { TRIAL_BONUS_AMOUNT } from '../cms/bootstrap';
import { bookAndPush } from '../wallet/postAndPush';
import { MAX_MONEY } from '../wallet/money';
import { accountText } from './accountMessages';
import { TRIAL_BONUS } from './bonusDefinitions';
import { recordTrialClaim } from './bonusStore';

// The trial bonus is the sign-up's (players.trial_bonus_claimed_at is its once-per-member guard):
// offered at the congratulations screen, and again on Bonus Talep and after a later phone
// verification until it is claimed or its offer ends, TRIAL_BONUS.validDays after sign-up.

interface TrialState { verified: boolean; claimed: boolean; endsAt: string; ended: boolean }

async function trialState(server: ServerContext, playerId: number): Promise<TrialState | null> {
  const [row] = await server.db.query<TrialState>(
    `SELECT sms_verified AS verified, trial_bonus_claimed_at IS NOT NULL AS claimed,
       to_char((created_at + make_interval(days => $2)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "endsAt",
       created_at + make_interval(days => $2) <= $3::timestamptz AS ended
     FROM players WHERE id = $1`,
    [playerId, TRIAL_BONUS.validDays, server.now().toISOString()],
  );
  return row ?? null;
}

/**
 * The trial bonus as an offer of Bonus Talep, or null once it is claimed or its offer has ended
 * (or the site gives none). Claimable by a member who verified their phone, as its terms say; one
 * who has not is told so (and the phone page offers it right after the verification).
 */
export async function trialOffer(server: ServerContext, playerId: number, locale: Locale): Promise<ClaimableBonus | null> {
  if (TRIAL_BONUS_AMOUNT <= 0) return null;
  const state = await trialState(server, playerId);
  if (!state || state.claimed || state.ended) return null;
  return {
    id: TRIAL_BONUS.id,
    code: TRIAL_BONUS.code,
    title: TRIAL_BONUS.title[locale],
    html: TRIAL_BONUS.terms[locale],
    amount: `${TRIAL_BONUS_AMOUNT}.00`,
    claimable: state.verified,
    reason: state.verified ? null : accountText(locale, 'bonus.needsPhone'),
    needs: state.verified ? null : 'phone',
    expiresAt: state.endsAt,
  };
}

type TrialClaim = { ok: true; message: string } | { ok: false; message: string };

/**
 * Credits the trial bonus once. The conditional update is the once-per-player guard, safe against
 * double clicks; the credit is a wallet posting (kind bonus, its own key) in the same transaction,
 * with its wagering grant, so the ledger sums to the balance. A credit past MAX_MONEY rolls the
 * claim back: the bonus stays claimable later. `from: 'offer'` (Bonus Talep, the phone page) also
 * needs a verified phone and an offer not yet ended; the congratulations screen of sign-up
 * (`bonus/definetrialbonus`, spec §4) does not.
 */
export async function claimTrialBonus(
  server: ServerContext, playerId: number, locale: Locale, from: 'signup' | 'offer', idempotencyKey: string | null = null,
): Promise<TrialClaim> {
  if (TRIAL_BONUS_AMOUNT <= 0) return { ok: false, message: translate(locale, 'bonus.none') };
  if (from === 'offer') {
    const state = await trialState(server, playerId);
    if (state?.claimed) return { ok: false, message: translate(locale, 'bonus.alreadyClaimed') };
    if (!state || state.ended) return { ok: false, message: accountText(locale, 'bonus.expired') };
    if (!state.verified) return { ok: false, message: accountText(locale, 'bonus.needsPhone') };
  }
  const amount = `${TRIAL_BONUS_AMOUNT}.00`;
  const result = await bookAndPush(server.db, server.hub, async (tx, book) => {
    const claimed = await tx.query('UPDATE players SET trial_bonus_claimed_at = now() WHERE id = $1 AND trial_bonus_claimed_at IS NULL RETURNING id', [playerId]);
    if (claimed.length === 0) return false;
    await recordTrialClaim(tx, playerId, amount, idempotencyKey);
    await book({
      playerId, kind: 'bonus', amount, reference: { code: TRIAL_BONUS.code }, idempotencyKey: 'trial-bonus',
      grant: { source: 'trial', code: TRIAL_BONUS.code, multiplier: TRIAL_BONUS.wagering, forfeitOnWithdrawal: TRIAL_BONUS.forfeitOnWithdrawal },
    });
    return true;
  });
  if (!result.ok) return { ok: false, message: translate(locale, 'bonus.balanceLimit', { amount: MAX_MONEY }) };
  if (!result.value) return { ok: false, message: translate(locale, 'bonus.alreadyClaimed') };
  return { ok: true, message: translate(locale, 'bonus.claimed', { amount: TRIAL_BONUS_AMOUNT }) };
}
