import { test, expect } from '../../support';
import { ShellPage } from './shellSupport';

// Spec §2 /pages/{id}: static pages with the side menu; invalid or unknown ids; failures.
test.describe('static pages', () => {
  test('/pages/1 is the terms page with the menu of pages', async ({ site, page }) => {
    const shell = new ShellPage(site);
    await shell.open('/pages/1', { lang: 'en' });
    await expect(page.getByRole('heading', { level: 1, name: 'General Terms and Conditions' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Pages' });
    await expect(menu.getByRole('link', { name: 'General Terms and Conditions' })).toHaveAttribute('aria-current', 'page');
    const other = menu.getByRole('link').nth(1);
    const title = (await other.textContent())?.trim() ?? '';
    await other.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last()).toHaveAttribute('aria-current', 'page');
  });

  // Which ids are page ids is the router's rule, not a layout (the phone meets the not-found page
  // below); one tab, a full load per address, a step each: the desktop project only (playwright.config.ts).
  test('/pages/abc, /pages/0, /pages/-3 and /pages/1.5 are not page ids: the not-found page', { tag: '@desktop-only' }, async ({ site, page }) => {
    const shell = new ShellPage(site);
    for (const [i, path] of ['/pages/abc', '/pages/0', '/pages/-3', '/pages/1.5'].entries()) {
      await test.step(path, async () => {
        if (i === 0) await shell.open(path, { lang: 'en' });
        else await site.goto(path);
        await expect(page.getByTestId('not-found')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
      });
    }
  });

  // One not-found page everywhere, whoever owns the address's prefix.
  test('unknown addresses under the host and the remotes show the same not-found page', async ({ site, page }) => {
    const shell = new ShellPage(site);
    await shell.open('/nowhere', { lang: 'en' });
    await expect(page.getByTestId('not-found')).toBeVisible();
    await site.loginAs('demo', 'demo123');
    for (const path of ['/casino/nowhere', '/dashboard/nowhere']) {
      await site.goto(path);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    }
  });

  // The words of the not-found page, not a layout: the desktop project only (playwright.config.ts).
  test('an unknown page id shows a friendly not-found page', { tag: '@desktop-only' }, async ({ site, page }) => {
    const shell = new ShellPage(site);
    await shell.open('/pages/98765', { lang: 'tr' });
    await expect(page.getByRole('heading', { level: 1, name: 'Bu sayfa bulunamadı' })).toBeVisible();
  });

  // One screen's error state (also host/src/shell/callFailures.test.tsx, cms/content), not a layout: the desktop project only (playwright.config.ts).
  test('a failed load explains itself and Retry recovers', { tag: '@desktop-only' }, async ({ site, page }) => {
    let fail = true;
    await page.route('**/api/cms/content', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()));
    const shell = new ShellPage(site);
    await shell.open('/pages/1', { lang: 'en' });
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'General Terms and Conditions' })).toBeVisible();
  });
});
