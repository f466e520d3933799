import type { Page } from '@playwright/test';
import { test, expect, hubUp, openAsNewMember } from '../../support';

// The phone's Back closes the topmost overlay first (Android's gesture is history.back()): one
// history entry per open overlay; one closed by other means leaves its entry, passed over by the
// next Back (the stack never steps back on its own, which could abort a navigation). Mobile, touch,
// Turkish; the mechanism's details are jest tests in shared/src/overlay.
test.describe.configure({ timeout: 90_000 });
// The Back gesture is the phone's: the mobile project runs this file, the other does not list it (playwright.config.ts).

/** Android's Back: a history step, as the gesture does (same-document, so no load to wait for). */
async function back(page: Page): Promise<void> {
  await page.evaluate(() => window.history.back());
}

const path = (page: Page) => new URL(page.url()).pathname;

test('Back closes the game, the deposit modal over it, the menu and the notifications sheet, one per press, and never the page', async ({ site, page, sandbox }) => {
  const member = await openAsNewMember(site, sandbox, '/casino/slot', { lang: 'tr', balance: 50, hub: false });
  await site.expectRemote('casino');
  await hubUp(sandbox, member.username);
  const entries = await page.evaluate(() => window.history.length);

  // The game modal, and the payments remote's Deposit Money modal over it: two presses, topmost first.
  await page.getByTestId('game-tile').first().getByRole('button').first().tap();
  const modal = page.getByTestId('play-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Para Yatır', exact: true }).tap();
  const depositMoney = page.getByRole('dialog', { name: /^Para Yatır/ }).filter({ hasNot: page.getByTestId('game-frame') });
  await expect(depositMoney).toBeVisible();
  await back(page);
  await expect(depositMoney).toBeHidden();
  await expect(modal).toBeVisible();
  await back(page);
  await expect(modal).toBeHidden();
  expect(path(page)).toBe('/casino/slot');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  // Closed by its own button, the game moves no history (a step back could cut short a navigation
  // begun meanwhile): its entry stays, closed, for the next overlay to take or for Back to pass over.
  await page.getByTestId('game-tile').first().getByRole('button').first().tap();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Kapat', exact: true }).tap();
  await expect(modal).toBeHidden();
  expect(path(page)).toBe('/casino/slot');

  // The menu drawer.
  await page.getByTestId('mobile-menu-open').tap();
  const menu = page.locator('#vitrin-left-menu');
  await expect(menu).toBeVisible();
  await back(page);
  await expect(menu).toBeHidden();
  expect(path(page)).toBe('/casino/slot');

  // The notifications sheet.
  await page.getByTestId('notification-bell').tap();
  const sheet = page.getByRole('dialog', { name: 'Bildirimler' });
  await expect(sheet).toBeVisible();
  await back(page);
  await expect(sheet).toBeHidden();
  expect(path(page)).toBe('/casino/slot');
  // Every overlay took its entry with it.
  await expect.poll(() => page.evaluate(() => window.history.length)).toBeLessThanOrEqual(entries + 1);
  await expect.poll(() => page.evaluate(() => (window.history.state as Record<string, unknown> | null)?.vitrinOverlay ?? null)).toBeNull();
});

test('a link in the menu opens its page, and one Back returns to the page before', async ({ site, page, sandbox }) => {
  await openAsNewMember(site, sandbox, '/promotions', { lang: 'tr', hub: false });
  await page.getByTestId('mobile-menu-open').tap();
  const menu = page.locator('#vitrin-left-menu');
  await menu.getByRole('link', { name: 'Casino', exact: true }).tap();
  await expect(page).toHaveURL(/\/casino\/slot$/);
  await expect(menu).toBeHidden();
  // The menu again, closed without Back this time: the next Back passes over its closed entry.
  await page.getByTestId('mobile-menu-open').tap();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await back(page);
  await expect(page).toHaveURL(/\/promotions$/);
  // No second press is needed: the menu's old entry was skipped on the way.
  await expect.poll(() => page.evaluate(() => (window.history.state as Record<string, unknown> | null)?.vitrinOverlay ?? null)).toBeNull();
});

test('Back from a payment dialog closes it and stays on the deposit page', async ({ site, page, sandbox }) => {
  await openAsNewMember(site, sandbox, '/dashboard/deposit', { lang: 'tr', hub: false });
  await site.expectRemote('payments');
  await page.getByRole('button', { name: /^Papara Alt limit/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Papara' });
  await dialog.getByRole('textbox', { name: /^Tutar/ }).fill('150');
  await back(page);
  await expect(dialog).toBeHidden();
  expect(path(page)).toBe('/dashboard/deposit');
  await expect(page.getByRole('button', { name: /^Papara Alt limit/ })).toBeVisible();
});

test('Back from the login dialog closes it and stays on the page', async ({ site, page }) => {
  await site.setLanguage('tr');
  await site.goto('/promotions');
  await page.getByTestId('header-login').tap();
  const login = page.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(login).toBeVisible();
  await back(page);
  await expect(login).toBeHidden();
  expect(path(page)).toBe('/promotions');
});
