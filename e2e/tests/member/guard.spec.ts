import { test, expect, DEMO } from '../../support';
import { MemberPage, withoutPopup } from './memberPage';
import { TEXTS, languageOf } from './memberTexts';

test('a first load of a dashboard page as a guest lands home with the login dialog, then continues there', async ({ site, page }, testInfo) => {
  const lang = languageOf(testInfo.project.name);
  const member = new MemberPage(page, TEXTS[lang]);
  await site.setLanguage(lang);
  await withoutPopup(page);
  // The login dialog may open before the page's main landmark was seen (a phone's full-screen
  // dialog hides it from the accessibility tree): wait for the dialog, not the shell.
  await site.goto('/dashboard/account', { waitForShell: false });
  const dialog = member.dialog(member.text.loginTitle);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);
  await member.submitLogin(dialog, DEMO.username, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await member.expectMember();
});

test('a guest following a link into the dashboard stays where they were, then continues after login', async ({ site, page, isMobile }, testInfo) => {
  const lang = languageOf(testInfo.project.name);
  const member = new MemberPage(page, TEXTS[lang]);
  await site.setLanguage(lang);
  await withoutPopup(page);
  await site.goto('/promotions');
  let target: RegExp;
  if (isMobile) {
    // The bottom bar's Deposit asks for login with /dashboard/deposit as the way back.
    await page.getByRole('navigation', { name: lang === 'tr' ? 'Alt menü' : 'Bottom menu' }).getByText(lang === 'tr' ? 'Yatırım' : 'Deposit', { exact: true }).click();
    target = /\/dashboard\/deposit$/;
  } else {
    await page.locator('header a[href$="/dashboard/claim-bonus"]').first().click();
    target = /\/dashboard\/claim-bonus$/;
  }
  const dialog = member.dialog(member.text.loginTitle);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/promotions$/);
  await member.submitLogin(dialog, DEMO.username, DEMO.password);
  await expect(page).toHaveURL(target);
});

// The session's end on a 401, not a layout (the phone meets the login dialog above): the desktop project only (playwright.config.ts).
test('a 401 mid-session logs the player out locally', { tag: '@desktop-only' }, async ({ site, page }, testInfo) => {
  const member = new MemberPage(page, TEXTS[languageOf(testInfo.project.name)]);
  await site.loginAsNewMember();
  await withoutPopup(page);
  await site.goto('/');
  await member.expectMember();
  // The server no longer knows the token: the next balance poll (3 s) answers 401.
  await page.evaluate(() => window.localStorage.setItem('token', 'revoked-token'));
  const unauthorized = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
  await unauthorized;
  await member.expectGuest();
  expect(await site.storage('token')).toBeNull();
});

// The hub's word that the session ended, not a layout (the phone meets the login dialog above): the desktop project only (playwright.config.ts).
test('a session ended elsewhere while on the dashboard: said once, off the empty account, login, back to the same page', { tag: '@desktop-only' }, async ({ site, page, request, baseURL }, testInfo) => {
  const lang = languageOf(testInfo.project.name);
  const member = new MemberPage(page, TEXTS[lang]);
  await site.setLanguage(lang);
  const account = await site.loginAsNewMember();
  await withoutPopup(page);
  await site.goto('/dashboard/account');
  await member.expectMember();
  // Ended on the server, as a logout on another device or a password reset does: the hub closes,
  // and the page learns it at once.
  const token = await site.storage('token');
  const ended = await request.get(new URL('api/auth/logout', baseURL).toString(), { headers: { authorization: `Bearer ${token}` } });
  expect(ended.ok()).toBe(true);
  const dialog = member.dialog(member.text.loginTitle);
  await expect(dialog).toBeVisible();
  await expect(page.getByText(member.text.sessionEnded)).toHaveCount(1);
  await expect(page).not.toHaveURL(/\/dashboard/);
  await member.submitLogin(dialog, account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await member.expectMember();
});
