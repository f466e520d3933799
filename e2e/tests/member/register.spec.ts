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

// Every field rule, its message as the field's description and the date's messages, in both
// languages: host/src/member/dialogs/RegisterDialog.test.tsx ("RegisterDialog field rules") and
// forms/validation.test.ts (the contract's rules). The browser keeps a sample in the journey: the
// dialog passes axe in its layout, and a rule of the contract's bundle speaks on blur as the
// field's description. Then the form is typed like a person (click a field, type), and it goes
// straight from the confirmation field to the submit button with the mouse: one click submits, and
// typing never scrolled the page sideways under the dialog (pinned header games once made the page
// wider than the window). The member is logged in, congratulated, and the claim closes after 1 s.
test('register without the trial bonus, typed like a person: a field rule on blur, one mouse click submits, logged in, congratulations', async ({ site, page }, testInfo) => {
  const { member, dialog, t } = await start(site, page, testInfo.project.name);
  const submit = dialog.getByRole('button', { name: t.registerSubmit, exact: true });
  await test.step('a field rule shows its error on blur and keeps submit disabled', async () => {
    await expectNoA11yViolations(page, { include: '.MuiDialog-root' });
    await expect(submit).toBeDisabled();
    const personalNo = member.field(dialog, t.personalNo);
    // Eleven digits whose check digits do not agree.
    await personalNo.fill('12345678901');
    await personalNo.blur();
    await expect(personalNo).toHaveAccessibleDescription(t.badTcKimlik);
    await expect(submit).toBeDisabled();
    await personalNo.fill('');
  });

  const data = registrationData(uniqueUsername('clk'));
  await test.step('typed like a person, one mouse click from the confirmation field submits', async () => {
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
    await expect(submit).toBeEnabled();
    await submit.scrollIntoViewIfNeeded();
    const box = (await submit.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  });

  await test.step('logged in, congratulations, claim closes after 1 s', async () => {
    const congrats = member.dialog(t.congrats);
    await expect(congrats).toBeVisible({ timeout: 5000 });
    await expectNoA11yViolations(page, { include: '.MuiDialog-root' });
    await member.expectMember();
    expect(await site.storage('username')).toBe(data.username);
    await congrats.getByRole('button', { name: t.yes }).click();
    await expect(congrats).toBeHidden({ timeout: 3000 });
  });
});

// The server's answer is the same for every layout (RegisterDialog.test.tsx keeps the form), and
// what the congratulations screen offers is CongratsDialog.test.tsx's (its layout is met on the
// phone by the journeys of this file): the desktop project only (playwright.config.ts). One test:
// both need the register dialog filled in.
test('a taken username keeps the form with the server message; another name registers, and with no trial bonus on offer congratulations offers Deposit and Live Chat', { tag: '@desktop-only' }, async ({ site, page }, testInfo) => {
  const existing = await site.newMember();
  const { member, dialog, t } = await start(site, page, testInfo.project.name, (data) => {
    data.trialBonusAmount = 0;
  });
  const data = registrationData(existing.username);
  const submit = dialog.getByRole('button', { name: t.registerSubmit, exact: true });
  await test.step('a taken username: the server message stays in the form with everything typed', async () => {
    await fillRegistration(member, dialog, data);
    await submit.click();
    await expect(dialog.getByTestId('register-failure')).toHaveText(t.serverUsernameTaken);
    await expect(dialog).toBeVisible();
    await expect(member.field(dialog, t.username)).toHaveValue(existing.username);
    await expect(member.field(dialog, t.emailLabel)).toHaveValue(data.email);
    await member.expectGuest();
  });
  await test.step('another name: congratulations offers Deposit and Live Chat; Deposit opens the deposit page', async () => {
    // The e-mail was the taken member's too (registrationData derives it from the name).
    const other = registrationData(uniqueUsername('reg'));
    await member.field(dialog, t.username).fill(other.username);
    await member.field(dialog, t.emailLabel).fill(other.email);
    await submit.click();
    const congrats = member.dialog(t.congrats);
    await expect(congrats.getByRole('button', { name: t.liveChat })).toBeVisible();
    await congrats.getByRole('button', { name: t.deposit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/deposit$/);
  });
});

// The other way out of the SMS step, Skip Verification, is SmsVerifyDialog.test.tsx's ("Skip
// Verification closes"); that the member is logged in before it, RegisterDialog.test.tsx's and the
// start of this journey.
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
  await member.expectMember();
});
