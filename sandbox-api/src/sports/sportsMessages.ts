import type { Locale } from '../i18n/locale';

// The demo sportsbook's server messages and notifications, tr and en.
type Key =
  | 'bet.format' | 'bet.min' | 'bet.max' | 'bet.noSelection' | 'bet.tooMany' | 'bet.sameEvent' | 'bet.unknownPick' | 'bet.otherBook'
  | 'bet.insufficient' | 'bet.inProgress' | 'bet.placed' | 'token.expired'
  | 'won.title' | 'won.note' | 'lost.title' | 'lost.note' | 'combination';

const MESSAGES: Record<Locale, Record<Key, string>> = {
  tr: {
    'bet.format': 'Bahis tutarını en fazla iki ondalıkla girin.',
    'bet.min': 'En düşük bahis ₺1,00.',
    'bet.max': 'En yüksek bahis ₺10.000,00.',
    'bet.noSelection': 'Kuponunuzda seçim yok.',
    'bet.tooMany': 'Bir kuponda en fazla 10 seçim olabilir.',
    'bet.sameEvent': 'Kombine kuponda aynı maçtan iki seçim olamaz.',
    'bet.unknownPick': 'Bu oran artık geçerli değil.',
    'bet.otherBook': 'Bu seçim bu bahis sayfasında oynanamaz.',
    'bet.insufficient': 'Bakiyeniz yetersiz ({amount}).',
    'bet.inProgress': 'Bu kupon işleniyor.',
    'bet.placed': 'Kuponunuz alındı (#{id}).',
    'token.expired': 'Oturumunuz yenilenmeli.',
    'won.title': 'Kuponunuz kazandı: {amount}',
    'won.note': 'Kupon #{id}: {amount} hesabınıza eklendi.',
    'lost.title': 'Kuponunuz kaybetti',
    'lost.note': 'Kupon #{id} ({amount}) kaybetti.',
    'combination': 'Kombine ({count})',
  },
  en: {
    'bet.format': 'Enter the stake with at most two decimals.',
    'bet.min': 'The smallest stake is ₺1,00.',
    'bet.max': 'The largest stake is ₺10.000,00.',
    'bet.noSelection': 'Your slip has no selection.',
    'bet.tooMany': 'A slip holds at most 10 selections.',
    'bet.sameEvent': 'A combination cannot hold two picks of one event.',
    'bet.unknownPick': 'These odds are no longer offered.',
    'bet.otherBook': 'This pick cannot be played on this sportsbook.',
    'bet.insufficient': 'Your balance is too low ({amount}).',
    'bet.inProgress': 'This slip is being processed.',
    'bet.placed': 'Your bet is placed (#{id}).',
    'token.expired': 'Your session needs refreshing.',
    'won.title': 'Your bet won {amount}',
    'won.note': 'Bet #{id}: {amount} was added to your balance.',
    'lost.title': 'Your bet lost',
    'lost.note': 'Bet #{id} ({amount}) lost.',
    'combination': 'Combination ({count})',
  },
};

export function sportsText(locale: Locale, key: Key, params: Record<string, string | number> = {}): string {
  return MESSAGES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
