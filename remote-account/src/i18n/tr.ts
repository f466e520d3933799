export const tr = {
  'account.dashboard.title': 'Hesabım',
  'account.menu.label': 'Hesap menüsü',
  'account.account.title': 'Hesap',
  'account.phoneVerification.title': 'Telefon Doğrulama',
  'account.deposit.title': 'Para Yatır',
  'account.withdraw.title': 'Para Çek',
  'account.changePassword.title': 'Şifre Değiştir',
  'account.financialActivities.title': 'Finansal Geçmiş',
  'account.gameHistory.title': 'Oyun Aktiviteleri',
  'account.claimBonus.title': 'Bonus Talep',
  'account.bonuses.title': 'Bonus Geçmişi',
  'account.sessionHistory.title': 'Oturum Geçmişi',
  'account.logout': 'Çıkış Yap',
};
export type AccountKey = keyof typeof tr;
