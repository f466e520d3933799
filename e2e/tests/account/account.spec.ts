import type { Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations } from '../../support';
import { MemberPage, withoutPopup } from '../member/memberPage';
import { TEXTS } from '../member/memberTexts';
import { ACCOUNT_TEXTS, accountLanguage, field } from './accountTexts';

// The member dashboard: one path per flow, desktop in English, mobile in Turkish.
// Details (every validation message, paging, empty and error states) are component tests.
test.describe.configure({ timeout: 90_000 });

async function start(page: Page, site: { setLanguage: (l: 'tr' | 'en') => Promise<void> }, projectName: string) {
  const lang = accountLanguage(projectName);
  await site.setLanguage(lang);
  await withoutPopup(page);
  return { t: ACCOUNT_TEXTS[lang], member: new MemberPage(page, TEXTS[lang]) };
}

// Each dashboard page passes axe in routes.spec.ts (every route, English on the desktop and Turkish
// on the phone): here the overview is scanned with the new member's figures, and one list page with
// its empty state; the walk itself is the journey (the menu on every page, each page settles).
// Claiming a bonus is a stop on the same walk: it needs the same member and dashboard.
test('a member sees the overview, the menu on every page, claims a bonus once into the history, and the current session; axe passes', async ({ site, page }, testInfo) => {
  const { t, member } = await start(page, site, testInfo.project.name);
  const account = await site.loginAsNewMember();
  await site.goto('/dashboard');
  await site.expectRemote('account');
  await expect(page.getByRole('heading', { level: 1, name: t.overview })).toBeVisible();
  await expect(page.getByTestId('overview-usercode')).toHaveText(account.session.usercode ? String(account.session.usercode) : /\d+/);
  await expect(page.getByTestId('overview-balance')).toHaveText(/^₺/);
  await expectNoA11yViolations(page);
  let claimedTitle = '';
  // Each entry is a path and its heading.
  for (const [path, heading] of t.pages as [string, string][]) {
    await test.step(path, async () => {
      await page.getByRole('navigation', { name: t.menu }).locator(`a[href$="${path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Nothing still loading: no spinner (an indeterminate progress bar; a bonus's wagering bar has a value).
      await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (path.endsWith('/game-history')) await expectNoA11yViolations(page, { include: '[data-remote-section="account"]' });
      if (path.endsWith('/claim-bonus')) {
        // Claiming a bonus credits the balance once.
        const offer = page.getByTestId('bonus-offer').filter({ has: page.getByRole('button', { name: t.claim, exact: true, disabled: false }) }).first();
        claimedTitle = (await offer.getByRole('heading').textContent()) ?? '';
        const claimed = page.waitForResponse((r) => r.url().endsWith('/api/bonus/claim'));
        await offer.getByRole('button', { name: t.claim, exact: true }).click();
        expect((await (await claimed).json()).success).toBe(true);
        await expect(member.balance).not.toHaveText(/₺0,00/);
      }
      if (path.endsWith('/bonuses')) {
        const row = page.getByTestId('bonus-list-row').filter({ hasText: claimedTitle });
        await expect(row).toHaveCount(1);
        // Credited at once, so the history says it is done.
        await expect(row).toContainText(t.completed);
      }
    });
  }
  // The sign-in this test made is listed and marked as the current one.
  await expect(page.getByTestId('session-current')).toHaveText(t.thisSession);
});

// Phone verification: a wrong code clears the field and the right one verifies is
// remote-account's phone/PhoneVerificationPage.test.tsx, the server's refusal of a wrong code
// sandbox-api's security/smsThrottle.test.ts, and the right code from the outbox verifies end to end
// in both layouts in trialBonus.spec.ts.

// The form's answers and the session's end, not a layout (the phone meets the dashboard's menu and forms in the overview test and routes.spec.ts): the desktop project only (playwright.config.ts).
test('change password: a wrong old password keeps the form; success signs out, and the new one logs in', { tag: '@desktop-only' }, async ({ site, page }, testInfo) => {
  const { t, member } = await start(page, site, testInfo.project.name);
  const account = await site.loginAsNewMember();
  await site.goto('/dashboard/change-password');
  const form = page.getByRole('form', { name: t.pages[2]![1] });
  await form.getByLabel(field(t.oldPassword)).fill('not-my-password');
  await form.getByLabel(field(t.password)).fill('newsecret1');
  await form.getByLabel(field(t.confirmPassword)).fill('newsecret2');
  await form.getByLabel(field(t.oldPassword)).click();
  await expect(form.getByText(t.mismatch)).toBeVisible();
  await form.getByLabel(field(t.confirmPassword)).fill('newsecret1');
  await form.getByRole('button', { name: t.change, exact: true }).click();
  await expect(page.getByText(t.wrongOld)).toBeVisible();
  await expect(form.getByLabel(field(t.password))).toHaveValue('newsecret1');

  await form.getByLabel(field(t.oldPassword)).fill(account.password);
  await form.getByRole('button', { name: t.change, exact: true }).click();
  await expect(page.getByText(t.changed)).toBeVisible();
  const dialog = member.dialog(member.text.loginTitle);
  await expect(dialog).toBeVisible();
  await member.submitLogin(dialog, account.username, account.password);
  await expect(page.getByText(member.text.serverLoginFailed)).toBeVisible();
  await member.submitLogin(dialog, account.username, 'newsecret1');
  await member.expectMember();
});
