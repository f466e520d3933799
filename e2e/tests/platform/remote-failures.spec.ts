import path from 'node:path';
import fs from 'node:fs';
import { test, expect, blockRemote, hangRemote, setRemoteTimeout } from '../../support';
import type { SitePage } from '../../support';

// docs/ARCHITECTURE.md "Delivery and rollback": a remote that is down, slow or throws renders its
// section's fallback (localised message and a retry) while the rest of the site keeps working.

function fallback(site: SitePage) {
  return site.sectionFallback('casino');
}

function retryButton(site: SitePage) {
  return fallback(site).getByRole('button', { name: /^(retry|tekrar dene)$/i });
}

async function expectRestOfSiteWorks(site: SitePage): Promise<void> {
  await expect(site.header).toBeVisible();
  await expect(site.footer).toBeVisible();
  await site.goto('/spor');
  await site.expectRemote('sports');
}

test.describe('a remote that fails leaves the rest of the site working', () => {
  test('casino down: translated fallback with Retry, then Retry brings it back', async ({ site, page }) => {
    await site.setLanguage('en');
    await blockRemote(page, 'casino');
    await site.goto('/casino/slot');
    await expect(fallback(site)).toBeVisible();
    await expect(fallback(site)).toContainText(/temporarily unavailable/i);
    await expect(retryButton(site)).toHaveText('Retry');

    await page.unroute('**/remotes/casino/**');
    await retryButton(site).click();
    await site.expectRemote('casino');
    await expect(fallback(site)).toBeHidden();

    await blockRemote(page, 'casino');
    await expectRestOfSiteWorks(site);
  });

  // A phone that loses its connection while a page's code downloads: the chunk fails past its
  // automatic retries, the section falls back, and once the network is back Retry loads the page
  // without a reload (React Router keeps a failed lazy load unless the host loads it anew).
  test('a lobby chunk fails past its retries: Retry loads it once the network is back', async ({ site, page }) => {
    await site.setLanguage('en');
    await site.goto('/casino/live');
    await site.expectRemote('casino');
    let blocked = 0;
    const pageChunks = /\/remotes\/casino\/.+\.js(\?.*)?$/;
    await page.route(pageChunks, (route) => {
      if (route.request().url().includes('remoteEntry')) return route.continue();
      blocked += 1;
      return route.abort('internetdisconnected');
    });
    // Client-side navigation, as a click in the menu does: the bingo lobby is another lazy chunk
    // (its title is the route's, so the tab shows it once the router gives up on the chunk).
    await site.navigateInApp('/casino/bingo');
    await expect(retryButton(site)).toBeVisible({ timeout: 20_000 });
    expect(blocked, 'the page chunk was asked for, and again by the automatic retries').toBeGreaterThan(1);

    await page.unroute(pageChunks);
    await retryButton(site).click();
    await expect(fallback(site)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Bingo' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/casino\/bingo$/);
  });

  // Words of the fallback, the same in every layout (the phone meets the fallback above): the desktop project only (playwright.config.ts).
  test('casino down: the fallback speaks Turkish too', { tag: '@desktop-only' }, async ({ site, page }) => {
    await site.setLanguage('tr');
    await blockRemote(page, 'casino');
    await site.goto('/casino/slot');
    await expect(fallback(site)).toContainText(/kullanılamıyor/);
    await expect(retryButton(site)).toHaveText('Tekrar dene');
  });

  // The loader's time-out, not a layout: the desktop project only (playwright.config.ts).
  test('casino hangs: the host gives up after its time-out and shows the fallback', { tag: '@desktop-only' }, async ({ site, page }) => {
    await site.setLanguage('en');
    await setRemoteTimeout(page, 1500);
    await hangRemote(page, 'casino');
    await site.goto('/casino/slot');
    await expect(fallback(site)).toBeVisible({ timeout: 15_000 });
    await expect(retryButton(site)).toBeVisible();
    await expect(site.footer).toBeVisible();
  });

  // The error boundary, not a layout: the desktop project only (playwright.config.ts).
  test('casino throws: the error boundary shows the fallback, the rest works', { tag: '@desktop-only' }, async ({ site, page }) => {
    const fixture = path.resolve(__dirname, '../../fixtures/throwing-casino/remoteEntry.js');
    // The fixture is committed: a missing one is a broken checkout, never a reason to skip.
    expect(fs.existsSync(fixture), `the committed fixture ${fixture} is missing`).toBe(true);
    await site.setLanguage('en');
    await page.route('**/remotes/casino/**/remoteEntry.js', (route) =>
      route.fulfill({ path: fixture, contentType: 'application/javascript', headers: { 'cache-control': 'no-store' } }),
    );
    await site.goto('/casino/slot');
    await expect(fallback(site)).toBeVisible();
    await expect(retryButton(site)).toBeVisible();
    await expectRestOfSiteWorks(site);
  });
});

test.describe('the host survives bad inputs', () => {
  // Reading remotes.json, not a layout: the desktop project only (playwright.config.ts).
  test('a malformed remotes.json: host pages work, remote sections fall back, the console says why', { tag: '@desktop-only' }, async ({ site, page, consoleErrors }) => {
    await site.setLanguage('en');
    await page.route('**/remotes.json*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"casino": <<garbage' }),
    );
    await site.goto('/promotions');
    await expect(site.main).toBeVisible();
    await expect(site.footer).toBeVisible();

    await site.goto('/casino/slot');
    await expect(fallback(site)).toBeVisible();
    await expect.poll(() => consoleErrors.join('\n')).toMatch(/remotes\.json/i);
  });

  // The start without bootstrap data, not a layout: the desktop project only (playwright.config.ts).
  test('GET cms/grouped answers 500: the site still starts', { tag: '@desktop-only' }, async ({ site, page }) => {
    await site.setLanguage('en');
    await page.route('**/api/cms/grouped*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }),
    );
    await site.goto('/');
    await expect(site.header).toBeVisible();
    await expect(site.footer).toBeVisible();
    await site.goto('/casino/slot');
    await site.expectRemote('casino');
  });
});
