import { test, expect, withoutPopup } from '../../support';

// A phone turned on its side with a game open: a compact bar (the 48 px one cut off the spin
// buttons) and a full-screen button giving the frame the whole screen, with no console warning
// about the frame's full-screen permission.
// Phones only (touch, the play modal): the mobile project runs this file, the other does not list it (playwright.config.ts).

test('landscape game: a compact bar, then full screen gives the game the whole screen', async ({ site, page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/allowfullscreen|allow attribute/i.test(message.text())) warnings.push(message.text());
  });
  await site.loginAsNewMember();
  await withoutPopup(page);
  await site.goto('/casino/slot');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  const modal = page.getByTestId('play-modal');
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('game-frame')).toBeVisible();

  await page.setViewportSize({ width: 844, height: 390 });
  await expect.poll(async () => (await page.getByTestId('play-modal-bar').boundingBox())?.height).toBeLessThanOrEqual(36);
  // The session line (time and net result) stays visible in play, as responsible gambling asks; one line only.
  const sessionLine = (await modal.getByTestId('session-bar').boundingBox())!;
  expect(sessionLine.height, 'the session line stays one compact line').toBeLessThanOrEqual(25);
  const frame = (await page.getByTestId('game-frame').boundingBox())!;
  expect(frame.height, 'the game gets all but the compact bar and the session line').toBeGreaterThanOrEqual(390 - 37 - 26);

  await modal.getByRole('button', { name: 'Tam ekran' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('play-stage');
  await expect.poll(async () => (await page.getByTestId('game-frame').boundingBox())?.height).toBe(390);
  await page.evaluate(() => document.exitFullscreen());
  await expect(modal).toBeVisible();
  expect(warnings).toEqual([]);
});
