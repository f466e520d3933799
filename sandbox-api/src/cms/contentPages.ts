type Locale = 'tr' | 'en';
export interface SeedPage { id: number; group: string; title: Record<Locale, string>; html: Record<Locale, string> }

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

/** Static content pages for /pages/:id; id 1 is the general terms and conditions (spec §2). */
export const CONTENT_PAGES: readonly SeedPage[] = [
  {
    id: 1,
    group: 'Policies',
    title: { tr: 'Genel Şartlar ve Koşullar', en: 'General Terms and Conditions' },
    html: {
      tr: `<h2>1. Giriş</h2>${p(
        'Bu şartlar ve koşullar, siteye erişiminizi ve sitede sunulan tüm oyun ve bahis hizmetlerini kullanımınızı düzenler. Hesap açarak bu koşulları okuduğunuzu ve kabul ettiğinizi beyan edersiniz.',
      )}<h2>2. Hesap</h2>${p(
        'Hesap açmak için 18 yaşını doldurmuş olmanız gerekir. Her kişi yalnızca bir hesap açabilir. Verdiğiniz bilgilerin doğru ve güncel olması sizin sorumluluğunuzdadır.',
        'Hesabınızın güvenliğinden siz sorumlusunuz; şifrenizi kimseyle paylaşmayın.',
      )}<h2>3. Para Yatırma ve Çekme</h2>${p(
        'Para yatırma ve çekme işlemleri yalnızca hesap sahibine ait ödeme yöntemleriyle yapılabilir. Çekim taleplerinde kimlik doğrulaması istenebilir.',
      )}<h2>4. Bonuslar</h2>${p(
        'Bonuslar, ilgili promosyonun kurallarına tabidir. Kötüye kullanım tespit edilirse bonus ve kazançlar iptal edilebilir.',
      )}<h2>5. Değişiklikler</h2>${p('Bu koşullar önceden haber verilmeksizin güncellenebilir. Güncel metin her zaman bu sayfada yayımlanır.')}`,
      en: `<h2>1. Introduction</h2>${p(
        'These terms and conditions govern your access to the site and your use of every gaming and betting service offered on it. By opening an account you confirm that you have read and accepted them.',
      )}<h2>2. Your account</h2>${p(
        'You must be 18 or older to open an account. Each person may hold one account only. You are responsible for keeping the details you give accurate and up to date.',
        'You are responsible for the security of your account; never share your password.',
      )}<h2>3. Deposits and withdrawals</h2>${p(
        'Deposits and withdrawals may only be made with payment methods held by the account owner. Proof of identity may be requested before a withdrawal.',
      )}<h2>4. Bonuses</h2>${p(
        'Bonuses are subject to the rules of the promotion concerned. Bonuses and winnings may be voided where abuse is found.',
      )}<h2>5. Changes</h2>${p('These terms may be updated without notice. The current text is always published on this page.')}`,
    },
  },
  {
    id: 2,
    group: 'Policies',
    title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
    html: {
      tr: `<h2>Kişisel Verileriniz</h2>${p(
        'Hesabınızı yönetmek, yasal yükümlülüklerimizi yerine getirmek ve size daha iyi hizmet sunmak için ad, iletişim ve ödeme bilgilerinizi işleriz.',
        'Verileriniz yalnızca yasal zorunluluk halinde ya da hizmet sağlayıcılarımızla, gerekli olduğu ölçüde paylaşılır.',
      )}<h2>Çerezler</h2>${p('Oturumunuzu açık tutmak ve tercihlerinizi hatırlamak için çerezler kullanırız.')}`,
      en: `<h2>Your personal data</h2>${p(
        'We process your name, contact and payment details to run your account, to meet our legal obligations and to serve you better.',
        'Your data is shared only where the law requires it or with our service providers, as far as necessary.',
      )}<h2>Cookies</h2>${p('We use cookies to keep you signed in and to remember your preferences.')}`,
    },
  },
  {
    id: 3,
    group: 'Policies',
    title: { tr: 'Bonus Kuralları', en: 'Bonus Rules' },
    html: {
      tr: `<h2>Genel Bonus Kuralları</h2><ul><li>Her bonus yalnızca bir kez talep edilebilir.</li><li>Bonus tutarı, çevrim şartı tamamlanmadan çekilemez.</li><li>Aynı anda yalnızca bir aktif bonus kullanılabilir.</li></ul>`,
      en: `<h2>General bonus rules</h2><ul><li>Each bonus can be claimed once.</li><li>A bonus cannot be withdrawn before its wagering requirement is met.</li><li>Only one bonus can be active at a time.</li></ul>`,
    },
  },
  {
    id: 4,
    group: 'Gambling',
    title: { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' },
    html: {
      tr: `<h2>Kontrol Sizde</h2>${p(
        'Oyun bir eğlence olmalıdır. Kaybetmeyi göze alabileceğinizden fazlasıyla oynamayın ve kayıplarınızı telafi etmeye çalışmayın.',
        'Ara vermek isterseniz canlı destek üzerinden hesabınıza süreli ya da süresiz kısıtlama koyabilirsiniz. 18 yaşından küçüklerin oynaması yasaktır.',
      )}`,
      en: `<h2>Stay in control</h2>${p(
        'Gaming should be fun. Never play with more than you can afford to lose and never chase your losses.',
        'If you need a break, ask live support to limit or close your account for a set time or for good. Under-18s may not play.',
      )}`,
    },
  },
  {
    id: 5,
    group: 'Gambling',
    title: { tr: 'Bahis Kuralları', en: 'Betting Rules' },
    html: {
      tr: `<h2>Bahis Kuralları</h2>${p(
        'Bahisler, etkinliğin resmi sonucuna göre değerlendirilir. Ertelenen ya da iptal edilen karşılaşmalardaki bahisler 1.00 oranla hesaplanır.',
        'Kombine bahislerde tüm seçimlerin kazanması gerekir. Maksimum kazanç limitleri kupon başına uygulanır.',
      )}`,
      en: `<h2>Betting rules</h2>${p(
        'Bets are settled on the official result of the event. Bets on postponed or abandoned matches are settled at odds of 1.00.',
        'In accumulators every selection must win. Maximum winnings apply per bet slip.',
      )}`,
    },
  },
  {
    id: 6,
    group: 'Footer',
    title: { tr: 'Hakkımızda', en: 'About Us' },
    html: {
      tr: `<h2>Hakkımızda</h2>${p(
        'Spor bahisleri, canlı bahis, slot ve canlı casino oyunlarını tek bir yerde sunuyoruz. Lisanslı bir operatör tarafından işletilen sitemiz, güvenli ödeme yöntemleri ve 7/24 canlı destek ile hizmet verir.',
      )}`,
      en: `<h2>About us</h2>${p(
        'We bring sports betting, live betting, slots and live casino together in one place. Run by a licensed operator, the site offers safe payment methods and live support around the clock.',
      )}`,
    },
  },
];

/** Footer columns of spec §3 (the four names are required) and the pages listed in each. */
export const FOOTER_GROUPS: readonly { name: string; ids: number[] }[] = [
  { name: 'Gambling', ids: [4, 5] },
  { name: 'Policies', ids: [1, 2, 3] },
  { name: 'Footer', ids: [6, 1] },
  { name: 'Quick Links', ids: [6, 5, 3] },
];
