import type { Locale } from '../i18n/locale';

type Key = 'unknownGame' | 'otherProvider' | 'unknownCategory' | 'liveFilterOnlyLive' | 'wrongProduct' | 'wrongSystem'
  | 'favoriteAdded' | 'favoriteRemoved' | 'noSession';

/** The casino calls' refusals (bad input gets a clear message, never a 5xx), in both languages. */
const TEXT: Record<Locale, Record<Key, string>> = {
  tr: {
    unknownGame: 'Oyun bulunamadı.',
    otherProvider: 'Bu oyun {provider} sağlayıcısına ait değil.',
    unknownCategory: 'Bu lobide böyle bir kategori yok.',
    liveFilterOnlyLive: 'Canlı casino filtresi yalnızca canlı casino lobisinde kullanılabilir.',
    wrongProduct: 'Oyunun ürün numarası hatalı.',
    wrongSystem: 'Oyunun sistem numarası hatalı.',
    favoriteAdded: 'Favorilere eklendi',
    favoriteRemoved: 'Favorilerden çıkarıldı',
    noSession: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
  },
  en: {
    unknownGame: 'Game not found.',
    otherProvider: 'This game is not offered by {provider}.',
    unknownCategory: 'This lobby has no such category.',
    liveFilterOnlyLive: 'The live casino filter is only for the live casino lobby.',
    wrongProduct: 'The game’s product id is wrong.',
    wrongSystem: 'The game’s system id is wrong.',
    favoriteAdded: 'Added to favorites',
    favoriteRemoved: 'Removed from favorites',
    noSession: 'Your session has ended. Please log in again.',
  },
};

export function casinoText(locale: Locale, key: Key, params: Record<string, string> = {}): string {
  return TEXT[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/**
 * A refused call: success false with the message and no data (spec §7 envelope). The contract's
 * response types describe success only, so `data` is typed to fit whichever call refuses.
 */
export function refusal(message: string): { success: boolean; message: string; data: never } {
  return { success: false, message, data: null as never };
}
