/**
 * The bonus offers of the sandbox (seeded, upserted on every start). Rules a real operator would
 * have: a first-deposit bonus once per member after a minimum deposit, a weekly free-spin bonus
 * once per calendar week, and a loss-back of 10 % of the last 7 days' net game loss.
 */
export interface BonusDefinition {
  id: number;
  code: 'first-deposit' | 'weekly-freespin' | 'loss-back';
  title: { tr: string; en: string };
  terms: { tr: string; en: string };
  /** Fixed amount, or null when computed (loss-back). */
  amount: string | null;
  /** Deposits needed first (sum of confirmed deposits). */
  minDeposit: string | null;
  /** How long a claim stays Processing before it reads as Expired. */
  validDays: number;
  /** Wagering requirement, a multiple of the bonus (bets of that much unlock it); 0 = real money at once. */
  wagering: number;
  /** Whether withdrawing while the wagering is unfinished forfeits the bonus (its terms say so). */
  forfeitOnWithdrawal: boolean;
  /** Loss-back only: the share of the last 7 days' net game loss it pays, in per cent. */
  lossBackPercent?: number;
}

/**
 * The trial bonus of sign-up (`bonus/definetrialbonus`, amount `trialBonusAmount`): no deposit
 * needed, so operators tie it to wagering and forfeit it on an early withdrawal.
 */
export const TRIAL_BONUS = {
  /** Its row in bonus_definitions (not an offer of Bonus Talep): the bonus history names it like any claim. */
  id: 100,
  code: 'trial', wagering: 5, forfeitOnWithdrawal: true, validDays: 30, title: { tr: 'Deneme Bonusu', en: 'Trial Bonus' },
  terms: {
    tr: '<p>Üyelikte telefonunu doğrulayana deneme bonusu. Çevrim şartı: 5 kat. Çevrim tamamlanmadan yapılan para çekimi bonusu iptal eder.</p>',
    en: '<p>A trial bonus for members who verify their phone. Wagering: 5×. A withdrawal before the wagering is done cancels the bonus.</p>',
  },
} as const;

/** A bonus's title by its code, in the language asked (the trial bonus's or an offer's). */
export function bonusTitle(code: string, locale: 'tr' | 'en'): string {
  if (code === TRIAL_BONUS.code) return TRIAL_BONUS.title[locale];
  return BONUS_DEFINITIONS.find((bonus) => bonus.code === code)?.title[locale] ?? code;
}

export const BONUS_DEFINITIONS: readonly BonusDefinition[] = [
  {
    id: 1,
    code: 'first-deposit',
    title: { tr: 'İlk Yatırım Bonusu', en: 'First Deposit Bonus' },
    terms: {
      tr: '<p>İlk yatırımınıza <strong>₺100</strong> bonus. En az ₺100 yatırım gerekir; üye başına bir kez.</p><p>Çevrim şartı: 10 kat. Çevrim tamamlanmadan yapılan para çekimi bonusu iptal eder.</p>',
      en: '<p>A <strong>₺100</strong> bonus on your first deposit. Needs a deposit of at least ₺100; once per member.</p><p>Wagering: 10×. A withdrawal before the wagering is done cancels the bonus.</p>',
    },
    amount: '100.00',
    minDeposit: '100.00',
    validDays: 30,
    wagering: 10,
    forfeitOnWithdrawal: true,
  },
  {
    id: 2,
    code: 'weekly-freespin',
    title: { tr: 'Haftalık Free Spin Bonusu', en: 'Weekly Free Spin Bonus' },
    terms: {
      tr: '<p>Her hafta <strong>₺25</strong> free spin bonusu. Haftada bir talep edilebilir.</p><p>Çevrim şartı: 5 kat.</p>',
      en: '<p>A <strong>₺25</strong> free spin bonus every week. Can be claimed once a week.</p><p>Wagering: 5×.</p>',
    },
    amount: '25.00',
    minDeposit: null,
    validDays: 7,
    wagering: 5,
    forfeitOnWithdrawal: false,
  },
  {
    id: 3,
    code: 'loss-back',
    title: { tr: 'Kayıp Bonusu', en: 'Loss-back Bonus' },
    terms: {
      tr: '<p>Son 7 günün net oyun kaybının <strong>%10</strong>\'u (en az ₺10). Haftada bir talep edilebilir.</p><p>Çevrim şartı yok: hemen çekilebilir.</p>',
      en: '<p><strong>10%</strong> of your net game loss over the last 7 days (at least ₺10). Once a week.</p><p>No wagering: withdrawable at once.</p>',
    },
    amount: null,
    minDeposit: null,
    validDays: 7,
    wagering: 0,
    forfeitOnWithdrawal: false,
    lossBackPercent: 10,
  },
];
