import { test, expect, expectNoA11yViolations, hubUp, openAsNewMember } from '../../support';
import { MemberPage, withoutPopup } from './memberPage';
import { TEXTS, languageOf } from './memberTexts';

test.describe.configure({ timeout: 90_000 });

test('a notification pushed by the operator appears live, shakes the bell and is marked read', async ({ site, page, sandbox, isMobile }, testInfo) => {
  const lang = languageOf(testInfo.project.name);
  const member = new MemberPage(page, TEXTS[lang]);
  const t = member.text;
  const account = await openAsNewMember(site, sandbox, '/', { lang });
  await member.expectMember();

  const empty = await member.openNotifications(isMobile);
  await expect(empty.getByText(t.notificationsEmpty)).toBeVisible();
  await expectNoA11yViolations(page, { include: isMobile ? '[data-testid="notification-sheet"]' : '[data-testid="notification-popover"]' });
  await page.keyboard.press('Escape');
  await expect(empty).toBeHidden();

  // The shake lasts ~500 ms: record it in the page rather than racing it from here.
  await page.evaluate(() => {
    const bell = document.querySelector('[data-testid="notification-bell"]');
    const w = window as unknown as { __bellShook?: boolean };
    w.__bellShook = false;
    new MutationObserver(() => {
      if (bell?.getAttribute('data-shaking') === 'true') w.__bellShook = true;
    }).observe(bell!, { attributes: true, attributeFilter: ['data-shaking'] });
  });
  const delivered = await sandbox.notify(account.username, { title: 'Live hello', note: 'Pushed by the operator', type: 'Bonus' });
  expect(delivered.delivered).toBe(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __bellShook?: boolean }).__bellShook)).toBe(true);
  await expect(page.getByTestId('notification-badge')).toContainText('1');

  const panel = await member.openNotifications(isMobile);
  const item = panel.getByTestId('notification-item').filter({ hasText: 'Live hello' });
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item.getByTestId('unread-dot')).toBeVisible();
  const read = page.waitForResponse((r) => r.url().endsWith('/api/customer/readnotification'));
  await item.click();
  expect((await (await read).json()).read).toBe(true);
  const detail = panel.getByTestId('notification-detail');
  await expect(detail.getByRole('heading', { name: t.typeBonus })).toBeVisible();
  await expect(detail).toContainText('Pushed by the operator');
  await detail.getByRole('button', { name: t.back }).click();
  await expect(panel.getByTestId('notification-item').filter({ hasText: 'Live hello' })).toHaveAttribute('data-read', 'true');
  await expect(panel.getByTestId('unread-dot')).toHaveCount(0);
});

// The hub's and the poller's timing, not a layout: the desktop project only (playwright.config.ts).
test('a balance changed by the operator shows within 3 s', { tag: '@desktop-only' }, async ({ site, page, sandbox }, testInfo) => {
  const member = new MemberPage(page, TEXTS[languageOf(testInfo.project.name)]);
  // Over the hub it arrives at once; the hub connects after the fingerprint exists, so wait for it.
  const account = await openAsNewMember(site, sandbox, '/');
  await member.expectMember();
  await sandbox.setBalance(account.username, 1234.5);
  await expect(member.balance).toHaveText('₺1.234,50', { timeout: 3000 });
  // Without the hub the poll (every 3 s) still brings it: one interval plus the answer's time.
  await page.routeWebSocket('**/hub/**', (ws) => ws.close());
  await sandbox.dropHub(account.username);
  await sandbox.setBalance(account.username, 77);
  await expect(member.balance).toHaveText('₺77,00', { timeout: 4500 });
});

// The hub's reconnection, not a layout: the desktop project only (playwright.config.ts).
test('the hub dropped by the server reconnects, and notifications keep arriving', { tag: '@desktop-only' }, async ({ site, page, sandbox }, testInfo) => {
  const member = new MemberPage(page, TEXTS[languageOf(testInfo.project.name)]);
  const account = await openAsNewMember(site, sandbox, '/');
  await member.expectMember();
  await sandbox.dropHub(account.username);
  await hubUp(sandbox, account.username);
  await sandbox.notify(account.username, { title: 'After reconnect', type: 2 });
  await expect(page.getByTestId('notification-badge')).toContainText('1');
});

// What the page downloads, not a layout: the desktop project only (playwright.config.ts).
test('guests never download the hub client', { tag: '@desktop-only' }, async ({ site, page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await withoutPopup(page);
  await site.goto('/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(scripts.filter((u) => /signalr/i.test(u))).toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /hub\/frnotify/.test(e.name)))).toBe(false);
});
