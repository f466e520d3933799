import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, withoutPopup } from '../../support';

// The player's journeys as screenshots a reviewer can look at: home, lobby, deposit, dashboard and
// a game (on a phone turned on its side), on 320, 360 and 390 px phones with touch and at 1366 and
// 1920 px on a desktop, written to e2e/reports/journeys/ (gitignored) with an index. Each page is
// also checked for sideways scroll, the fault the eye misses first in a screenshot.
const REPORT_DIR = path.resolve(__dirname, '..', '..', 'reports', 'journeys');
const PHONES = [320, 360, 390];
/** The long side of those phones (iPhone SE, a 360 px Android, iPhone 12–15), the width on their side. */
const LANDSCAPE: Record<number, number> = { 320: 568, 360: 780, 390: 844 };
const DESKTOPS = [1366, 1920];

async function shoot(page: Page, name: string, width: number, folder: string): Promise<string> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  const file = path.join(folder, `${name}.png`);
  await page.screenshot({ path: file });
  return path.relative(REPORT_DIR, file);
}

function writeIndex(folder: string, width: number, shots: string[]) {
  fs.writeFileSync(path.join(folder, 'index.md'), [`# ${width} px`, '', ...shots.map((shot) => `![${shot}](${path.basename(shot)})`), ''].join('\n'));
}

for (const width of [...PHONES, ...DESKTOPS]) {
  const phone = PHONES.includes(width);
  // Phone widths run in the mobile project (touch), desktop widths in the desktop one.
  test(`journeys at ${width} px`, { tag: phone ? '@mobile-only' : '@desktop-only' }, async ({ site, page }) => {
    test.setTimeout(120_000);
    const folder = path.join(REPORT_DIR, `${width}`);
    fs.mkdirSync(folder, { recursive: true });
    const height = phone ? 844 : 900;
    await page.setViewportSize({ width, height });
    await site.setLanguage('tr');
    await site.loginAsNewMember();
    await withoutPopup(page);
    const shots: string[] = [];

    await site.goto('/');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    shots.push(await shoot(page, '1-home', width, folder));

    await site.goto('/casino/slot');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    shots.push(await shoot(page, '2-lobby', width, folder));

    await site.goto('/dashboard/deposit');
    await site.expectRemote('payments');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    shots.push(await shoot(page, '3-deposit', width, folder));

    await site.goto('/dashboard');
    await expect(page.getByTestId('overview-summary')).toBeVisible();
    shots.push(await shoot(page, '4-dashboard', width, folder));

    await site.goto('/casino/slot');
    await page.getByTestId('game-tile').first().getByRole('button').first().click();
    await expect(page.getByTestId('game-frame')).toBeVisible();
    // A phone turned on its side: the long side becomes the width.
    if (phone) await page.setViewportSize({ width: LANDSCAPE[width]!, height: width });
    await expect(page.getByTestId('game-frame')).toBeVisible();
    shots.push(await shoot(page, phone ? '5-play-landscape' : '5-play', phone ? LANDSCAPE[width]! : width, folder));

    writeIndex(folder, width, shots);
  });
}
