import { test, expect, openAsNewMember } from '../../support';

// Each history entry keeps its own scroll position: pages opened by their address used to share
// one (the router's key of a page load's first entry is always 'default').
test('a page opened by its address opens at its top, whatever the page before was scrolled to', async ({ site, page, sandbox }) => {
  await openAsNewMember(site, sandbox, '/promotions', { lang: 'tr', hub: false });
  await expect(page.getByTestId('promotion-card').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // The router saves the position when the page goes.
  await site.goto('/dashboard/deposit');
  await site.expectRemote('payments');
  await expect(page.getByRole('button', { name: /^Papara Alt limit/ })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
