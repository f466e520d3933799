import { test, expect } from '../../support';
import { ShellPage } from './shellSupport';

// Spec §2 /promotions and the promotion detail dialog; server HTML is sanitised.
test.describe('promotions', () => {
  test('cards open a detail with the second image, the title and the description', async ({ site, page }) => {
    const shell = new ShellPage(site);
    await shell.open('/promotions', { lang: 'en' });
    const cards = page.getByTestId('promotion-card');
    await expect(cards.first()).toBeVisible();
    const title = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
    await cards.first().getByRole('button', { name: /^Details/ }).click();
    const dialog = page.getByRole('dialog', { name: title, exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img').first()).toHaveAttribute('src', /detail/);
    await expect(dialog.locator('ul li').first()).toBeVisible();
    // Its numbers are the bonus's, and a guest is asked to sign in to claim it.
    await expect(dialog.locator('ul li').first()).toHaveText(/₺100,00/);
    await expect(dialog.getByRole('button', { name: 'Sign in to claim' })).toBeVisible();
    // The whole art shows, card and detail alike, in a box reserved beforehand.
    for (const image of [cards.first().locator('img').first(), dialog.locator('img').first()]) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const fit = await image.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const style = getComputedStyle(img);
        return { objectFit: style.objectFit, aspect: style.aspectRatio, boxRatio: box.width / box.height, natural: img.naturalWidth / img.naturalHeight };
      });
      expect(fit.aspect, 'space reserved before the art loads').not.toBe('auto');
      expect(fit.objectFit === 'contain' || Math.abs(fit.boxRatio - fit.natural) < 0.02, `art cropped: ${JSON.stringify(fit)}`).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a hostile description does not run', async ({ site, page }) => {
    const hostile = '<p>Safe text</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">link</a>';
    await page.route('**/api/cms/promotions', (route) =>
      route.fulfill({
        json: {
          success: true,
          message: null,
          data: [{ id: 99, title: 'Hostile', summary: 'Try me', html: hostile, images: [{ url: '/sandbox/img/promotion/1/en/card.svg' }, { url: '/sandbox/img/promotion/1/en/detail.svg' }] }],
        },
      }),
    );
    const shell = new ShellPage(site);
    await shell.open('/promotions', { lang: 'en' });
    await page.getByRole('button', { name: /^Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Hostile' });
    await expect(dialog.getByText('Safe text')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await dialog.locator('script').count()).toBe(0);
    expect(await dialog.locator('[onerror]').count()).toBe(0);
    // The javascript: URL is removed, so what is left is plain text, not a link.
    await expect(dialog.locator('a', { hasText: 'link' })).not.toHaveAttribute('href', /javascript:/);
  });

  test('a failed load explains itself and Retry recovers', async ({ site, page }) => {
    let fail = true;
    await page.route('**/api/cms/promotions', (route) => (fail ? route.abort() : route.fallback()));
    const shell = new ShellPage(site);
    await shell.open('/promotions', { lang: 'tr' });
    const alert = page.getByRole('alert').filter({ hasText: 'Bir şeyler ters gitti' });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect(page.getByTestId('promotion-card').first()).toBeVisible();
  });
});
