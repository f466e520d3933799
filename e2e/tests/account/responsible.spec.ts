import { test, expect, expectNoA11yViolations } from '../../support';
import { MemberPage, withoutPopup } from '../member/memberPage';
import { TEXTS, languageOf } from '../member/memberTexts';

// Responsible gambling in the member area (desktop in English, phone in Turkish): the limits page
// sets a limit the server then enforces, a time-out signs out and refuses sign-in with its end
// date, and the panic button does the same in one tap. Fresh members only: a break on the demo
// member would lock every other spec out for a day.
const T = {
  en: {
    title: 'Limits and Breaks', setDeposit: 'Set a deposit limit', amount: 'Amount (₺)', save: 'Save',
    set: 'Your daily deposit limit is now ₺250,00, in force at once.', breakForm: 'Time-out and self-exclusion', sevenDays: '7 days',
    password: /Your password/, start: 'Start the break', refused: /Your account is on a time-out until \d\d\.\d\d\.\d{4} \d\d:\d\d\. It cannot be shortened\./,
    overLimit: /You can deposit at most ₺250,00 more in this period; the limit resets on \d\d\.\d\d\.\d{4} 00:00\./,
  },
  tr: {
    title: 'Limitler ve Mola', setDeposit: 'Para yatırma limiti belirle', amount: 'Tutar (₺)', save: 'Kaydet',
    set: 'Günlük para yatırma limitiniz ₺250,00 oldu; hemen geçerli.', breakForm: 'Mola ve kendini oyundan uzaklaştırma', sevenDays: '7 gün',
    password: /Şifreniz/, start: 'Molayı başlat', refused: /Hesabınız mola nedeniyle \d\d\.\d\d\.\d{4} \d\d:\d\d tarihine kadar kapalı\. Bu süre kısaltılamaz\./,
    overLimit: /Bu dönemde en fazla ₺250,00 daha yatırabilirsiniz; limit \d\d\.\d\d\.\d{4} 00:00 tarihinde yenilenir\./,
  },
} as const;

// What the server refuses under a limit or a time-out, not a layout (the phone meets the limits page in the two tests below): the desktop project only (playwright.config.ts).
test('limits page: a deposit limit set here refuses a deposit over it, naming what is left; a time-out signs out and refuses sign-in with its end date', { tag: '@desktop-only' }, async ({ site, page, request }, testInfo) => {
  const lang = languageOf(testInfo.project.name);
  const t = T[lang];
  const member = new MemberPage(page, TEXTS[lang]);
  await site.setLanguage(lang);
  const account = await site.loginAsNewMember();
  await withoutPopup(page);
  await site.goto('/dashboard/limits');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expectNoA11yViolations(page);

  const form = page.getByRole('form', { name: t.setDeposit });
  await form.getByLabel(t.amount).fill('250');
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.set)).toBeVisible();
  await expect(page.getByTestId('limit-deposit-day')).toContainText('250,00');

  // The server enforces it: a deposit over the limit is refused with the amount left and the reset.
  const token = await site.storage('token');
  const refused = await request.post(`${site.baseURL}/api/payment/deposit`, {
    headers: { authorization: `Bearer ${token}`, 'x-locale': lang, 'idempotency-key': `e2e-${Date.now()}` },
    data: { id: 107, target: 'pay', detail: { Amount: 300 } },
  });
  expect((await refused.json()).message).toMatch(t.overLimit);

  const breakForm = page.getByRole('form', { name: t.breakForm });
  await breakForm.getByRole('radio', { name: t.sevenDays }).check();
  await breakForm.getByLabel(t.password).fill(account.password);
  await breakForm.getByRole('button', { name: t.start }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await member.expectGuest();

  const dialog = await member.openLogin();
  await member.submitLogin(dialog, account.username, account.password);
  await expect(page.getByText(t.refused)).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('the panic button in the account menu signs out with a 24-hour time-out in one tap', async ({ site, page }, testInfo) => {
  const lang = languageOf(testInfo.project.name);
  const member = new MemberPage(page, TEXTS[lang]);
  await site.setLanguage(lang);
  const account = await site.loginAsNewMember();
  await withoutPopup(page);
  await site.goto('/dashboard/account');
  await page.getByTestId('panic-button').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await member.expectGuest();
  const dialog = await member.openLogin();
  await member.submitLogin(dialog, account.username, account.password);
  await expect(page.getByText(T[lang].refused)).toBeVisible();
});

test('the limits page is two taps from home and from a lobby: the account menu, then Limits', async ({ site, page, isMobile }, testInfo) => {
  const lang = languageOf(testInfo.project.name);
  const member = new MemberPage(page, TEXTS[lang]);
  await site.setLanguage(lang);
  await site.loginAsNewMember();
  await withoutPopup(page);
  for (const start of ['/', '/casino/slot']) {
    await site.goto(start);
    const menu = await member.openAccountMenu(isMobile);
    await menu.getByTestId('account-menu-limits').click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard/limits');
    await expect(page.getByRole('heading', { level: 1, name: T[lang].title })).toBeVisible();
  }
});
