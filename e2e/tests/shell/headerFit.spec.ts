import { test, expect, registerMember, type Language } from '../../support';
import { markPopupSeen } from './shellSupport';

// The header never wraps a button label and never scrolls sideways, from
// 320 px up, in both languages, for a guest and for a member with an eight-digit balance; the
// compact menu is one tidy, scrollable row that shows it scrolls. Screenshots of every case are
// attached to the run (test-results/…/header-*.png) for a person to look at.
//
// One load per person and language, then the window is resized through the widths: the header
// follows the width through CSS and media-query listeners (useMediaQuery), not a width read once at
// start, so a resized page lays it out as a page loaded at that width does, once the game search's
// chunk is in (ADR 0080 compared the two, box by box). The guest's pages are loaded at the narrowest width and grow, the member's at the widest
// and shrink, so both ends are also a first paint and both directions are walked.
const WIDTHS = [320, 390, 768, 1280, 1366, 1536, 1920] as const;
const LANGUAGES: Language[] = ['tr', 'en'];

async function expectNothingOverflows(page: import('@playwright/test').Page, what: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) found.push('the page scrolls sideways');
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    for (const button of header.querySelectorAll<HTMLElement>('button, a')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (button.scrollWidth > button.clientWidth + 1) found.push(`"${button.textContent?.trim()}" is cut`);
      const text = button.innerText.trim();
      // A label that wraps lays its text out on more than one line: the line boxes of its text
      // nodes start at tops a line apart (icons are not text and are left out).
      const tops: number[] = [];
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 8) found.push(`"${text}" wraps`);
      if (box.right > window.innerWidth + 1) found.push(`"${text}" sticks out of the window`);
    }
    return found;
  });
  expect(problems, what).toEqual([]);
}

test.describe('header fit', () => {
  // The widths are set here; one project is enough: the desktop project runs this file, the other does not list it (playwright.config.ts).
  test.setTimeout(180_000);

  test('guest and member, both languages, 320 to 1920 px', async ({ site, page, request }, testInfo) => {
    const member = await registerMember(request, site.baseURL);
    for (const signedIn of [false, true]) {
      for (const lang of LANGUAGES) {
        await site.setLanguage(lang);
        await markPopupSeen(page, request, site.baseURL, lang);
        if (signedIn) {
          await site.loginAs(member.username, member.password);
          await page.route('**/api/user/balance', (route) => route.fulfill({ json: { success: true, message: null, data: { balance: 12345678.9 } } }));
        }
        const widths = signedIn ? [...WIDTHS].reverse() : [...WIDTHS];
        await page.setViewportSize({ width: widths[0]!, height: 800 });
        await site.goto('/');
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          // The media queries' change events fire in the next frame and React renders them at once: two frames later the header is laid out for this width.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          if (signedIn) await expect(site.header).toContainText(/12[.,]345[.,]678/);
          const what = `${signedIn ? 'member' : 'guest'} ${lang} ${width}px`;
          // The operator's pinned games (site setting header-games) are part of the desktop header.
          if (width >= 1280) await expect(page.getByTestId('header-game').first()).toBeVisible();
          // The game search joins the header from the desktop breakpoint (900 px) up as a chunk of
          // its own: a page grown past it shows the field once that has loaded, then the header
          // has all a page loaded at this width has.
          if (width >= 900) await expect(site.header.getByRole('searchbox')).toBeVisible();
          await expectNothingOverflows(page, what);
          await testInfo.attach(`header-${signedIn ? 'member' : 'guest'}-${lang}-${width}.png`, {
            body: await page.screenshot({ clip: { x: 0, y: 0, width, height: 160 } }),
            contentType: 'image/png',
          });
        }
      }
    }
  });

  test('compact menu: one line per label, scrolls with a visible cue, Aviator reachable and opens its game', async ({ site, page, request }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await site.setLanguage('tr');
    await markPopupSeen(page, request, site.baseURL, 'tr');
    await site.goto('/');
    const strip = page.getByTestId('compact-menu');
    await expect(strip).toBeVisible();
    // An inline label that wraps has more than one line box.
    const lines = await strip.locator('li span').evaluateAll((spans) => spans.map((s) => `${s.textContent}: ${s.getClientRects().length}`));
    expect(lines.filter((line) => !line.endsWith(': 1')), 'labels that wrap').toEqual([]);
    await expect(page.getByTestId('compact-menu-more')).toBeVisible();
    const aviator = strip.getByRole('link', { name: 'Aviator' }).or(strip.getByRole('button', { name: 'Aviator' }));
    await aviator.scrollIntoViewIfNeeded();
    await expect(aviator).toBeInViewport({ ratio: 1 });
    // Aviator opens the game (spec §2: the game a non-live search finds), here in the phone's play modal.
    await site.loginAsNewMember();
    await site.goto('/');
    await page.getByTestId('compact-menu').getByRole('link', { name: 'Aviator' }).or(page.getByTestId('compact-menu').getByRole('button', { name: 'Aviator' })).click();
    await expect(page.getByTestId('play-modal')).toBeVisible();
    await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('game-name')).toHaveText('Aviator');
  });
});
