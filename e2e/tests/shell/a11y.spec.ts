import { test, expect, expectNoA11yViolations } from '../../support';
import { ShellPage } from './shellSupport';

// No serious or critical axe violations on the shell's pages, in both languages, in both layouts.
// The pages of one language share a tab (a full load and a scan each, one step each): a fresh
// context per page cost a context and a cold cache of the same bundles every time (ADR 0060).
test.describe('accessibility', () => {
  for (const lang of ['tr', 'en'] as const) {
    test(`/, /promotions and /pages/1 (${lang})`, async ({ site, page }) => {
      const shell = new ShellPage(site);
      for (const [i, path] of ['/', '/promotions', '/pages/1'].entries()) {
        await test.step(path, async () => {
          if (i === 0) await shell.open(path, { lang, keepTopBanner: true });
          else await site.goto(path);
          if (path === '/') await expect(page.getByTestId('carousel-slide').first()).toBeVisible();
          if (path === '/promotions') await expect(page.getByTestId('promotion-card').first()).toBeVisible();
          if (path === '/pages/1') await expect(page.getByTestId('static-page')).toBeVisible();
          await expectNoA11yViolations(page);
        });
      }
      // The scan fails loudly: a control without a name (button-name, critical) in the same
      // document, where axe is already injected, must fail it.
      await test.step('a nameless button fails the scan', async () => {
        await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
        await expect(expectNoA11yViolations(page)).rejects.toThrow(/critical button-name/);
      });
    });
  }
});
