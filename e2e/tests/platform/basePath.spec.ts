import { test, expect } from '../../support';
import { markPopupSeen } from '../shell/shellSupport';

// The site works when served under a sub-path chosen at deploy time (no rebuild). The
// e2e sandbox serves the same build at / and at /tr/ (BASE_PATH in production serves only one);
// here every request a page under /tr/ makes must stay under /tr/ — an address that forgot the
// base would otherwise work by luck at the root.
const BASE = '/tr/';

test('under /tr/: shell, remotes, API and hub stay under the base', async ({ site, page, request, baseURL, sandbox }) => {
  const origin = new URL(baseURL!).origin;
  const strays: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === origin && !url.pathname.startsWith(BASE)) strays.push(`${req.method()} ${url.pathname}`);
  });
  page.on('websocket', (socket) => {
    const url = new URL(socket.url());
    if (url.host === new URL(origin).host && !url.pathname.startsWith(BASE)) strays.push(`WS ${url.pathname}`);
  });

  await site.setLanguage('en');
  await markPopupSeen(page, request, site.baseURL, 'en');
  await site.loginAs('demo', 'demo123');
  await page.goto(`${BASE}casino/slot`);
  await expect(site.main).toBeVisible({ timeout: 20_000 });
  await site.expectRemote('casino');
  await expect(page).toHaveURL((url) => url.pathname === `${BASE}casino/slot`);

  // The dashboard loads the account remote from under the base; the hub connects there too.
  await page.goto(`${BASE}dashboard`);
  await site.expectRemote('account');
  await expect(site.header.getByTestId('header-balance')).toBeVisible();
  await expect.poll(() => sandbox.hubConnections('demo'), { timeout: 20_000 }).toBeGreaterThan(0);

  await site.header.getByRole('link', { name: 'Home' }).first().click();
  // The router's basename has no trailing slash: home is /tr, which the server answers like /tr/.
  await expect(page).toHaveURL((url) => url.pathname === BASE || url.pathname === BASE.slice(0, -1));
  await expect(site.main).toBeVisible();
  expect(strays, 'requests outside the base path').toEqual([]);
});
