import type { Page } from '@playwright/test';
import { test, expect, type SitePage } from '../../support';
import { ShellPage } from './shellSupport';

// Spec §2/§3/§9 banner carousel: three image sizes by width, links, arrows and dots, autoplay.
// Autoplay is motion: each describe says which motion setting it needs (ADR 0069).

/** `/` in English on the page's own clock, the first slide current. */
async function openOnItsClock(site: SitePage, page: Page) {
  await page.clock.install();
  await new ShellPage(site).open('/', { lang: 'en' });
  const carousel = page.getByTestId('banner-carousel');
  const dots = carousel.getByTestId('carousel-dot');
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  return { carousel, dots };
}

test.describe('banner carousel', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('serves the image size that fits the screen and links the slides', async ({ site, page }, testInfo) => {
    const shell = new ShellPage(site);
    await shell.open('/', { lang: 'en' });
    const carousel = page.getByTestId('banner-carousel');
    const first = carousel.getByTestId('carousel-slide').first();
    await expect(first).toBeVisible();
    const image = first.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      testInfo.project.name === 'mobile' ? /800x400/ : /1920x500/,
    );
    const box = await first.boundingBox();
    expect(box && box.width / box.height).toBeGreaterThan(testInfo.project.name === 'mobile' ? 1.9 : 3.5);
    await expect(first.getByRole('link')).toHaveAttribute('href', '/promotions');
    expect(await carousel.getByTestId('carousel-slide').count()).toBeGreaterThan(1);
    await expect(carousel.getByTestId('carousel-placeholder')).toHaveCount(0);
  });

  // Arrows are hidden on phones (swipe instead): the desktop project only (playwright.config.ts).
  test('dots and arrows move it; autoplay carries on after that', { tag: '@desktop-only' }, async ({ site, page }) => {
    const { carousel, dots } = await openOnItsClock(site, page);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await dots.nth(0).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5_500);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });
});

// WCAG 2.2.2: for a player who asks for reduced motion nothing moves on its own; the dots still
// move it, at once.
test.describe('banner carousel, reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('does not play by itself; a dot still shows its slide', async ({ site, page }) => {
    const { dots } = await openOnItsClock(site, page);
    await page.clock.runFor(16_000);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(16_000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });
});
