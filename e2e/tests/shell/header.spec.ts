import { test, expect } from '../../support';
import { ShellPage } from './shellSupport';

// Spec §2 header and §4 header behaviour, both layouts.
test.describe('header', () => {
  test('logo goes home; guests get Login and Sign Up that open the member dialogs', async ({ site, page }) => {
    const shell = new ShellPage(site);
    await shell.open('/promotions', { lang: 'en' });
    await shell.header.getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await shell.header.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shell.header.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  // The phone's header height is checked on the same page (one load fewer: ADR 0065's rule, 0083).
  test('messaging and live TV icons come from the settings and open safely in a new tab; the mobile header is 35 px high', async ({ site }, testInfo) => {
    const shell = new ShellPage(site);
    await shell.open('/');
    if (testInfo.project.name === 'mobile') {
      await test.step('the mobile header is 35 px high', async () => {
        const box = await shell.header.locator(':scope > div').first().boundingBox();
        expect(box?.height).toBe(35);
      });
      await shell.openMobileMenu();
    }
    const scope = testInfo.project.name === 'mobile' ? shell.leftMenu : shell.header;
    for (const key of ['telegram', 'whatsapp', 'livetv']) {
      const link = scope.locator(`a[data-setting-link="${key}"]`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^(https?:\/\/|\/)/);
    }
  });

  // The quick links are part of the desktop header: the desktop project only (playwright.config.ts).
  test('at 1920 px the header names Sports, Bonus Request and Promotions once (in the menu bar)', { tag: '@desktop-only' }, async ({ site, page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const shell = new ShellPage(site);
    await shell.open('/', { lang: 'en' });
    for (const [name, href] of [['Sports', '/spor'], ['Bonus Request', '/dashboard/claim-bonus'], ['Promotions', '/promotions']] as const) {
      const links = shell.header.getByRole('link', { name, exact: true });
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute('href', href);
      await expect(links).toBeVisible();
    }
  });

  test('search goes to the slots, and to the live casino from the live casino', async ({ site, page }, testInfo) => {
    const shell = new ShellPage(site);
    const mobile = testInfo.project.name === 'mobile';
    const search = async (term: string) => {
      if (mobile) await shell.openMobileMenu();
      const box = (mobile ? shell.leftMenu : shell.header).getByRole('searchbox', { name: 'Search games' });
      await box.fill(term);
      await box.press('Enter');
    };
    await shell.open('/', { lang: 'en' });
    await search('sweet bonanza');
    await expect(page).toHaveURL((url) => url.pathname === '/casino/slot' && url.searchParams.get('search') === 'sweet bonanza');
    // The slots shown (their title) before moving on: navigateInApp counts a title change as
    // arrival, and the slots' own title landing late would pass for the live casino's.
    await expect(page).toHaveTitle(/^Slots ·/);
    // The live casino as a player reaches it, inside the app (the search box is the subject, not the page's first paint).
    await site.navigateInApp('/casino/live');
    await search('roulette');
    await expect(page).toHaveURL((url) => url.pathname === '/casino/live' && url.searchParams.get('search') === 'roulette');
  });

  test('hides on a downward scroll past 100 px and comes back on an upward one', async ({ site, page }) => {
    const shell = new ShellPage(site);
    await shell.open('/pages/1');
    await expect(page.getByTestId('static-page')).toBeVisible();
    await expect(shell.header).toHaveAttribute('data-hidden', 'false');
    await page.evaluate(() => window.scrollBy(0, 600));
    await expect(shell.header).toHaveAttribute('data-hidden', 'true');
    await expect(shell.header).toHaveCSS('transform', /matrix\(1, 0, 0, 1, 0, -\d+/);
    await page.evaluate(() => window.scrollBy(0, -200));
    await expect(shell.header).toHaveAttribute('data-hidden', 'false');
  });

  test('language switch stores the choice and reloads in the new language', async ({ site, page }, testInfo) => {
    const shell = new ShellPage(site);
    await shell.open('/promotions', { lang: 'tr' });
    await expect(page.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible();
    if (testInfo.project.name === 'mobile') await shell.openMobileMenu();
    const scope = testInfo.project.name === 'mobile' ? shell.leftMenu : shell.header;
    await scope.getByRole('button', { name: /^TR – Dil: Türkçe$/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Türkçe' })).toBeVisible();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'English' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    expect(await site.storage('lang')).toBe('en');
  });
});
