import { test, expect } from '../../support';
import { ShellPage } from './shellSupport';

// Spec §2/§4 top banner: 30 px, current and next domain, close marks it read, re-checked on `/`.
// The text scrolls (spec §2) unless the player asks for reduced motion (ADR 0069): then it stands
// still and all of it is in view, in both languages' lengths. The preference is switched on the
// page that is already open: the banner follows it by a CSS media query alone, so a page loaded
// with it shows the same (TopBanner.test.tsx holds the rules; ADR 0080).
//
// One page per language and the two ways the banner is read: closed in English, left by a link in
// Turkish (the close button's Turkish name and the state's rules are TopBanner.test.tsx's).
test.describe('top banner', () => {
  const marqueeOf = (shell: ShellPage) => shell.topBanner.locator('span[aria-hidden]');

  async function expectShownAndMoving(shell: ShellPage): Promise<void> {
    await expect(shell.topBanner).toBeVisible();
    await expect(shell.topBanner).toContainText('vitrin1.example');
    await expect(shell.topBanner).toContainText('vitrin2.example');
    expect((await shell.topBanner.boundingBox())?.height).toBe(30);
    await expect(shell.page.locator('body')).toHaveClass(/top-banner-open/);
    await expect(marqueeOf(shell)).toHaveCSS('animation-name', 'vitrin-marquee');
  }

  async function expectStillAndWhole(shell: ShellPage): Promise<void> {
    await shell.page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(marqueeOf(shell)).toHaveCSS('animation-name', 'none');
    expect((await shell.topBanner.boundingBox())?.height).toBe(30);
    const fits = await marqueeOf(shell).evaluate((el) => {
      const box = el.getBoundingClientRect();
      const bar = el.closest('[data-testid="top-banner"]')!.getBoundingClientRect();
      return { clipped: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1, inside: box.top >= bar.top && box.bottom <= bar.bottom + 0.5 && box.left >= bar.left };
    });
    expect(fits).toEqual({ clipped: false, inside: true });
  }

  test('en: shows the domains on / and scrolls them, stands still for reduced motion, closes for good', async ({ site, page }) => {
    await page.clock.install();
    const shell = new ShellPage(site);
    await shell.open('/', { lang: 'en', keepTopBanner: true });
    await test.step('shown, moving', () => expectShownAndMoving(shell));
    await test.step('reduced motion: still, the whole text in view', () => expectStillAndWhole(shell));
    await test.step('Close marks it read; hidden after its 500 ms; not back after a reload', async () => {
      await shell.topBanner.getByRole('button', { name: 'Close announcement' }).click();
      expect(await site.storage('topNotifyRead')).toBe('yes');
      await page.clock.runFor(500);
      await expect(shell.topBanner).toHaveCount(0);
      await expect(page.locator('body')).not.toHaveClass(/top-banner-open/);
      await page.reload();
      await expect(site.header).toBeVisible();
      await expect(shell.topBanner).toHaveCount(0);
    });
  });

  test('tr: shows the domains on / and scrolls them, stands still for reduced motion; going elsewhere marks it read, so / does not show it again', async ({ site, page }) => {
    const shell = new ShellPage(site);
    await shell.open('/', { lang: 'tr', keepTopBanner: true });
    await test.step('shown, moving', () => expectShownAndMoving(shell));
    await test.step('reduced motion: still, the whole text in view', () => expectStillAndWhole(shell));
    await test.step('a link elsewhere marks it read; / does not show it again', async () => {
      await shell.footer.locator('[data-footer-column="casino"] a[href="/promotions"]').click();
      await expect(page).toHaveURL((url) => url.pathname === '/promotions');
      await expect(shell.topBanner).toHaveCount(0);
      expect(await site.storage('topNotifyRead')).toBe('yes');
      await page.goto('/');
      await expect(site.header).toBeVisible();
      await expect(shell.topBanner).toHaveCount(0);
    });
  });
});
