import { test, expect } from '../../support';
import { withoutPopup } from '../member/memberPage';

// The dashboard stays in the page's column at every width: the side menu does not sit at x = 0 on a
// 1920 px screen, nothing runs to the screen edge, "Tümünü gör" shows whole, and no sideways scroll.
test.describe('dashboard layout', () => {
  test.use({ signedInAs: 'demo' });

  for (const width of [1366, 1920]) {
    test(`at ${width} px the frame is centred with the crumbs and nothing touches the edges`, { tag: '@desktop-only' }, async ({ site, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await site.setLanguage('tr');
      await withoutPopup(page);
      await site.goto('/dashboard');
      await site.expectRemote('account');
      const menu = page.getByTestId('dashboard-menu');
      const frame = page.getByTestId('dashboard-frame');
      await expect(menu).toBeVisible();
      const frameBox = (await frame.boundingBox())!;
      const menuBox = (await menu.boundingBox())!;
      const crumbs = (await page.getByTestId('breadcrumbs').boundingBox())!;
      expect(menuBox.x).toBeGreaterThanOrEqual(16);
      expect(Math.abs(frameBox.x - crumbs.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(frameBox.x + frameBox.width - (crumbs.x + crumbs.width))).toBeLessThanOrEqual(1);
      const seeAll = page.getByRole('link', { name: 'Tümünü gör' });
      await expect(seeAll.first()).toBeVisible();
      for (const box of await seeAll.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.right).toBeLessThanOrEqual(width - 16);
      }
      const summary = (await page.getByTestId('overview-summary').boundingBox())!;
      expect(summary.x + summary.width).toBeLessThanOrEqual(width - 16);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('on a phone the cards keep a margin from both edges', { tag: '@mobile-only' }, async ({ site, page }) => {
    await site.setLanguage('tr');
    await withoutPopup(page);
    await site.goto('/dashboard');
    await site.expectRemote('account');
    const width = page.viewportSize()!.width;
    const summary = page.getByTestId('overview-summary');
    await expect(summary).toBeVisible();
    const box = (await summary.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(box.x + box.width).toBeLessThanOrEqual(width - 12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
