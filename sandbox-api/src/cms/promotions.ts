import { BONUS_DEFINITIONS, TRIAL_BONUS } from '../account/bonusDefinitions';
import { lira } from '../account/accountMessages';
import { TRIAL_BONUS_AMOUNT } from './bootstrap';

type Locale = 'tr' | 'en';
export interface SeedPromotion {
  id: number;
  title: Record<Locale, string>;
  summary: Record<Locale, string>;
  html: Record<Locale, string>;
  /** The bonus offer (bonus/available id) it gives; its texts are then made from that bonus. */
  bonusId?: number;
  /** Without a bonus: the page it is about (its detail's button), and the button's label. */
  action?: { label: Record<Locale, string>; url: string };
}

/** What a promotion needs to know of a bonus: its definition's own fields, nothing typed twice. */
interface BonusFacts {
  id: number;
  title: Record<Locale, string>;
  terms: Record<Locale, string>;
  amount: string | null;
  minDeposit: string | null;
  wagering: number;
  lossBackPercent?: number | undefined;
}

/** The bonus's numbers, in the language asked: amount, minimum deposit, wagering. */
function factsOf(bonus: BonusFacts, locale: Locale): string[] {
  const parts: string[] = [];
  if (bonus.amount) parts.push(locale === 'tr' ? `${lira(bonus.amount)} bonus` : `A ${lira(bonus.amount)} bonus`);
  else if (bonus.lossBackPercent) {
    parts.push(locale === 'tr' ? `Son 7 günün net kaybının %${bonus.lossBackPercent}'u` : `${bonus.lossBackPercent}% of your net loss over the last 7 days`);
  }
  if (bonus.minDeposit) parts.push(locale === 'tr' ? `en az ${lira(bonus.minDeposit)} yatırımla` : `with a deposit of at least ${lira(bonus.minDeposit)}`);
  parts.push(bonus.wagering > 0
    ? (locale === 'tr' ? `çevrim şartı ${bonus.wagering} kat` : `wagering ${bonus.wagering}×`)
    : (locale === 'tr' ? 'çevrim şartı yok' : 'no wagering'));
  return parts.map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1)}`);
}

/** The numbers in one line (the card's summary). */
function summaryOf(bonus: BonusFacts, locale: Locale): string {
  const [first = '', ...others] = factsOf(bonus, locale);
  return `${[first, ...others.map((part) => `${part.charAt(0).toLowerCase()}${part.slice(1)}`)].join(' · ')}.`;
}

const CLAIM_HINT: Record<Locale, string> = {
  tr: '<p>Bu promosyonun düğmesiyle ya da Bonus Talep sayfasından alınır.</p>',
  en: '<p>Claim it with this promotion\'s button or on the Bonus Request page.</p>',
};

/** A promotion made from a bonus definition: its title, its numbers and its terms are the bonus's. */
function promotionOf(id: number, bonus: BonusFacts): SeedPromotion {
  const by = (make: (locale: Locale) => string) => ({ tr: make('tr'), en: make('en') });
  return {
    id,
    bonusId: bonus.id,
    title: bonus.title,
    summary: by((locale) => summaryOf(bonus, locale)),
    html: by((locale) => `<h3>${bonus.title[locale]}</h3><ul>${factsOf(bonus, locale).map((fact) => `<li>${fact}</li>`).join('')}</ul>${bonus.terms[locale]}${CLAIM_HINT[locale]}`),
  };
}

const definition = (code: string): BonusFacts => {
  const found = BONUS_DEFINITIONS.find((bonus) => bonus.code === code);
  if (!found) throw new Error(`no bonus definition ${code}`);
  return found;
};
const TRIAL: BonusFacts = { ...TRIAL_BONUS, amount: `${TRIAL_BONUS_AMOUNT}.00`, minDeposit: null };

/**
 * Promotions for /promotions; images are generated under /sandbox/img/promotion/<id>/<index>.svg.
 * A promotion that gives a bonus is made from its definition (account/bonusDefinitions.ts), so the
 * page never promises what Bonus Talep does not give; only the sportsbook's insurance is text.
 */
export const PROMOTIONS: readonly SeedPromotion[] = [
  promotionOf(1, definition('first-deposit')),
  promotionOf(2, definition('loss-back')),
  promotionOf(3, definition('weekly-freespin')),
  {
    id: 4,
    title: { tr: 'Kombine Sigortası', en: 'Accumulator Insurance' },
    summary: { tr: '5 ve üzeri maçlık kuponunuz tek maçtan yatarsa paranız iade.', en: 'Five legs or more and only one loses? Your stake comes back.' },
    html: {
      tr: '<h3>Kombine Sigortası</h3><p>En az 5 maçtan oluşan ve her maçı en az 1.50 oranlı kuponunuz yalnızca bir maç yüzünden kaybederse, yatırdığınız tutarı <strong>freebet</strong> olarak iade ediyoruz.</p>',
      en: '<h3>Accumulator Insurance</h3><p>If your slip of at least five selections, each at odds of 1.50 or more, loses by a single selection, we refund your stake as a <strong>free bet</strong>.</p>',
    },
    // Nothing to claim: the insurance applies to the slip itself, so the detail leads to the sportsbook.
    action: { label: { tr: 'Spor bahislerine git', en: 'Go to sports betting' }, url: '/spor' },
  },
  promotionOf(5, TRIAL),
];
