import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support';

// The layouts a reviewer looks at: the phone journeys (home, lobby, play on its side, deposit,
// dashboard) at 320, 360 and 390 px, the same pages on a desktop at 1366 and 1920 px. Each page
// is written as a PNG into e2e/reports/screenshots/ (gitignored; kept by CI with the report) and
// checked for what a screenshot shows at a glance: nothing runs off the side of the screen.

const REPORT_DIR = path.join(__dirname, '../../reports/screenshots');

interface Screen {
  name: string;
  width: number;
  height: number;
}

const PHONES: Screen[] = [320, 360, 390].map((width) => ({ name: `phone-${width}`, width, height: 844 }));
const DESKTOPS: Screen[] = [1366, 1920].map((width) => ({ name: `desktop-${width}`, width, height: width === 1920 ? 1080 : 800 }));

/** How far the page reaches past the right edge of the screen (0 when nothing does). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);
}

async function shoot(page: Page, file: string): Promise<void> {
  // Whatever is still loading (pictures, fonts) paints first: the file shows the page as a player sees it.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: path.join(REPORT_DIR, file), fullPage: false, animations: 'disabled' });
}

test('screenshots of the journeys at every width the site promises, none wider than the screen', async ({ site, page, request }, testInfo) => {
  test.setTimeout(120_000);
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const screens = testInfo.project.name === 'mobile' ? PHONES : DESKTOPS;
  await site.loginAsNewMember();
  const games = (await (await request.post(`${site.baseURL}/api/casino/games`, { data: { live: false, search: 'sekerli', skip: 0, take: 1 } })).json()) as { data: Record<string, unknown>[][] };
  const game = games.data.flat()[0]!;
  const pages: [string, string][] = [
    ['home', '/'],
    ['lobby', '/casino/slot'],
    ['deposit', '/dashboard/deposit'],
    ['dashboard', '/dashboard'],
  ];
  const wide: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    for (const [name, address] of pages) {
      await site.goto(address);
      await expect(page.locator('#boot-body')).toHaveCount(0);
      await shoot(page, `${screen.name}-${name}.png`);
      const past = await overflow(page);
      if (past > 0) wide.push(`${screen.name} ${name}: ${past} px past the edge`);
    }
  }
  // A game on a phone held on its side (the width becomes the height), or on the desktop.
  const phone = testInfo.project.name === 'mobile';
  await page.setViewportSize(phone ? { width: 844, height: 390 } : { width: 1366, height: 800 });
  await site.goto(`/casino/play/${encodeURIComponent(Buffer.from(JSON.stringify(game)).toString('base64'))}`);
  await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('game-name')).toHaveText(String(game.name));
  await shoot(page, phone ? 'phone-landscape-play.png' : 'desktop-1366-play.png');
  const past = await overflow(page);
  if (past > 0) wide.push(`play: ${past} px past the edge`);

  expect(wide, 'pages wider than the screen').toEqual([]);
  expect(fs.readdirSync(REPORT_DIR).filter((file) => file.startsWith(phone ? 'phone-' : 'desktop-')).length).toBeGreaterThanOrEqual(screens.length * pages.length + 1);
});
