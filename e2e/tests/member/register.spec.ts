import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, uniqueUsername } from '../../support';
import { fillRegistration, MemberPage, registrationData, withoutPopup } from './memberPage';
import { TEXTS, languageOf } from './memberTexts';

// Long forms on a slow emulated phone: more than the default 45 s per test.
test.describe.configure({ timeout: 120_000 });

async function start(
  site: { setLanguage(l: 'tr' | 'en'): Promise<void>; goto(p: string): Promise<void> },
  page: Page,
  projectName: string,
  patch?: (data: Record<string, unknown>) => void,
) {
  const lang = languageOf(projectName);
  const member = new MemberPage(page, TEXTS[lang]);
  await withoutPopup(page, patch);
  await site.setLanguage(lang);
  await site.goto('/');
  const dialog = await member.openRegister();
  return { member, dialog, t: member.text };
}

test('register: every field rule shows its error on blur and keeps submit disabled', async ({ site, page }, testInfo) => {
  const { member, dialog, t } = await start(site, page, testInfo.project.name);
  await expectNoA11yViolations(page, { include: '.MuiDialog-root' });
  const submit = dialog.getByRole('button', { name: t.registerSubmit, exact: true });
  await expect(submit).toBeDisabled();

  const check = async (fieldLabel: string, value: string, message: string) => {
    const field = member.field(dialog, fieldLabel);
    await field.fill(value);
    await field.blur();
    await expect(field).toHaveAccessibleDescription(message);
  };

  await check(t.name, '', t.required);
  await check(t.name, 'A', t.min(2));
  await check(t.name, 'Ali  Veli', t.personName);
  await check(t.name, 'Ali3', t.personName);
  await check(t.name, 'A'.repeat(101), t.max(100));
  await check(t.surname, 'x-y', t.personName);
  await check(t.username, 'abcd', t.min(5));
  await check(t.username, 'abc_de', t.usernameChars);
  await check(t.username, 'a'.repeat(31), t.max(30));
  await check(t.emailLabel, 'a@b', t.min(5));
  await check(t.emailLabel, 'not-an-email', t.email);
  // "12345" is no phone number (the contract's rule, checked by the server too).
  await check(t.phone, '12345', t.badPhone);
  // The mask keeps digits only and at most ten of them.
  const phone = member.field(dialog, t.phone);
  await phone.fill('');
  await phone.pressSequentially('53a2-12345678999');
  await expect(phone).toHaveValue('532 123 45 67');
  await check(t.personalNo, '123', t.length(11));
  await check(t.personalNo, '1234567890a', t.length(11));
  // Eleven digits whose check digits do not agree.
  await check(t.personalNo, '12345678901', t.badTcKimlik);
  const country = member.field(dialog, t.country);
  await country.focus();
  await country.selectOption('');
  await country.blur();
  await expect(dialog.getByText(t.countryRequired)).toBeVisible();
  await check(t.registerPassword, 'abcd', t.min(5));
  await check(t.registerPassword2, 'abcde', t.mismatch);

  // No birth date is prefilled (ADR 0029): the date speaks once its three parts are there.
  await expect(member.field(dialog, t.day)).toHaveValue('');
  await expect(member.field(dialog, t.year)).toHaveValue('');
  await member.field(dialog, t.day).fill('31');
  await member.field(dialog, t.month).fill('02');
  await member.field(dialog, t.year).fill('1990');
  await member.field(dialog, t.year).blur();
  await expect(dialog.getByText(t.badDate)).toBeVisible();
  // Under 18 is said while typing, not after sending.
  await member.field(dialog, t.day).fill('01');
  await member.field(dialog, t.year).fill(String(new Date().getFullYear() - 10));
  await expect(dialog.getByText(t.underage)).toBeVisible();
  // A day of one digit is padded on leaving it.
  await member.field(dialog, t.day).fill('3');
  await member.field(dialog, t.day).blur();
  await expect(member.field(dialog, t.day)).toHaveValue('03');
  await member.field(dialog, t.year).fill('70');
  await member.field(dialog, t.year).blur();
  await expect(dialog.getByText(t.length(4))).toBeVisible();
  await expect(submit).toBeDisabled();
});

test('register without the trial bonus: logged in, congratulations, claim closes after 1 s', async ({ site, page }, testInfo) => {
  const { member, dialog, t } = await start(site, page, testInfo.project.name);
  const data = registrationData(uniqueUsername('reg'));
  await fillRegistration(member, dialog, data);
  await dialog.getByRole('button', { name: t.registerSubmit, exact: true }).click();
  const congrats = member.dialog(t.congrats);
  await expect(congrats).toBeVisible();
  await expectNoA11yViolations(page, { include: '.MuiDialog-root' });
  await member.expectMember();
  expect(await site.storage('username')).toBe(data.username);
  await congrats.getByRole('button', { name: t.yes }).click();
  await expect(congrats).toBeHidden({ timeout: 3000 });
});

