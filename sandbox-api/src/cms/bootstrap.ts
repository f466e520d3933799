import type { LiveFilterKind } from '@vitrin/contract';
import type { Locale } from '../i18n/locale';
import { BONUS_DEFINITIONS } from '../account/bonusDefinitions';

/** A slide about a bonus is titled as the bonus is (no number of its own to contradict it). */
const bonusTitle = (code: string): Record<Locale, string> => BONUS_DEFINITIONS.find((bonus) => bonus.code === code)?.title ?? { tr: code, en: code };

/** Home slides; each has three generated sizes (default, ≥992 px, ≥1200 px). */
export const SLIDES: readonly { key: string; url: string | null; target: string | null; title: Record<Locale, string> }[] = [
  { key: 'welcome', url: '/promotions', target: '_self', title: bonusTitle('first-deposit') },
  { key: 'live', url: '/livespor', target: '_self', title: { tr: 'Canlı Bahiste Yüksek Oranlar', en: 'Top Odds on Live Betting' } },
  { key: 'casino', url: '/casino/live', target: '_self', title: { tr: 'Canlı Casino Masaları', en: 'Live Casino Tables' } },
  { key: 'cashback', url: null, target: null, title: bonusTitle('loss-back') },
];

export const SLIDE_SIZES: readonly { width: number; height: number }[] = [
  { width: 800, height: 400 },
  { width: 1200, height: 400 },
  { width: 1920, height: 500 },
];

export const POPUP_SIZES: readonly { width: number; height: number }[] = [
  { width: 360, height: 480 },
  { width: 600, height: 600 },
  { width: 800, height: 600 },
];

/**
 * Spec §3 Casino categories for the five lobbies (slugList: which lobbies show them; 'popular' and
 * 'new' also feed the home rails). Games belong to them through casino/catalogue.ts CATEGORY. A
 * live category that is one of the spec §2 filter kinds says which (extension `liveFilter`), so the
 * live lobby shows one filter row.
 */
export const CASINO_CATEGORIES: readonly { id: number; name: Record<Locale, string>; slugList: string[]; liveFilter?: LiveFilterKind }[] = [
  { id: 1, name: { tr: 'Popüler', en: 'Popular' }, slugList: ['slot', 'popular'] },
  { id: 2, name: { tr: 'Yeni Oyunlar', en: 'New Games' }, slugList: ['slot', 'new'] },
  { id: 3, name: { tr: 'Jackpot', en: 'Jackpot' }, slugList: ['slot'] },
  { id: 7, name: { tr: 'Megaways', en: 'Megaways' }, slugList: ['slot'] },
  { id: 8, name: { tr: 'Meyveli Slotlar', en: 'Fruit Slots' }, slugList: ['slot'] },
  { id: 17, name: { tr: 'Popüler Masalar', en: 'Popular Tables' }, slugList: ['live'] },
  { id: 4, name: { tr: 'Rulet', en: 'Roulette' }, slugList: ['live'], liveFilter: 'roulette' },
  { id: 5, name: { tr: 'Blackjack', en: 'Blackjack' }, slugList: ['live'], liveFilter: 'blackjack' },
  { id: 9, name: { tr: 'Poker', en: 'Poker' }, slugList: ['live'], liveFilter: 'poker' },
  { id: 10, name: { tr: 'Bakara', en: 'Baccarat' }, slugList: ['live'], liveFilter: 'baccarat' },
  { id: 11, name: { tr: 'Oyun Şovları', en: 'Game Shows' }, slugList: ['live'], liveFilter: 'dealer' },
  { id: 6, name: { tr: 'Sanal Sporlar', en: 'Virtual Sports' }, slugList: ['games'] },
  { id: 12, name: { tr: 'Crash ve Anlık Oyunlar', en: 'Crash & Instant Games' }, slugList: ['games'] },
  { id: 14, name: { tr: 'Tombala', en: 'Bingo' }, slugList: ['bingo'] },
  { id: 15, name: { tr: 'Keno', en: 'Keno' }, slugList: ['bingo'] },
  { id: 16, name: { tr: 'TV Oyunları', en: 'TV Games' }, slugList: ['tvbets'] },
];

/** A few server translations; they override the bundled texts of the same key. */
export const TRANSLATIONS: Record<Locale, { key: string; value: string }[]> = {
  tr: [
    { key: 'site.welcome', value: 'Hoş geldiniz' },
    { key: 'site.tagline', value: 'Spor, canlı bahis ve casino tek adreste' },
    { key: 'footer.license', value: 'Bu site, e-oyun lisansına sahip lisanslı bir operatör tarafından işletilmektedir.' },
  ],
  en: [
    { key: 'site.welcome', value: 'Welcome' },
    { key: 'site.tagline', value: 'Sports, live betting and casino in one place' },
    { key: 'footer.license', value: 'This site is run by a licensed operator holding an e-gaming licence.' },
  ],
};

export const TRIAL_BONUS_AMOUNT = 100;

export const DOMAIN_STATUS = { current: 'vitrin1.example', next: 'vitrin2.example' } as const;
