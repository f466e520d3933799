import { test, expect, expectNoA11yViolations } from '../../support';
import { ShellPage } from './shellSupport';

// No serious or critical axe violations on the shell's pages, in both languages.
test.describe('accessibility', () => {
  for (const lang of ['tr', 'en'] as const) {
    for (const path of ['/', '/promotions', '/pages/1']) {
      test(`${path} (${lang})`, async ({ site, page }) => {
        const shell = new ShellPage(site);
        await shell.open(path, { lang, keepTopBanner: true });
        if (path === '/') await expect(page.getByTestId('carousel-slide').first()).toBeVisible();
        if (path === '/promotions') await expect(page.getByTestId('promotion-card').first()).toBeVisible();
        if (path === '/pages/1') await expect(page.getByTestId('static-page')).toBeVisible();
        await expectNoA11yViolations(page);
      });
    }
  }
});
