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

// The text scrolls (spec §2) unless the player asks for reduced motion (ADR 0069): then it stands
// still and all of it is in view, in both languages' lengths.
test.describe('top banner motion', () => {
  const marqueeOf = (shell: ShellPage) => shell.topBanner.locator('span[aria-hidden]');

  test.describe('animated', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('scrolls its text', async ({ site }) => {
      const shell = new ShellPage(site);
      await shell.open('/', { lang: 'tr', keepTopBanner: true });
      await expect(shell.topBanner).toBeVisible();
      expect(await marqueeOf(shell).evaluate((el) => getComputedStyle(el).animationName)).toBe('vitrin-marquee');
    });
  });

  test.describe('reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    for (const lang of ['tr', 'en'] as const) {
      test(`stands still and shows the whole text (${lang})`, async ({ site }) => {
        const shell = new ShellPage(site);
        await shell.open('/', { lang, keepTopBanner: true });
        await expect(shell.topBanner).toBeVisible();
        expect((await shell.topBanner.boundingBox())?.height).toBe(30);
        const text = marqueeOf(shell);
        expect(await text.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
        const fits = await text.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const bar = el.closest('[data-testid="top-banner"]')!.getBoundingClientRect();
          return { clipped: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1, inside: box.top >= bar.top && box.bottom <= bar.bottom + 0.5 && box.left >= bar.left };
        });
        expect(fits).toEqual({ clipped: false, inside: true });
      });
    }
  });
});
