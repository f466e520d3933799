import type { Page } from '@playwright/test';
import { test, expect } from '../../support';

// Where toasts stand (ADR 0028): the newest nearest the edge, and on phones out of a full-screen
// dialog's first lines.
type BusWindow = Window & { __vitrinBus_v1?: { emit: (name: string, payload: unknown) => void } };

async function toast(page: Page, type: string, message: string): Promise<void> {
  await page.evaluate(([kind, text]) => (window as BusWindow).__vitrinBus_v1!.emit('toast/show', { type: kind, message: text }), [type, message]);
  await expect(page.getByText(message)).toBeVisible();
}

test('a newer toast stands above an older one', async ({ site, page }) => {
  await site.setLanguage('tr');
  await site.goto('/promotions');
  await toast(page, 'error', 'Eski hata');
  await toast(page, 'success', 'Yeni başarı');
  const older = (await page.getByText('Eski hata').boundingBox())!;
  const newer = (await page.getByText('Yeni başarı').boundingBox())!;
  expect(newer.y).toBeLessThan(older.y);
});

// Dialogs are full screen on phones: the mobile project only (playwright.config.ts).
test('on a phone, a toast leaves the first lines of a full-screen dialog readable', { tag: '@mobile-only' }, async ({ site, page }) => {
  await site.setLanguage('tr');
  await site.goto('/promotions');
  await page.getByTestId('header-login').tap();
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(dialog).toBeVisible();
  await toast(page, 'info', 'Bilgi notu');
  const box = (await page.getByText('Bilgi notu').boundingBox())!;
  // Clear of the title and the first field.
  const field = (await dialog.getByRole('textbox').first().boundingBox())!;
  expect(box.y).toBeGreaterThan(field.y + field.height);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
});

type SampleWindow = Window & { __toastTops?: number[]; __sampling?: boolean };

// A toast that stands at the bottom comes and goes by the bottom edge. Slid from the top, as its
// top-center anchor would have it, it swept across the whole form on its way in and out, and a tap
// on a row's button while it passed ended on the toast (a "Remove contact" tap of the call-request
// form was lost that way).
test('on a phone, a toast over a full-screen dialog comes and goes by the bottom edge', { tag: '@mobile-only' }, async ({ site, page }) => {
  await site.setLanguage('tr');
  await site.goto('/promotions');
  await page.getByTestId('header-login').tap();
  await expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
  // The page samples the toast's top edge every frame of its life: no frame is missed between
  // two of the test's calls.
  await page.evaluate((text) => {
    const w = window as SampleWindow;
    const tops: number[] = [];
    w.__toastTops = tops;
    w.__sampling = true;
    const sample = () => {
      const shown = [...document.querySelectorAll('.notistack-MuiContent')].find((node) => node.textContent?.includes(text));
      if (shown) tops.push(shown.getBoundingClientRect().top);
      if (w.__sampling) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, 'Kayan not');
  await toast(page, 'info', 'Kayan not');
  const shown = page.locator('.notistack-MuiContent').filter({ hasText: 'Kayan not' });
  // Its close button, as a player taps it (by CSS: the open modal hides the rest of the page,
  // the toast layer too, from the accessibility tree).
  await shown.locator('button').click();
  await expect(shown).toHaveCount(0);
  const tops = await page.evaluate(() => {
    const w = window as SampleWindow;
    w.__sampling = false;
    return w.__toastTops ?? [];
  });
  expect(tops.length).toBeGreaterThan(0);
  // Never over the upper half of the screen, where the form's fields are.
  expect(Math.min(...tops)).toBeGreaterThan(page.viewportSize()!.height / 2);
});
