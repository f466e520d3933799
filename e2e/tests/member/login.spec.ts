import { test, expect, expectNoA11yViolations, DEMO } from '../../support';
import { MemberPage, withoutPopup } from './memberPage';
import { TEXTS, languageOf } from './memberTexts';

// The login dialog in both languages and both layouts (the only spec that logs in through the UI
// on purpose; the others use the API): English on the desktop, Turkish on the phone, as
// routes.spec.ts does. The words do not depend on the layout; the rules and messages in both
// languages are host/src/member/dialogs/LoginDialog.test.tsx's and forms/validation.test.ts's.
for (const lang of ['en', 'tr'] as const) {
  test(`login: rules, wrong then right credentials, success toast (${lang})`, { tag: lang === 'en' ? '@desktop-only' : '@mobile-only' }, async ({ site, page }) => {
    const member = new MemberPage(page, TEXTS[lang]);
    const t = member.text;
    await site.setLanguage(lang);
    await withoutPopup(page);
    await site.goto('/');
    const dialog = await member.openLogin();
    await expectNoA11yViolations(page, { include: '.MuiDialog-root' });

    const submit = dialog.getByRole('button', { name: t.loginSubmit, exact: true });
    await expect(submit).toBeDisabled();
    await member.field(dialog, t.username).click();
    await member.field(dialog, t.password).click();
    await expect(dialog.getByText(t.required)).toBeVisible();
    await member.field(dialog, t.password).fill('ab');
    await member.field(dialog, t.username).click();
    await expect(dialog.getByText(t.min(3))).toBeVisible();
    await member.field(dialog, t.username).fill('x'.repeat(51));
    await member.field(dialog, t.password).click();
    await expect(dialog.getByText(t.max(50))).toBeVisible();
    await expect(submit).toBeDisabled();

    await member.submitLogin(dialog, DEMO.username, 'wrongpass');
    await expect(page.getByText(t.serverLoginFailed)).toBeVisible();
    await expect(dialog).toBeVisible();
    // The toast keeps clear of the dialog's close button (full screen on phones).
    const toastBox = (await page.locator('.notistack-MuiContent').filter({ hasText: t.serverLoginFailed }).boundingBox())!;
    const closeBox = (await dialog.getByRole('button', { name: /^(Close|Kapat)$/ }).first().boundingBox())!;
    const overlaps = toastBox.x < closeBox.x + closeBox.width && closeBox.x < toastBox.x + toastBox.width
      && toastBox.y < closeBox.y + closeBox.height && closeBox.y < toastBox.y + toastBox.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} covers close ${JSON.stringify(closeBox)}`).toBe(false);
    await expect(member.field(dialog, t.username)).toHaveValue(DEMO.username);
    await expect(member.field(dialog, t.password)).toHaveValue('wrongpass');

    await member.field(dialog, t.password).fill(DEMO.password);
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.serverLoginOk)).toBeVisible();
    await member.expectMember();
    expect(await site.storage('token')).toBeTruthy();
    expect(await site.storage('username')).toBe(DEMO.username);
  });
}

test('the session is restored after a reload; logout clears it, goes home and reloads', async ({ site, page, isMobile }, testInfo) => {
  const member = new MemberPage(page, TEXTS[languageOf(testInfo.project.name)]);
  await site.setLanguage(languageOf(testInfo.project.name));
  const account = await site.loginAsNewMember();
  await withoutPopup(page);
  await site.goto('/promotions');
  await member.expectMember();
  await page.reload();
  await member.expectMember();
  const menu = await member.openAccountMenu(isMobile);
  await expect(menu).toContainText(account.username);

  const loggedOut = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout'));
  const reloaded = page.waitForEvent('load');
  await menu.getByTestId('account-menu-logout').click();
  await loggedOut;
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await member.expectGuest();
  expect(await site.storage('token')).toBeNull();
  expect(await site.storage('username')).toBeNull();
});

// The storage event between tabs, not a layout: the desktop project only (playwright.config.ts).
test('login in one tab shows in another (storage event)', { tag: '@desktop-only' }, async ({ site, page, context }, testInfo) => {
  const member = new MemberPage(page, TEXTS[languageOf(testInfo.project.name)]);
  await site.setLanguage(languageOf(testInfo.project.name));
  await withoutPopup(page);
  await site.goto('/');
  const other = await context.newPage();
  await withoutPopup(other);
  await other.goto('/');
  await expect(other.getByTestId('header-login')).toBeVisible();
  const dialog = await member.openLogin();
  await member.submitLogin(dialog, DEMO.username, DEMO.password);
  await member.expectMember();
  await expect(other.getByTestId('header-balance')).toBeVisible();
});
