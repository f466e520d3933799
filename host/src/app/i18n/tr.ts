// Turkish texts of the host platform (router crumbs, loading, the last-resort error page).
export const tr = {
  'title.home': 'Spor Bahisleri, Canlı Bahis ve Casino',
  'crumb.home': 'Ana Sayfa',
  'crumb.promotions': 'Promosyonlar',
  'crumb.pages': 'Sayfalar',
  'crumb.selfTest': 'Kendini Sına',
  'crumb.dashboard': 'Hesabım',
  'crumb.notFound': 'Sayfa bulunamadı',
  'crumb.sports': 'Spor',
  'crumb.liveSports': 'Canlı Bahis',
  'crumb.esports': 'E-spor',
  'crumb.casino': 'Casino',
  'crumb.deposit': 'Para Yatır',
  'crumb.withdraw': 'Para Çek',
  'app.error.title': 'Bir şeyler ters gitti',
  'app.error.text': 'Sayfa gösterilemedi. Lütfen sayfayı yenileyin.',
  'override.active': 'Bu tarayıcı {remote} modülünü {entry} adresinden çalıştırıyor (geçersiz kılma).',
  'override.remove': 'Geçersiz kılmayı kaldır',
  'app.error.reload': 'Sayfayı yenile',
} as const;

export type HostAppKey = keyof typeof tr;
