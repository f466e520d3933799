import type { Locale } from '../i18n/locale';

// The payments domain's server messages, tr and en (shown by the client as toasts, spec §8).
const MESSAGES = {
  tr: {
    unknownMethod: 'Bu ödeme yöntemi bulunamadı.',
    required: '{field} alanı zorunludur.',
    badType: '{field} alanının değeri geçersiz.',
    badMask: '{field} alanı {mask} biçiminde olmalıdır.',
    badOption: '{field} için geçerli bir seçim yapın.',
    badIban: 'Geçerli bir TR IBAN girin.',
    badCard: 'Geçerli bir kart numarası girin.',
    foreignIban: 'Yalnızca Türkiye\'deki hesaplara (TR ile başlayan IBAN) ödeme yapılır.',
    badExpiry: 'Son kullanma tarihinin ayı 01 ile 12 arasında olmalıdır.',
    unknownField: '{field} alanı bu yöntemde yok.',
    belowMin: 'Tutar en az {amount} olmalıdır.',
    aboveMax: 'Tutar en fazla {amount} olabilir.',
    insufficient: 'Bakiyeniz yetersiz (bakiye: {amount}).',
    balanceLimit: 'Bu yatırım bakiyenizi üst sınırın ({amount}) üzerine çıkarır; daha küçük bir tutar girin.',
    pendingExists: 'Onay bekleyen bir çekim talebiniz var. Sonuçlanınca yeni talep verebilirsiniz.',
    inProgress: 'Bu talep işleniyor; lütfen bekleyin.',
    depositLink: 'Ödeme sayfasına yönlendiriliyorsunuz.',
    depositTransfer: '{amount} tutarındaki havale talebiniz alındı; ödeme onaylanınca bakiyenize eklenecek.',
    withdrawPending: '{amount} tutarındaki çekim talebiniz alındı ve onay bekliyor.',
    depositConfirmedTitle: 'Yatırımınız onaylandı',
    depositConfirmedNote: '{amount} ({method}) bakiyenize eklendi.',
    depositRejectedTitle: 'Yatırımınız reddedildi',
    depositRejectedNote: '{amount} ({method}) yatırım talebiniz reddedildi.',
    withdrawConfirmedTitle: 'Çekiminiz onaylandı',
    withdrawConfirmedNote: '{amount} ({method}) hesabınıza gönderildi.',
    withdrawRejectedTitle: 'Çekiminiz reddedildi',
    withdrawRejectedNote: '{amount} ({method}) bakiyenize iade edildi.',
  },
  en: {
    unknownMethod: 'This payment method does not exist.',
    required: '{field} is required.',
    badType: '{field} has an invalid value.',
    badMask: '{field} must look like {mask}.',
    badOption: 'Choose a valid {field}.',
    badIban: 'Enter a valid TR IBAN.',
    badCard: 'Enter a valid card number.',
    foreignIban: 'Payouts go only to accounts in Türkiye (an IBAN starting with TR).',
    badExpiry: 'The expiry month must be 01 to 12.',
    unknownField: '{field} is not a field of this method.',
    belowMin: 'The amount must be at least {amount}.',
    aboveMax: 'The amount can be at most {amount}.',
    insufficient: 'Your balance is too low (balance: {amount}).',
    balanceLimit: 'This deposit would take your balance past its limit ({amount}); enter a smaller amount.',
    pendingExists: 'You already have a withdrawal awaiting approval. You can request another once it is settled.',
    inProgress: 'This request is being processed; please wait.',
    depositLink: 'You are being taken to the payment page.',
    depositTransfer: 'Your transfer of {amount} was recorded; it is credited once the payment is confirmed.',
    withdrawPending: 'Your withdrawal of {amount} was received and awaits approval.',
    depositConfirmedTitle: 'Your deposit was confirmed',
    depositConfirmedNote: '{amount} ({method}) was added to your balance.',
    depositRejectedTitle: 'Your deposit was rejected',
    depositRejectedNote: 'Your deposit request of {amount} ({method}) was rejected.',
    withdrawConfirmedTitle: 'Your withdrawal was confirmed',
    withdrawConfirmedNote: '{amount} ({method}) was sent to your account.',
    withdrawRejectedTitle: 'Your withdrawal was rejected',
    withdrawRejectedNote: '{amount} ({method}) was returned to your balance.',
  },
} as const;

export type PaymentMessage = keyof (typeof MESSAGES)['en'];

export function paymentText(locale: Locale, key: PaymentMessage, params: Record<string, string> = {}): string {
  return MESSAGES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
