import { test, expect } from '../../support';

// Issue 13 item 1: until cms/grouped answers the page is never white: the shell frame and a
// spinner with 'Loading...' in the stored language show at once, then the site.
test('the shell frame and Loading... show before cms/grouped answers, then the site', async ({ site, page }) => {
  await site.setLanguage('en');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/cms/grouped', async (route) => {
    await held;
    await route.continue();
  });
  await site.goto('/', { waitForShell: false });
  const boot = page.locator('#boot-body');
  await expect(boot).toBeVisible();
  await expect(boot).toHaveText('Loading...');
  await expect(page.locator('#boot-header')).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background, "the page colour is the site's, not white").not.toBe('rgb(255, 255, 255)');

  release();
  await expect(site.main).toBeVisible({ timeout: 20_000 });
  await expect(boot).toHaveCount(0);
});
