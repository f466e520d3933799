import { test, expect } from '../../support';
import { ShellPage, groupedPopup, popupHashOf } from './shellSupport';

// Spec §4: the popup is shown once per distinct content; a hash of it is kept in `popupHash`.
test.describe('popup banner', () => {
  test('shows once, and again when its content changes', async ({ site, page, request }) => {
    const shell = new ShellPage(site);
    await shell.open('/', { lang: 'en', keepPopup: true });
    const popup = page.getByTestId('popup-banner');
    await expect(popup).toBeVisible();
    await expect(popup.locator('img')).toHaveAttribute('src', /\/sandbox\/img\/popup\//);
    const served = await groupedPopup(request, site.baseURL, 'en');
    expect(await site.storage('popupHash')).toBe(popupHashOf(served!));
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);

    await page.reload();
    await expect(site.header).toBeVisible();
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(popup).toHaveCount(0);

    // The operator changes the popup: it shows again.
    await page.route('**/api/cms/grouped', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.popup.url = '/casino/live';
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await expect(popup).toBeVisible();
    await popup.locator('a').click();
    await expect(page).toHaveURL((url) => url.pathname === '/casino/live');
  });

  test("a guest's deep link to the deposit page gets the login dialog alone, no popup over it", async ({ site, page }) => {
    await page.clock.install();
    const shell = new ShellPage(site);
    await shell.open('/dashboard/deposit', { lang: 'en', keepPopup: true });
    const login = page.getByRole('dialog', { name: /Log ?in/i });
    await expect(login).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    // Long past the moment the popup is due on an idle home page (idle callbacks run on the clock).
    await page.clock.runFor(5_000);
    await expect(page.getByTestId('popup-banner')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});

