import type { Language } from '../../support';

/** What the account pages say, per language (remote-account/src/i18n). */
export const ACCOUNT_TEXTS = {
  en: {
    menu: 'Account menu', overview: 'My account', balance: 'Balance',
    pages: [
      ['/dashboard/account', 'Account'], ['/dashboard/phone-verification', 'Phone Verification'],
      ['/dashboard/change-password', 'Change Password'], ['/dashboard/financial-activities', 'Financial History'],
      ['/dashboard/game-history', 'Game Activities'], ['/dashboard/claim-bonus', 'Bonuses & Discounts'],
      ['/dashboard/bonuses', 'Bonuses History'], ['/dashboard/session-history', 'Session History'],
    ],
    oldPassword: 'Old Password', password: 'Password', confirmPassword: 'Confirm Password', change: 'Change',
    wrongOld: 'Your old password is wrong.', mismatch: 'Passwords do not match',
    changed: 'Password change successful. You are now directed to the login page.',
    sendCode: 'Send Code', code: 'Verification code', verify: 'Verify', verified: /is verified/,
    claim: 'Claim', thisSession: 'This session', completed: 'Completed',
  },
  tr: {
    menu: 'Hesap menüsü', overview: 'Hesabım', balance: 'Bakiye',
    pages: [
      ['/dashboard/account', 'Hesap'], ['/dashboard/phone-verification', 'Telefon Doğrulama'],
      ['/dashboard/change-password', 'Şifre Değiştir'], ['/dashboard/financial-activities', 'Finansal Geçmiş'],
      ['/dashboard/game-history', 'Oyun Aktiviteleri'], ['/dashboard/claim-bonus', 'Bonus Talep'],
      ['/dashboard/bonuses', 'Bonus Geçmişi'], ['/dashboard/session-history', 'Oturum Geçmişi'],
    ],
    oldPassword: 'Eski Şifre', password: 'Şifre', confirmPassword: 'Şifre Tekrar', change: 'Değiştir',
    wrongOld: 'Eski şifreniz hatalı.', mismatch: 'Şifreler eşleşmiyor',
    changed: 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
    sendCode: 'Kod Gönder', code: 'Doğrulama kodu', verify: 'Doğrula', verified: /doğrulandı/,
    claim: 'Talep Et', thisSession: 'Bu oturum', completed: 'Tamamlandı',
  },
} satisfies Record<Language, unknown>;

export function accountLanguage(projectName: string): Language {
  return projectName === 'mobile' ? 'tr' : 'en';
}

/** A field's accessible name with or without MUI's required asterisk. */
export function field(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\u2009*]*$`);
}
