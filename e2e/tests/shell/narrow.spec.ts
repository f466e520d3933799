import { test, expect } from '../../support';

// A 320 px phone (the narrowest in use): the member header with an unread badge, the footer's word
// mark and the call-request form fit without sideways scroll or cut words.
// A phone width: the mobile project runs this file, the other does not list it (playwright.config.ts).
test.use({ viewport: { width: 320, height: 640 } });

test('at 320 px the bell\'s badge stays in the window and nothing scrolls sideways', async ({ site, page, sandbox }) => {
  const member = await site.loginAsNewMember();
  await sandbox.notify(member.username, { title: 'Dar ekran', note: 'Rozet' });
  await site.setLanguage('tr');
  await site.goto('/promotions');
  const badge = page.getByTestId('notification-badge').locator('.MuiBadge-badge');
  await expect(badge).toHaveText('1');
  const box = (await badge.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('at 320 px the footer shows the whole word mark', async ({ site, page }) => {
  await site.setLanguage('tr');
  await site.goto('/promotions');
  const mark = page.getByTestId('site-footer').getByRole('img', { name: 'Vitrin' });
  await mark.scrollIntoViewIfNeeded();
  // The mark is 120 × 28 units: at 26 px high its whole word needs 111 px.
  const box = (await mark.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(Math.floor((26 * 120) / 28));
});

test('at 320 px the call-request contact field shows its whole label', async ({ site, page }) => {
  await site.setLanguage('tr');
  await site.goto('/promotions');
  await page.evaluate(() => (window as Window & { __vitrinBus_v1?: { emit: (name: string, payload: unknown) => void } }).__vitrinBus_v1!.emit('callrequest/open', {}));
  const dialog = page.getByTestId('call-request-dialog');
  await expect(dialog).toBeVisible();
  const label = dialog.getByTestId('contact-row').first().locator('label').filter({ hasText: 'İletişim bilgisi' });
  await expect(label).toBeVisible();
  expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
