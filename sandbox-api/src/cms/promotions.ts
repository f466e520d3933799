type Locale = 'tr' | 'en';
export interface SeedPromotion { id: number; title: Record<Locale, string>; summary: Record<Locale, string>; html: Record<Locale, string> }

/** Promotions for /promotions; images are generated under /sandbox/img/promotion/<id>/<index>.svg. */
export const PROMOTIONS: readonly SeedPromotion[] = [
  {
    id: 1,
    title: { tr: '%100 Hoş Geldin Bonusu', en: '100% Welcome Bonus' },
    summary: { tr: 'İlk yatırımınıza 5.000 ₺’ye kadar %100 bonus.', en: 'A 100% bonus on your first deposit, up to ₺5,000.' },
    html: {
      tr: '<h3>%100 Hoş Geldin Bonusu</h3><p>İlk para yatırma işleminizde yatırdığınız tutarın tamamı kadar, <strong>5.000 ₺</strong>’ye kadar bonus kazanın.</p><ul><li>En az yatırım: 100 ₺</li><li>Çevrim şartı: 10 kat</li><li>Bonus, yatırımdan sonra Bonus Talep sayfasından alınır.</li></ul>',
      en: '<h3>100% Welcome Bonus</h3><p>Get a bonus equal to your first deposit, up to <strong>₺5,000</strong>.</p><ul><li>Minimum deposit: ₺100</li><li>Wagering: 10 times</li><li>Claim the bonus on the Bonus page after your deposit.</li></ul>',
    },
  },
  {
    id: 2,
    title: { tr: '%25 Kayıp Bonusu', en: '25% Cashback' },
    summary: { tr: 'Haftalık kayıplarınızın %25’i her pazartesi hesabınızda.', en: '25% of your weekly losses back every Monday.' },
    html: {
      tr: '<h3>%25 Kayıp Bonusu</h3><p>Pazartesi ile pazar arasındaki net kayıplarınızın <strong>%25</strong>’i pazartesi günü hesabınıza eklenir.</p><ul><li>En az kayıp: 200 ₺</li><li>Çevrim şartı: 1 kat</li></ul>',
      en: '<h3>25% Cashback</h3><p><strong>25%</strong> of your net losses from Monday to Sunday is credited to your account on Monday.</p><ul><li>Minimum loss: ₺200</li><li>Wagering: once</li></ul>',
    },
  },
  {
    id: 3,
    title: { tr: 'Canlı Casino Yatırım Bonusu', en: 'Live Casino Deposit Bonus' },
    summary: { tr: 'Canlı casino yatırımlarınıza her gün %15 bonus.', en: 'A 15% bonus on live casino deposits every day.' },
    html: {
      tr: '<h3>Canlı Casino Yatırım Bonusu</h3><p>Günün ilk yatırımında canlı casino için <strong>%15</strong> bonus alın.</p><p>Rulet, blackjack ve bakara masalarında geçerlidir.</p>',
      en: '<h3>Live Casino Deposit Bonus</h3><p>Take a <strong>15%</strong> live casino bonus on your first deposit of the day.</p><p>Valid on roulette, blackjack and baccarat tables.</p>',
    },
  },
  {
    id: 4,
    title: { tr: 'Kombine Sigortası', en: 'Accumulator Insurance' },
    summary: { tr: '5 ve üzeri maçlık kuponunuz tek maçtan yatarsa paranız iade.', en: 'Five legs or more and only one loses? Your stake comes back.' },
    html: {
      tr: '<h3>Kombine Sigortası</h3><p>En az 5 maçtan oluşan ve her maçı en az 1.50 oranlı kuponunuz yalnızca bir maç yüzünden kaybederse, yatırdığınız tutarı <strong>freebet</strong> olarak iade ediyoruz.</p>',
      en: '<h3>Accumulator Insurance</h3><p>If your slip of at least five selections, each at odds of 1.50 or more, loses by a single selection, we refund your stake as a <strong>free bet</strong>.</p>',
    },
  },
  {
    id: 5,
    title: { tr: 'Deneme Bonusu', en: 'Trial Bonus' },
    summary: { tr: 'Telefonunu doğrula, 100 ₺ deneme bonusunu al.', en: 'Verify your phone and get a ₺100 trial bonus.' },
    html: {
      tr: '<h3>Deneme Bonusu</h3><p>Kayıt sırasında deneme bonusunu seçin, telefon numaranızı SMS ile doğrulayın ve <strong>100 ₺</strong> bonusu hemen alın.</p>',
      en: '<h3>Trial Bonus</h3><p>Tick the trial bonus when you sign up, verify your phone by SMS and receive <strong>₺100</strong> straight away.</p>',
    },
  },
];
