import { test, expect } from '../../support';
import { ShellPage } from './shellSupport';

// Spec §2/§4 top banner: 30 px, current and next domain, close marks it read, re-checked on `/`.
test.describe('top banner', () => {
  for (const lang of ['tr', 'en'] as const) {
    test(`shows the domains on / and closes for good (${lang})`, async ({ site, page }) => {
      await page.clock.install();
      const shell = new ShellPage(site);
      await shell.open('/', { lang, keepTopBanner: true });
      await expect(shell.topBanner).toBeVisible();
      await expect(shell.topBanner).toContainText('vitrin1.example');
      await expect(shell.topBanner).toContainText('vitrin2.example');
      expect((await shell.topBanner.boundingBox())?.height).toBe(30);
      await expect(page.locator('body')).toHaveClass(/top-banner-open/);
      await shell.topBanner.getByRole('button', { name: lang === 'en' ? 'Close announcement' : 'Duyuruyu kapat' }).click();
      expect(await site.storage('topNotifyRead')).toBe('yes');
      await page.clock.runFor(500);
      await expect(shell.topBanner).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveClass(/top-banner-open/);
      await page.reload();
      await expect(site.header).toBeVisible();
      await expect(shell.topBanner).toHaveCount(0);
    });
  }

  test('navigating elsewhere marks it read, so / does not show it again', async ({ site, page }) => {
    const shell = new ShellPage(site);
    await shell.open('/', { keepTopBanner: true });
    await expect(shell.topBanner).toBeVisible();
    await shell.footer.locator('[data-footer-column="casino"] a[href="/promotions"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/promotions');
    await expect(shell.topBanner).toHaveCount(0);
    expect(await site.storage('topNotifyRead')).toBe('yes');
    await page.goto('/');
    await expect(site.header).toBeVisible();
    await expect(shell.topBanner).toHaveCount(0);
  });
});
