import type { Dictionaries, TranslateParams } from '@vitrin/shared';
import type { Locale } from './locale';

type Key =
  | 'auth.required' | 'auth.loginFailed' | 'auth.tooManyAttempts' | 'auth.loginOk' | 'auth.registerOk' | 'auth.loggedOut'
  | 'auth.busy'
  | 'register.usernameTaken' | 'register.emailTaken' | 'register.personalNoTaken' | 'register.unknownCountry'
  | 'register.tooYoung' | 'register.badBirthDate'
  | 'reset.sent' | 'reset.codeOk' | 'reset.badCode' | 'reset.expired' | 'reset.tooManyAttempts'
  | 'reset.changed' | 'reset.notChecked' | 'reset.mailSubject' | 'reset.mailText'
  | 'phone.sent' | 'phone.smsText' | 'phone.verified' | 'phone.badCode' | 'phone.expired' | 'phone.tooManyAttempts'
  | 'phone.noCode' | 'phone.taken' | 'phone.throttled'
  | 'bonus.claimed' | 'bonus.alreadyClaimed' | 'bonus.none' | 'bonus.balanceLimit'
  | 'callme.ok' | 'content.notFound' | 'request.keyRequired' | 'request.keyReused'
  | 'validation.required' | 'validation.minLength' | 'validation.maxLength' | 'validation.invalid'
  | 'validation.mismatch' | 'validation.minContacts' | 'validation.maxContacts' | 'validation.code' | 'validation.unsafeText'
  | 'field.username' | 'field.password' | 'field.password2' | 'field.name' | 'field.surname' | 'field.email'
  | 'field.phone' | 'field.PersonalNo' | 'field.country' | 'field.birthDate' | 'field.trialBonus' | 'field.code'
  | 'field.message' | 'field.contacts' | 'field.contact' | 'field.type' | 'field.id' | 'field.step'
  | 'field.skip' | 'field.take' | 'field.status' | 'field.categoryId' | 'field.currencyId' | 'field.request';

