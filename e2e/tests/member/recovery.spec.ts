import { test, expect, expectNoA11yViolations } from '../../support';
import { MemberPage, withoutPopup } from './memberPage';
import { TEXTS, languageOf } from './memberTexts';

test.describe.configure({ timeout: 90_000 });

test('password recovery: username, a wrong then the right code, new password, success, login again', async ({ site, page, sandbox }, testInfo) => {
  const lang = languageOf(testInfo.project.name);
  const member = new MemberPage(page, TEXTS[lang]);
  const t = member.text;
  const account = await site.newMember();
  await site.setLanguage(lang);
  await withoutPopup(page);
  await site.goto('/');
  const login = await member.openLogin();
  await login.getByRole('button', { name: t.forgot }).click();

  const dialog = member.dialog(t.recoveryTitle);
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, { include: '.MuiDialog-root' });
  const username = member.field(dialog, t.recoveryUsername);
  await username.fill('a');
  await username.blur();
  await expect(username).toHaveAccessibleDescription(t.min(2));
  await username.fill('a'.repeat(26));
  await expect(username).toHaveAccessibleDescription(t.max(25));
  await username.fill(account.username);
  await dialog.getByRole('button', { name: t.send, exact: true }).click();

  await expect(dialog.getByText(t.codeSent)).toBeVisible();
  const code = member.field(dialog, t.resetCode);
  await code.fill('ab');
  await code.blur();
  await expect(code).toHaveAccessibleDescription(t.min(3));
  await code.fill('000000');
  await dialog.getByRole('button', { name: t.continue }).click();
  await expect(page.getByText(t.serverBadResetCode)).toBeVisible();
  await expect(code).toHaveValue('');

  await code.fill(await sandbox.lastCode(account.email));
  await dialog.getByRole('button', { name: t.continue }).click();
  await expect(dialog.getByText(t.newPasswordIntro)).toBeVisible();
  await member.field(dialog, t.newPassword).fill('abcd');
  await member.field(dialog, t.newPassword2).fill('abcde');
  await member.field(dialog, t.newPassword2).blur();
  await expect(member.field(dialog, t.newPassword)).toHaveAccessibleDescription(t.min(5));
  await expect(member.field(dialog, t.newPassword2)).toHaveAccessibleDescription(t.mismatch);
  await member.field(dialog, t.newPassword).fill('newsecret1');
  await member.field(dialog, t.newPassword2).fill('newsecret1');
  await dialog.getByRole('button', { name: t.change }).click();
  await expect(dialog.getByText(t.done)).toBeVisible();

  const loginAgain = member.dialog(t.loginTitle);
  await expect(loginAgain).toBeVisible({ timeout: 3000 });
  await member.submitLogin(loginAgain, account.username, 'newsecret1');
  await member.expectMember();
});

test('password recovery: a name that does not exist gets the same neutral answer and the same code step', async ({ site, page }, testInfo) => {
  const lang = languageOf(testInfo.project.name);
  const member = new MemberPage(page, TEXTS[lang]);
  const t = member.text;
  await site.setLanguage(lang);
  await withoutPopup(page);
  await site.goto('/');
  const login = await member.openLogin();
  await login.getByRole('button', { name: t.forgot }).click();
  const dialog = member.dialog(t.recoveryTitle);
  await member.field(dialog, t.recoveryUsername).fill(`nobody${Date.now() % 1_000_000}`);
  await dialog.getByRole('button', { name: t.send, exact: true }).click();
  await expect(dialog.getByText(t.codeSent)).toBeVisible();
  await expect(member.field(dialog, t.resetCode)).toBeVisible();
  await member.field(dialog, t.resetCode).fill('000000');
  await dialog.getByRole('button', { name: t.continue }).click();
  await expect(page.getByText(t.serverBadResetCode)).toBeVisible();
});
