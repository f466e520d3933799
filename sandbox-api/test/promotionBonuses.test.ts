import { claimableBonuses, promotions } from '@vitrin/contract';
import { startSandbox, type Sandbox } from './helpers';
import { registerPlayer } from './players';

jest.setTimeout(60000);

/**
 * /promotions and Bonus Talep are one source: a promotion that gives a bonus names that offer
 * (bonusId), has its title, and its numbers are the offer's; no promotion promises a bonus the
 * site does not give (the old "%100 up to ₺5,000" and "%25 every Monday").
 */
let sb: Sandbox;
beforeAll(async () => { sb = await startSandbox(); });
afterAll(async () => { await sb?.stop(); });

test.each(['tr', 'en'] as const)('every bonus promotion is its offer, in %s', async (locale) => {
  const { token } = await registerPlayer(sb);
  const shown = (await sb.call(promotions, {}, { locale })).data!;
  const offers = (await sb.call(claimableBonuses, {}, { token, locale })).data!;
  const withBonus = shown.filter((promotion) => promotion.bonusId !== undefined);
  expect(withBonus.map((promotion) => promotion.bonusId).sort()).toEqual(offers.map((offer) => offer.id).sort());
  for (const promotion of withBonus) {
    const offer = offers.find((o) => o.id === promotion.bonusId)!;
    expect(promotion.title).toBe(offer.title);
    // A fixed amount is said as the offer credits it (₺100,00); the wagering as its terms say.
    if (offer.amount !== '0.00') expect(promotion.summary).toContain(`₺${offer.amount.replace('.', ',')}`);
    expect(promotion.html).toContain(offer.html);
  }
  const everything = shown.map((promotion) => `${promotion.title} ${promotion.summary} ${promotion.html}`).join(' ');
  expect(everything).not.toMatch(/5\.000|5,000|%25|25%|%100|100%|%15|15%/);
  // The loss-back says the share it pays (10 %), and that it has no wagering.
  const lossBack = withBonus.find((promotion) => promotion.bonusId === 3)!;
  expect(lossBack.summary).toMatch(locale === 'tr' ? /%10.*çevrim şartı yok/ : /10%.*no wagering/);
});

test.each([['tr', 'Spor bahislerine git'], ['en', 'Go to sports betting']] as const)('every promotion has an action: a bonus, or the page it is about (%s)', async (locale, label) => {
  const shown = (await sb.call(promotions, {}, { locale })).data!;
  expect(shown.filter((promotion) => promotion.bonusId === undefined && !promotion.action)).toEqual([]);
  expect(shown.find((promotion) => promotion.bonusId === undefined)?.action).toEqual({ label, url: '/spor' });
});