test('with no trial bonus on offer the congratulations screen offers Deposit and Live Chat', async ({ site, page }, testInfo) => {
  const { member, dialog, t } = await start(site, page, testInfo.project.name, (data) => {
    data.trialBonusAmount = 0;
  });
  await fillRegistration(member, dialog, registrationData(uniqueUsername('reg')));
  await dialog.getByRole('button', { name: t.registerSubmit, exact: true }).click();
  const congrats = member.dialog(t.congrats);
  await expect(congrats.getByRole('button', { name: t.liveChat })).toBeVisible();
  await congrats.getByRole('button', { name: t.deposit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/deposit$/);
});

test('register with the trial bonus: SMS code, resend after 60 s, change number, verify, claim', async ({ site, page, sandbox }, testInfo) => {
  await page.clock.install();
  const { member, dialog, t } = await start(site, page, testInfo.project.name);
  const data = registrationData(uniqueUsername('sms'));
  await fillRegistration(member, dialog, data);
  await dialog.getByLabel(t.trialBonus).check();
  await dialog.getByRole('button', { name: t.registerSubmit, exact: true }).click();

  const sms = member.dialog(t.smsTitle);
  await expect(sms).toBeVisible();
  await expectNoA11yViolations(page, { include: '.MuiDialog-root' });
  await expect(member.field(sms, t.phone)).toHaveValue(/^\d{3} \d{3} \d{2} \d{2}$/);
  await sms.getByRole('button', { name: t.sendCode }).click();
  await expect(sms.getByText(t.resendIn(60))).toBeVisible();
  await expect(sms.getByRole('button', { name: t.resend })).toHaveCount(0);

  // Change Phone Number goes back to step 1, with another number this time.
  await sms.getByRole('button', { name: t.changePhone }).click();
  const other = `5${data.phone.slice(1, 9)}${data.phone.endsWith('0') ? '1' : '0'}`;
  await member.field(sms, t.phone).fill(other);
  await sms.getByRole('button', { name: t.sendCode }).click();
  await expect(sms.getByText(t.resendIn(60))).toBeVisible();

  // fastForward jumps (each due timer fires once); runFor would also replay every animation frame
  // of the page's carousels for a minute and stop early at the fake timers' loop limit.
  await page.clock.fastForward(60_000);
  const resend = sms.getByRole('button', { name: t.resend });
  await expect(resend).toBeVisible();
  const resent = page.waitForResponse((r) => r.url().endsWith('/api/customer/updatephone'));
  await resend.click();
  await resent;
  await expect(sms.getByText(t.resendIn(60))).toBeVisible();

  const code = await sandbox.lastCode(`90${other}`);
  await member.field(sms, t.code).fill(code);
  await expect(member.field(sms, t.code)).toHaveValue(`${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`);
  await sms.getByRole('button', { name: t.verify, exact: true }).click();

  const congrats = member.dialog(t.congrats);
  await expect(congrats).toBeVisible();
  const claimed = page.waitForResponse((r) => r.url().includes('/api/bonus/definetrialbonus'));
  await congrats.getByRole('button', { name: t.yes }).click();
  expect((await (await claimed).json()).success).toBe(true);
  await page.clock.fastForward(1000);
  await expect(congrats).toBeHidden();
});

test('register with the trial bonus, then Skip Verification closes the dialog logged in', async ({ site, page }, testInfo) => {
  const { member, dialog, t } = await start(site, page, testInfo.project.name);
  await fillRegistration(member, dialog, registrationData(uniqueUsername('skip')));
  await dialog.getByLabel(t.trialBonus).check();
  await dialog.getByRole('button', { name: t.registerSubmit, exact: true }).click();
  const sms = member.dialog(t.smsTitle);
  await expect(sms).toBeVisible();
  await sms.getByRole('button', { name: t.skip }).click();
  await expect(sms).toBeHidden();
  await member.expectMember();
});

test('a taken username: the server message stays in the form with everything typed', async ({ site, page }, testInfo) => {
  const existing = await site.newMember();
  const { member, dialog, t } = await start(site, page, testInfo.project.name);
  const data = registrationData(existing.username);
  await fillRegistration(member, dialog, data);
  await dialog.getByRole('button', { name: t.registerSubmit, exact: true }).click();
  await expect(dialog.getByTestId('register-failure')).toHaveText(t.serverUsernameTaken);
  await expect(dialog).toBeVisible();
  await expect(member.field(dialog, t.username)).toHaveValue(existing.username);
  await expect(member.field(dialog, t.emailLabel)).toHaveValue(data.email);
  await member.expectGuest();
});

// Typed like a person (click a field, type), then straight from the confirmation
// field to the submit button with the mouse: one click submits, and typing never scrolled the
// page sideways under the dialog (pinned header games once made the page wider than the window).
test('register: one mouse click from the confirmation field submits', async ({ site, page }, testInfo) => {
  const { member, dialog, t } = await start(site, page, testInfo.project.name);
  const data = registrationData(uniqueUsername('clk'));
  await expect(member.field(dialog, t.country)).not.toHaveValue('');
  for (const [label, value] of [
    [t.name, data.name], [t.surname, data.surname], [t.username, data.username], [t.emailLabel, data.email],
    [t.phone, data.phone], [t.personalNo, data.personalNo], [t.registerPassword, data.password], [t.registerPassword2, data.password],
  ] as const) {
    await member.field(dialog, label).click();
    await page.keyboard.type(value);
  }
  for (const [label, value] of [[t.day, '17'], [t.month, '05'], [t.year, '1990']] as const) {
    await member.field(dialog, label).click();
    await page.keyboard.type(value);
  }
  await dialog.getByLabel(t.terms).check();
  expect(await page.evaluate(() => document.documentElement.scrollLeft)).toBe(0);
  const submit = dialog.getByRole('button', { name: t.registerSubmit, exact: true });
  await expect(submit).toBeEnabled();
  await submit.scrollIntoViewIfNeeded();
  const box = (await submit.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(member.dialog(t.congrats)).toBeVisible({ timeout: 5000 });
});
