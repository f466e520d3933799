import type { Locator } from '@playwright/test';
import { test, expect } from '../../support';

// On a touch screen what a player taps often takes a 44 px finger (WCAG 2.5.5): the phone header's
// controls through a box centred on each (the 35 px header cannot hold 44 px buttons), the footer's
// links as rows of 44 px.
// Touch screens only: the mobile project runs this file, the other does not list it (playwright.config.ts).

/** The extent, through the control's centre, over which a tap lands on it (sampled every 1 px). */
async function hitExtent(target: Locator): Promise<{ width: number; height: number; up: number; down: number }> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const hits = (x: number, y: number) => {
      const found = document.elementFromPoint(x, y);
      return found !== null && (found === element || element.contains(found));
    };
    // The window's edge ends a reach: a finger there lands on the control whatever it covers
    // beyond (the header's controls touch the top edge).
    const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
    const reach = (dx: number, dy: number) => {
      let step = 0;
      while (step < 60) {
        const [x, y] = [cx + dx * (step + 1), cy + dy * (step + 1)];
        if (!inside(x, y)) return 60; // reached the edge
        if (!hits(x, y)) break;
        step += 1;
      }
      return step;
    };
    const up = reach(0, -1);
    const down = reach(0, 1);
    return { width: reach(-1, 0) + reach(1, 0) + 1, height: Math.min(up, 60) + down + 1, up, down };
  });
}

test('the member header\'s deposit, balance, bell and profile, and the menu button, take a 44 × 44 px finger at 320, 360 and 390 px', async ({ site, page }) => {
  await site.loginAsNewMember();
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await site.goto('/promotions');
    const targets = {
      menu: page.getByTestId('mobile-menu-open'),
      deposit: page.getByTestId('header-deposit'),
      balance: page.getByTestId('header-balance'),
      bell: page.getByTestId('notification-bell'),
      // Below 360 px the balance opens the profile panel in its place.
      ...(width >= 360 ? { profile: page.getByTestId('header-user-icon') } : {}),
    };
    for (const [name, target] of Object.entries(targets)) {
      await expect(target).toBeVisible();
      const extent = await hitExtent(target);
      // 22 px each way from the centre (44 px), or up to the window's edge.
      expect(extent.down, `${name} below its centre at ${width} px`).toBeGreaterThanOrEqual(21);
      expect(extent.up, `${name} above its centre at ${width} px`).toBeGreaterThanOrEqual(21);
      expect(extent.height, `${name} height at ${width} px`).toBeGreaterThanOrEqual(44);
      // Side by side, no neighbour's touch box takes part of a button: the full 44 px wide.
      expect(extent.width, `${name} width at ${width} px`).toBeGreaterThanOrEqual(44);
    }
  }
});

test('the footer\'s links are rows of 44 px', async ({ site, page }) => {
  await site.goto('/promotions');
  const links = page.getByTestId('site-footer').getByRole('navigation').getByRole('link');
  await links.first().scrollIntoViewIfNeeded();
  const count = await links.count();
  expect(count).toBeGreaterThan(5);
  for (let index = 0; index < count; index += 1) {
    const box = (await links.nth(index).boundingBox())!;
    expect(box.height, await links.nth(index).innerText()).toBeGreaterThanOrEqual(44);
  }
});
