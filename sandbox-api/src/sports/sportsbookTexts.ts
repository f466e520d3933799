import type { Locale } from '../i18n/locale';

/** Every text of the demo sportsbook page, tr and en (both languages). */
export const SPORTSBOOK_TEXT: Record<Locale, Record<string, string>> = {
  tr: {
    spor: 'Spor Bahisleri', livespor: 'Canlı Bahis', esports: 'E-spor', book: 'Demo bahis sağlayıcısı',
    guest: 'Misafir', balance: 'Bakiye', signIn: 'Bahis için giriş yapın', all: 'Tümü', football: 'Futbol', basketball: 'Basketbol',
    events: 'Karşılaşmalar', live: 'Canlı', home: '1', draw: 'X', away: '2', details: 'Ayrıntılar', back: 'Tüm karşılaşmalar',
    slip: 'Bahis Kuponu', empty: 'Kuponunuz boş. Bir oran seçin.', single: 'Tekli', combination: 'Kombine', remove: 'Kaldır',
    stake: 'Bahis tutarı (₺)', totalOdds: 'Toplam oran', potentialWin: 'Olası kazanç', place: 'Bahis yap', placing: 'Gönderiliyor…',
    deposit: 'Para yatır', myBets: 'Bahislerim', open: 'Açık', won: 'Kazandı', lost: 'Kaybetti', failed: 'Bahis alınamadı. Lütfen tekrar deneyin.',
    loadFailed: 'Karşılaşmalar yüklenemedi.', demo: 'Demo bahis sağlayıcısı: gerçek para kullanılmaz.', pick: 'Oran',
  },
  en: {
    spor: 'Sports Betting', livespor: 'Live Betting', esports: 'E-sports', book: 'Demo sportsbook',
    guest: 'Guest', balance: 'Balance', signIn: 'Sign in to bet', all: 'All', football: 'Football', basketball: 'Basketball',
    events: 'Events', live: 'Live', home: '1', draw: 'X', away: '2', details: 'Details', back: 'All events',
    slip: 'Bet slip', empty: 'Your slip is empty. Pick an odd.', single: 'Single', combination: 'Combination', remove: 'Remove',
    stake: 'Stake (₺)', totalOdds: 'Total odds', potentialWin: 'Potential win', place: 'Place bet', placing: 'Sending…',
    deposit: 'Deposit', myBets: 'My bets', open: 'Open', won: 'Won', lost: 'Lost', failed: 'The bet could not be placed. Please try again.',
    loadFailed: 'The events could not be loaded.', demo: 'Demo sportsbook: no real money is used.', pick: 'Odds',
  },
};
