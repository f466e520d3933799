/**
 * One term per thing in each language. Every dictionary of the host and the
 * remotes is checked against it (glossary.test.ts): a variant listed under `not` fails the test.
 * Menu terms follow spec §2 in Turkish ('Bonus Talep'); in English they are what an English player
 * reads (spec §2's 'Live Bettings', 'Tv Games' and 'L.Casino' read as mistakes).
 */
export const GLOSSARY: { thing: string; tr?: { use: string; not: RegExp[] }; en?: { use: string; not: RegExp[] } }[] = [
  { thing: 'live betting (/livespor)', en: { use: 'Live Betting', not: [/\bLive Bettings\b/] }, tr: { use: 'Canlı Bahis', not: [/Canlı Bahisler\b/] } },
  // 'Hesabım' is the member area (/dashboard); 'Hesap' the account page (/dashboard/account).
  { thing: 'the member area (/dashboard)', en: { use: 'My account', not: [/^My Account$/] } },
  { thing: 'deposit (the header button, the bottom bar)', en: { use: 'Deposit', not: [/^Make a deposit$/i] } },
  { thing: 'tv games (/casino/tvbets)', en: { use: 'TV Games', not: [/\bTv Games\b/] } },
  { thing: 'live casino (/casino/live)', en: { use: 'Live Casino', not: [/\bL\.Casino\b/] } },
  { thing: 'sign up', tr: { use: 'Üye Ol', not: [/^Kayıt Ol$/] }, en: { use: 'Sign Up', not: [/^Register$/, /^Signup$/] } },
];
