export const tr = {
  'casino.crumb': 'Casino',
  'casino.slot.title': 'Slotlar',
  'casino.live.title': 'Canlı Casino',
  'casino.games.title': 'Sanal Oyunlar',
  'casino.bingo.title': 'Bingo',
  'casino.tvbets.title': 'TV Oyunları',
  'casino.play.title': 'Oyun',
  'casino.play.invalid': 'Bu oyun bağlantısı geçersiz. Lütfen oyunu lobiden yeniden açın.',
  'casino.play.backToLobby': 'Slotlara dön',
  'casino.notFound.title': 'Sayfa bulunamadı',
  'casino.notFound.text': 'Aradığınız casino sayfası yok.',
  'casino.notFound.link': 'Casino ana sayfası',
};
export type CasinoKey = keyof typeof tr;
