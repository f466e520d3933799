import type { Dictionaries, TranslateParams } from '@vitrin/shared';
import type { Locale } from '../i18n/locale';

// The account pages' server messages, tr and en (kept beside the account domain).
type Key =
  | 'password.wrongOld' | 'password.sameAsOld' | 'password.changed'
  | 'bonus.unknown' | 'bonus.claimedOnce' | 'bonus.needsDeposit' | 'bonus.expired' | 'bonus.credited'
  | 'bonus.weeklyWait' | 'bonus.needsLoss' | 'bonus.keyReused' | 'bonus.balanceLimit' | 'bonus.needsPhone';

const MESSAGES: Dictionaries<Key> = {
  tr: {
    'password.wrongOld': 'Eski şifreniz hatalı.',
    'password.sameAsOld': 'Yeni şifre eski şifreyle aynı olamaz.',
    'password.changed': 'Şifreniz değiştirildi. Lütfen yeni şifrenizle giriş yapın.',
    'bonus.unknown': 'Bu bonus bulunamadı.',
    'bonus.claimedOnce': 'Bu bonusu zaten talep ettiniz.',
    'bonus.needsDeposit': 'Bu bonus için en az {amount} yatırım yapmış olmalısınız.',
    'bonus.expired': 'Bu bonusun süresi doldu.',
    'bonus.credited': '{amount} bonus hesabınıza eklendi.',
    'bonus.weeklyWait': 'Bu bonusu haftada bir talep edebilirsiniz.',
    'bonus.needsLoss': 'Son 7 günde kaybınız olmadığı için kayıp bonusu talep edilemez.',
    'bonus.keyReused': 'Bu istek başka bir işlem için kullanıldı.',
    'bonus.balanceLimit': 'Bu bonus bakiyenizi üst sınırın ({amount}) üzerine çıkarır; şimdi talep edilemez.',
    'bonus.needsPhone': 'Bu bonusu almak için telefon numaranızı doğrulayın.',
  },
  en: {
    'password.wrongOld': 'Your old password is wrong.',
    'password.sameAsOld': 'The new password must differ from the old one.',
    'password.changed': 'Your password was changed. Please sign in with the new one.',
    'bonus.unknown': 'This bonus does not exist.',
    'bonus.claimedOnce': 'You have already claimed this bonus.',
    'bonus.needsDeposit': 'This bonus needs a deposit of at least {amount} first.',
    'bonus.expired': 'This bonus has expired.',
    'bonus.credited': '{amount} bonus was added to your account.',
    'bonus.weeklyWait': 'This bonus can be claimed once a week.',
    'bonus.needsLoss': 'You had no losses in the last 7 days, so there is no loss-back to claim.',
    'bonus.keyReused': 'This request key was used for another operation.',
    'bonus.balanceLimit': 'This bonus would take your balance past its limit ({amount}); it cannot be claimed now.',
    'bonus.needsPhone': 'Verify your phone number to claim this bonus.',
  },
};

export type AccountMessage = Key;

export function accountText(locale: Locale, key: Key, params?: TranslateParams): string {
  const text = MESSAGES[locale][key];
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
}

/** ₺1.234,50 in both languages (spec §9 currency: ₺ prefix, tr-TR). */
export function lira(amount: string): string {
  const [whole = '0', cents = '00'] = amount.replace('-', '').split('.');
  return `${amount.startsWith('-') ? '-' : ''}₺${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}
