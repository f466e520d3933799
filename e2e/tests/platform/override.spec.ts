import { test, expect } from '../../support';

// A per-browser override is honoured only where the site option allows it and only from
// an allowed origin (loopback, the site's own origin, or the option's list); while active the page
// says so and removes it in one click.

const OVERRIDE_KEY = 'vitrin:remote-override:casino';

/** Turns the site option `remote-override` on for this page (the operator's setting, via cms/grouped). */
async function allowOverrides(page: import('@playwright/test').Page, value: string): Promise<void> {
  await page.route('**/api/cms/grouped', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.siteOption = [...(body.data.siteOption ?? []), { key: 'remote-override', value, status: true }];
    await route.fulfill({ response, json: body });
  });
}

test('an override from the site itself is shown and removed in one click; a foreign origin is refused', async ({ site, page, baseURL }) => {
  await site.setLanguage('en');
  await allowOverrides(page, 'true');
  const remotes = await (await page.request.get(new URL('remotes.json', baseURL).href)).json();
  const casino = remotes.remotes.casino;
  const entry = new URL(casino.versions[casino.current].entry, baseURL).href;

  // A foreign origin: refused (console note), no notice, the version in service runs.
  await page.addInitScript(([key]) => {
    if (!sessionStorage.getItem('override-step')) localStorage.setItem(key!, 'https://evil.invalid/remoteEntry.js');
  }, [OVERRIDE_KEY]);
  await site.goto('/casino/slot');
  await site.expectRemote('casino');
  await expect(site.ownerMarker('casino')).toHaveAttribute('data-remote-version', casino.current);
  await expect(page.getByTestId('remote-override-notice')).toHaveCount(0);

  // The site's own origin: applied, and the page says so.
  await page.evaluate(([key, value]) => {
    sessionStorage.setItem('override-step', 'own');
    localStorage.setItem(key!, value!);
  }, [OVERRIDE_KEY, entry]);
  await page.reload();
  const notice = page.getByTestId('remote-override-notice');
  await expect(notice).toContainText(`remote casino from ${entry}`);
  await site.expectRemote('casino');

  await notice.getByRole('button', { name: 'Remove override' }).click();
  await expect(notice).toHaveCount(0);
  await expect(site.ownerMarker('casino')).toHaveAttribute('data-remote-version', casino.current);
  expect(await site.storage(OVERRIDE_KEY)).toBeNull();
});