export const MESSAGES: Dictionaries<Key> = {
  tr: {
    'auth.required': 'Bu işlem için giriş yapmalısınız.',
    'request.keyRequired': 'Bu talep, iki kez işlenmesini önleyen anahtar (Idempotency-Key) olmadan alınamaz. Sayfayı yenileyip yeniden deneyin.',
    'request.keyReused': 'Bu talebin anahtarı (Idempotency-Key) son 24 saatte başka bir talep için kullanıldı; talep işlenmedi. Sayfayı yenileyip yeniden deneyin.',
    'auth.loginFailed': 'Kullanıcı adı veya şifre hatalı.',
    'auth.tooManyAttempts': 'Çok fazla deneme yapıldı. {minutes} dakika sonra tekrar deneyin.',
    'auth.loginOk': 'Giriş başarılı. Hoş geldiniz!',
    'auth.registerOk': 'Kaydınız tamamlandı. Hoş geldiniz!',
    'auth.loggedOut': 'Çıkış yapıldı.',
    'auth.busy': 'Şu anda çok yoğunuz. Lütfen birkaç saniye sonra tekrar deneyin.',
    'register.usernameTaken': 'Bu kullanıcı adı zaten kullanılıyor.',
    'register.emailTaken': 'Bu e-posta adresi zaten kayıtlı.',
    'register.personalNoTaken': 'Bu T.C. kimlik numarasıyla kayıtlı bir hesap var.',
    'register.unknownCountry': 'Geçerli bir ülke seçin.',
    'register.tooYoung': 'Kayıt olmak için 18 yaşını doldurmuş olmalısınız.',
    'register.badBirthDate': 'Doğum tarihi geçersiz.',
    'reset.sent': 'Bu kullanıcı adıyla bir hesap varsa, e-posta adresine bir şifre sıfırlama kodu gönderdik.',
    'reset.codeOk': 'Kod doğrulandı. Yeni şifrenizi belirleyin.',
    'reset.badCode': 'Kod hatalı.',
    'reset.expired': 'Kodun süresi doldu. Lütfen yeni bir kod isteyin.',
    'reset.tooManyAttempts': 'Çok fazla hatalı deneme. Lütfen yeni bir kod isteyin.',
    'reset.changed': 'Şifreniz değiştirildi.',
    'reset.notChecked': 'Önce sıfırlama kodunu doğrulayın.',
    'reset.mailSubject': 'Şifre sıfırlama kodunuz',
    'reset.mailText': 'Merhaba {name}, şifre sıfırlama kodunuz: {code}. Kod 10 dakika geçerlidir.',
    'phone.sent': 'Doğrulama kodu {phone} numarasına gönderildi.',
    'phone.smsText': 'Doğrulama kodunuz: {code}. Kod 10 dakika geçerlidir.',
    'phone.verified': 'Telefon numaranız doğrulandı.',
    'phone.badCode': 'Doğrulama kodu hatalı.',
    'phone.expired': 'Kodun süresi doldu. Lütfen yeni bir kod isteyin.',
    'phone.tooManyAttempts': 'Çok fazla hatalı deneme. Lütfen yeni bir kod isteyin.',
    'phone.noCode': 'Bu numara için gönderilmiş bir kod yok. Önce kod isteyin.',
    'phone.taken': 'Bu telefon numarası başka bir hesapta doğrulanmış.',
    'phone.throttled': 'Çok fazla SMS kodu denemesi yapıldı. {minutes} dakika sonra tekrar deneyin.',
    'bonus.claimed': 'Deneme bonusu hesabınıza eklendi: {amount} ₺',
    'bonus.alreadyClaimed': 'Deneme bonusunu zaten aldınız.',
    'bonus.none': 'Şu anda tanımlı bir deneme bonusu yok.',
    'bonus.balanceLimit': 'Deneme bonusu bakiyenizi üst sınırın ({amount} ₺) üzerine çıkarır; şimdi alınamaz.',
    'callme.ok': 'Talebiniz alındı. En kısa sürede sizi arayacağız.',
    'content.notFound': 'Sayfa bulunamadı.',
    'validation.required': '{field} zorunludur.',
    'validation.minLength': '{field} en az {n} karakter olmalıdır.',
    'validation.maxLength': '{field} en fazla {n} karakter olabilir.',
    'validation.invalid': '{field} geçersiz.',
    'validation.mismatch': 'Şifreler eşleşmiyor.',
    'validation.minContacts': 'En az bir iletişim bilgisi eklemelisiniz',
    'validation.maxContacts': 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz',
    'validation.code': 'Kod 6 haneli olmalıdır.',
    'validation.unsafeText': '{field} kullanılamayan bir karakter içeriyor (bir kontrol karakteri ya da bozuk bir karakter). Silip yeniden yazın.',
    'field.username': 'Kullanıcı adı',
    'field.password': 'Şifre',
    'field.password2': 'Şifre tekrarı',
    'field.name': 'Ad',
    'field.surname': 'Soyad',
    'field.email': 'E-posta',
    'field.phone': 'Telefon',
    'field.PersonalNo': 'T.C. kimlik numarası',
    'field.country': 'Ülke',
    'field.birthDate': 'Doğum tarihi',
    'field.trialBonus': 'Deneme bonusu',
    'field.code': 'Kod',
    'field.message': 'Mesaj',
    'field.contacts': 'İletişim bilgileri',
    'field.contact': 'İletişim bilgisi',
    'field.type': 'Tür',
    'field.id': 'Kimlik',
    'field.step': 'Adım',
    'field.skip': 'Atla',
    'field.take': 'Adet',
    'field.status': 'Durum',
    'field.categoryId': 'Kategori',
    'field.currencyId': 'Para birimi',
    'field.request': 'İstek',
  },
  en: {
    'auth.required': 'Please log in to do this.',
    'request.keyRequired': 'This request needs the key that keeps it from being booked twice (Idempotency-Key). Reload the page and try again.',
    'request.keyReused': 'This request\'s key (Idempotency-Key) was used for another request in the last 24 hours, so nothing was done. Reload the page and try again.',
    'auth.loginFailed': 'Wrong username or password.',
    'auth.tooManyAttempts': 'Too many attempts. Try again in {minutes} minutes.',
    'auth.loginOk': 'Logged in. Welcome!',
    'auth.registerOk': 'Your registration is complete. Welcome!',
    'auth.loggedOut': 'Logged out.',
    'auth.busy': 'We are very busy right now. Please try again in a few seconds.',
    'register.usernameTaken': 'This username is already taken.',
    'register.emailTaken': 'This e-mail address is already registered.',
    'register.personalNoTaken': 'An account with this national ID number already exists.',
    'register.unknownCountry': 'Choose a valid country.',
    'register.tooYoung': 'You must be 18 or older to sign up.',
    'register.badBirthDate': 'The date of birth is not valid.',
    'reset.sent': 'If an account with this username exists, we have sent a password reset code to its e-mail address.',
    'reset.codeOk': 'Code confirmed. Choose your new password.',
    'reset.badCode': 'The code is wrong.',
    'reset.expired': 'The code has expired. Please ask for a new one.',
    'reset.tooManyAttempts': 'Too many wrong attempts. Please ask for a new code.',
    'reset.changed': 'Your password has been changed.',
    'reset.notChecked': 'Confirm the reset code first.',
    'reset.mailSubject': 'Your password reset code',
    'reset.mailText': 'Hello {name}, your password reset code is {code}. It is valid for 10 minutes.',
    'phone.sent': 'A verification code has been sent to {phone}.',
    'phone.smsText': 'Your verification code is {code}. It is valid for 10 minutes.',
    'phone.verified': 'Your phone number is verified.',
    'phone.badCode': 'The verification code is wrong.',
    'phone.expired': 'The code has expired. Please ask for a new one.',
    'phone.tooManyAttempts': 'Too many wrong attempts. Please ask for a new code.',
    'phone.noCode': 'No code has been sent to this number. Ask for a code first.',
    'phone.taken': 'This phone number is verified on another account.',
    'phone.throttled': 'Too many SMS code attempts. Try again in {minutes} minutes.',
    'bonus.claimed': 'The trial bonus has been added to your account: ₺{amount}',
    'bonus.alreadyClaimed': 'You have already claimed the trial bonus.',
    'bonus.none': 'There is no trial bonus at the moment.',
    'bonus.balanceLimit': 'The trial bonus would take your balance past its limit (₺{amount}); it cannot be claimed now.',
    'callme.ok': 'Your request has been received. We will call you soon.',
    'content.notFound': 'Page not found.',
    'validation.required': '{field} is required.',
    'validation.minLength': '{field} must be at least {n} characters.',
    'validation.maxLength': '{field} must be at most {n} characters.',
    'validation.invalid': '{field} is not valid.',
    'validation.mismatch': 'The passwords do not match.',
    'validation.minContacts': 'Add at least one contact.',
    'validation.maxContacts': 'You can add at most 5 contacts.',
    'validation.code': 'The code must be 6 digits.',
    'validation.unsafeText': '{field} contains a character that cannot be used (a control character or a broken one). Delete it and type it again.',
    'field.username': 'Username',
    'field.password': 'Password',
    'field.password2': 'Password confirmation',
    'field.name': 'Name',
    'field.surname': 'Surname',
    'field.email': 'E-mail',
    'field.phone': 'Phone',
    'field.PersonalNo': 'National ID number',
    'field.country': 'Country',
    'field.birthDate': 'Date of birth',
    'field.trialBonus': 'Trial bonus',
    'field.code': 'Code',
    'field.message': 'Message',
    'field.contacts': 'Contacts',
    'field.contact': 'Contact',
    'field.type': 'Type',
    'field.id': 'Id',
    'field.step': 'Step',
    'field.skip': 'Skip',
    'field.take': 'Take',
    'field.status': 'Status',
    'field.categoryId': 'Category',
    'field.currencyId': 'Currency',
    'field.request': 'Request',
  },
};

function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The server picks the language per request (x-locale), not from the browser bus. */
export function translate(locale: Locale, key: Key, params?: TranslateParams): string {
  return interpolate(MESSAGES[locale][key] ?? MESSAGES.tr[key], params);
}

export function fieldLabel(locale: Locale, field: string): string {
  const key = `field.${field}` as Key;
  return key in MESSAGES[locale] ? MESSAGES[locale][key] : field;
}
