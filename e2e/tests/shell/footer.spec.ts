import { test, expect } from '../../support';
import { ShellPage } from './shellSupport';

// Spec §2 footer.
test.describe('footer', () => {
  for (const lang of ['tr', 'en'] as const) {
    test(`columns, contacts, providers, responsible gambling and licence (${lang})`, async ({ site, page }) => {
      const shell = new ShellPage(site);
      await shell.open('/promotions', { lang });
      const footer = shell.footer;
      for (const id of ['footer', 'quick-links', 'gambling', 'policies', 'sports', 'casino', 'games']) {
        await expect(footer.locator(`[data-footer-column="${id}"]`)).toBeVisible();
      }
      const pageLinks = await footer.locator('[data-footer-column="policies"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(pageLinks.length).toBeGreaterThan(0);
      for (const href of pageLinks) expect(href).toMatch(/^\/pages\/\d+$/);
      await expect(footer.getByTestId('copyright')).toContainText(`© ${new Date().getFullYear()}`);
      await expect(footer.getByTestId('copyright')).toContainText(lang === 'en' ? 'All rights reserved.' : 'Tüm hakları saklıdır.');
      await expect(footer.getByRole('img', { name: lang === 'en' ? 'Adults 18+ only' : 'Yalnızca 18 yaş ve üzeri' })).toBeVisible();
      await expect(footer.getByTestId('licence-text')).not.toBeEmpty();
      const badge = footer.getByRole('img', { name: lang === 'en' ? 'Licence badge' : 'Lisans rozeti' });
      expect((await badge.boundingBox())?.width).toBe(80);
      for (const network of ['facebook', 'twitter', 'instagram', 'youtube', 'whatsapp', 'telegram']) {
        const link = footer.locator(`a[data-social="${network}"]`);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expect(footer.getByTestId('quick-contact').getByRole('link')).toHaveCount(6);
      await footer.getByTestId('footer-callrequest').click();
      await expect(shell.callRequestDialog).toBeVisible();
      await page.keyboard.press('Escape');
    });
  }

  test('provider slider: 12 logos, 7 per view from 992 px and 3 below', async ({ site, page }, testInfo) => {
    const shell = new ShellPage(site);
    await shell.open('/promotions');
    const slider = page.getByTestId('provider-slider');
    await slider.scrollIntoViewIfNeeded();
    const slides = slider.locator('[data-provider]');
    await expect(slides).toHaveCount(12);
    const fullyVisible = () =>
      page.getByTestId('provider-slider-track').evaluate((track) => {
        const frame = track.getBoundingClientRect();
        return [...track.querySelectorAll('[data-provider]')].filter((slide) => {
          const box = slide.getBoundingClientRect();
          return box.left >= frame.left - 1 && box.right <= frame.right + 1;
        }).length;
      });
    await expect.poll(fullyVisible).toBe(testInfo.project.name === 'mobile' ? 3 : 7);
    await expect(slides.first().locator('img')).toHaveAttribute('src', /(^|\/)sandbox\/img\/provider\/amusnet\.svg$/);
  });

  test('a missing required category hides only its column', async ({ site, page }) => {
    await page.route('**/api/cms/grouped', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.categoryList = body.data.categoryList.filter((c: { name: string }) => c.name !== 'Gambling');
      await route.fulfill({ response, json: body });
    });
    const shell = new ShellPage(site);
    await shell.open('/promotions');
    await expect(shell.footer.locator('[data-footer-column="policies"]')).toBeVisible();
    await expect(shell.footer.locator('[data-footer-column="gambling"]')).toHaveCount(0);
  });
});
