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

  for (const path of ['/pages/abc', '/pages/0', '/pages/-3', '/pages/1.5']) {
    test(`${path} is not a page id: the not-found page`, async ({ site, page }) => {
      const shell = new ShellPage(site);
      await shell.open(path, { lang: 'en' });
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    });
  }

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

  test('an unknown page id shows a friendly not-found page', async ({ site, page }) => {
    const shell = new ShellPage(site);
    await shell.open('/pages/98765', { lang: 'tr' });
    await expect(page.getByRole('heading', { level: 1, name: 'Bu sayfa bulunamadı' })).toBeVisible();
  });

  test('a failed load explains itself and Retry recovers', async ({ site, page }) => {
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
