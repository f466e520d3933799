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
