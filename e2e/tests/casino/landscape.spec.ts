import { test, expect, withoutPopup } from '../../support';

// A phone turned on its side with a game open: a compact bar (the 48 px one cut off the spin
// buttons) and a full-screen button giving the frame the whole screen, with no console warning
// about the frame's full-screen permission. The play page (/casino/play/…) likewise: only a compact
// bar and the game over the site's header, menu bar and bottom bar.
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

test('landscape play page: the game with only a compact bar (back, title, full screen) and the session line, over the site', async ({ site, page, request }) => {
  await site.loginAsNewMember();
  await withoutPopup(page);
  const games = (await (await request.post(`${site.baseURL}/api/casino/games`, { data: { live: false, search: 'sekerli', skip: 0, take: 1 } })).json()) as { data: Record<string, unknown>[][] };
  const game = games.data.flat()[0]!;
  await page.setViewportSize({ width: 844, height: 390 });
  await site.goto(`/casino/play/${encodeURIComponent(Buffer.from(JSON.stringify(game)).toString('base64'))}`);
  await expect(page.getByTestId('game-frame')).toBeVisible();
  const bar = page.getByTestId('play-page-bar');
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(37);
  await expect(bar.getByRole('heading', { name: String(game.name) })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Tam ekran' })).toBeVisible();
  await expect(bar.getByRole('button', { name: /dön$/ })).toBeVisible();
  // Nothing of the site's chrome shows: what is at the top, the middle and the bottom is the play page's.
  for (const y of [5, 195, 385]) {
    const inPlayPage = await page.evaluate((at) => Boolean(document.elementFromPoint(422, at)?.closest('[data-testid="play-page"]')), y);
    expect(inPlayPage, `the play page at y=${y}`).toBe(true);
  }
  const frame = (await page.getByTestId('game-frame').boundingBox())!;
  expect(frame.height, 'the game gets all but the compact bar and the session line').toBeGreaterThanOrEqual(390 - 37 - 26);

  await bar.getByRole('button', { name: 'Tam ekran' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('play-stage');
  await page.evaluate(() => document.exitFullscreen());
  // Back leads to the lobby the game came from.
  await bar.getByRole('button', { name: /dön$/ }).click();
  await expect(page).toHaveURL(/\/casino\/slot$/);
});
