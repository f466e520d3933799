import type { Locale } from '../i18n/locale';

// The responsible-gambling domain's server messages and notifications, tr and en.
type Key =
  | 'period.day' | 'period.week' | 'period.month'
  | 'kind.deposit' | 'kind.loss' | 'kind.wager'
  | 'limit.now' | 'limit.pending' | 'limit.unchanged' | 'limit.sessionNow' | 'limit.sessionPending' | 'limit.cancelled' | 'limit.noPending'
  | 'reality.on' | 'reality.off'
  | 'refuse.deposit' | 'refuse.stake' | 'refuse.session'
  | 'break.timeout' | 'break.exclusion' | 'break.badPassword' | 'break.shorter' | 'break.signIn.timeout' | 'break.signIn.exclusion'
  | 'note.limitTitle' | 'note.breakTitle' | 'note.liftTitle' | 'note.lift';

const MESSAGES: Record<Locale, Record<Key, string>> = {
  tr: {
    'period.day': 'günlük', 'period.week': 'haftalık', 'period.month': 'aylık',
    'kind.deposit': 'para yatırma', 'kind.loss': 'kayıp', 'kind.wager': 'bahis',
    'limit.now': '{period} {kind} limitiniz {amount} oldu; hemen geçerli.',
    'limit.pending': '{period} {kind} limitinizin artırılması ya da kaldırılması {from} tarihinde geçerli olacak. O zamana kadar iptal edebilirsiniz.',
    'limit.unchanged': 'Bu limit zaten yok.',
    'limit.sessionNow': 'Oturum süresi limitiniz {minutes} dakika oldu; hemen geçerli.',
    'limit.sessionPending': 'Oturum süresi limitinizin artırılması ya da kaldırılması {from} tarihinde geçerli olacak.',
    'limit.cancelled': 'Bekleyen değişiklik iptal edildi; limitiniz aynı kaldı.',
    'limit.noPending': 'Bekleyen bir değişiklik yok.',
    'reality.on': 'Gerçeklik kontrolü her {minutes} dakikada bir gösterilecek.',
    'reality.off': 'Gerçeklik kontrolü kapatıldı.',
    'refuse.deposit': '{period} para yatırma limitiniz {limit}. Bu dönemde en fazla {remaining} daha yatırabilirsiniz; limit {resets} tarihinde yenilenir.',
    'refuse.stake': '{period} {kind} limitiniz ({limit}) bu bahse izin vermiyor: kalan {remaining}; limit {resets} tarihinde yenilenir.',
    'refuse.session': 'Oturum süresi limitiniz ({minutes} dakika) doldu. Ara verin; yeniden giriş yaptığınızda yeni oturum başlar.',
    'break.timeout': 'Mola başladı: {until} tarihine kadar giriş yapamazsınız.',
    'break.exclusion': 'Kendinizi oyundan uzaklaştırdınız: {until} tarihine kadar giriş yapamazsınız.',
    'break.badPassword': 'Şifre hatalı; mola başlatılmadı.',
    'break.shorter': 'Zaten {until} tarihine kadar süren bir molanız var; mola kısaltılamaz.',
    'break.signIn.timeout': 'Hesabınız mola nedeniyle {until} tarihine kadar kapalı. Bu süre kısaltılamaz.',
    'break.signIn.exclusion': 'Hesabınız kendinizi oyundan uzaklaştırmanız nedeniyle {until} tarihine kadar kapalı. Bu süre kısaltılamaz.',
    'note.limitTitle': 'Limitleriniz değişti',
    'note.breakTitle': 'Mola başladı',
    'note.liftTitle': 'Molanız kaldırıldı',
    'note.lift': 'Molanız operatör tarafından kaldırıldı. Gerekçe: {reason}',
  },
  en: {
    'period.day': 'daily', 'period.week': 'weekly', 'period.month': 'monthly',
    'kind.deposit': 'deposit', 'kind.loss': 'loss', 'kind.wager': 'wager',
    'limit.now': 'Your {period} {kind} limit is now {amount}, in force at once.',
    'limit.pending': 'Raising or removing your {period} {kind} limit takes effect on {from}. You can cancel it until then.',
    'limit.unchanged': 'There is no such limit.',
    'limit.sessionNow': 'Your session-time limit is now {minutes} minutes, in force at once.',
    'limit.sessionPending': 'Raising or removing your session-time limit takes effect on {from}.',
    'limit.cancelled': 'The pending change is cancelled; your limit stays as it is.',
    'limit.noPending': 'There is no pending change.',
    'reality.on': 'The reality check will show every {minutes} minutes.',
    'reality.off': 'The reality check is off.',
    'refuse.deposit': 'Your {period} deposit limit is {limit}. You can deposit at most {remaining} more in this period; the limit resets on {resets}.',
    'refuse.stake': 'Your {period} {kind} limit ({limit}) does not allow this bet: {remaining} left; the limit resets on {resets}.',
    'refuse.session': 'Your session-time limit ({minutes} minutes) is used up. Take a break; signing in again starts a new session.',
    'break.timeout': 'Your time-out has started: you cannot sign in until {until}.',
    'break.exclusion': 'You have excluded yourself: you cannot sign in until {until}.',
    'break.badPassword': 'Wrong password; no break was started.',
    'break.shorter': 'You already have a break until {until}; a break cannot be shortened.',
    'break.signIn.timeout': 'Your account is on a time-out until {until}. It cannot be shortened.',
    'break.signIn.exclusion': 'Your account is self-excluded until {until}. It cannot be shortened.',
    'note.limitTitle': 'Your limits changed',
    'note.breakTitle': 'Your break has started',
    'note.liftTitle': 'Your break was lifted',
    'note.lift': 'The operator lifted your break. Reason: {reason}',
  },
};

export function responsibleText(locale: Locale, key: Key, params?: Record<string, string | number>): string {
  const text = MESSAGES[locale][key];
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
}
