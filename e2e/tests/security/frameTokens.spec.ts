import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, openAsNewMember } from '../../support';
import { sportsbookFrame } from '../sports/sportsbook';
import { foreignOrigin } from './foreignOrigin';

// The token-theft chain, replayed from a page on another loopback port (docs/security.md "Frames,
// tokens and provider pages"). Before: that page framed the content page naming itself as parent
// and ran its script on the provider origin, opened /spor in a window it held, read the sportsbook
// frame's address and placed a bet with the token in it. Each link is checked on its own.
test.describe.configure({ timeout: 90_000 });

// Frames, headers and windows do not depend on the device: the desktop project runs this file, the other does not list it (playwright.config.ts).

async function providerOrigin(request: APIRequestContext, baseURL: string): Promise<string> {
  const entry = (await (await request.get(`${baseURL}/api/sports/entry`)).json()) as { data: { betsyUrl: string } };
  return new URL(entry.data.betsyUrl).origin;
}

/** The frames of the page other than the page itself. */
const childFrames = (page: Page) => page.frames().filter((frame) => frame !== page.mainFrame());

test('a foreign page cannot frame the content page, the sportsbook or a game page, so it runs nothing on the provider origin', async ({ page, site, request }) => {
  const provider = await providerOrigin(request, site.baseURL);
  // The attack: frame the content page naming itself as the parent, answer its "ready" with a
  // document whose script reports the origin it runs in.
  const foreign = await foreignOrigin(`<!doctype html><html lang="en"><head><title>foreign</title></head><body><script>
window.ran = null;
window.addEventListener('message', function (event) {
  var data = event.data || {};
  if (data.type === 'vitrin:content-ready') {
    event.source.postMessage({ type: 'vitrin:content', html: '<script>parent.postMessage({ type: "ran", origin: location.origin }, "*")<\\/script>' }, '*');
  }
  if (data.type === 'ran') window.ran = data.origin;
});
['/content/frame#parent=' + encodeURIComponent(location.origin), '/sportsbook?view=spor&lang=en', '/casino/egt/play?code=x'].forEach(function (path) {
  var frame = document.createElement('iframe');
  frame.title = path;
  frame.src = ${JSON.stringify(provider)} + path;
  document.body.appendChild(frame);
});
</script></body></html>`);
  try {
    await page.goto(foreign.origin);
    // The browser refuses each (frame-ancestors names only the site's origins): error pages, no document of the provider.
    await expect.poll(() => childFrames(page).map((frame) => frame.url())).toEqual(['chrome-error://chromewebdata/', 'chrome-error://chromewebdata/', 'chrome-error://chromewebdata/']);
    expect(await page.evaluate(() => (window as unknown as { ran: string | null }).ran)).toBeNull();
  } finally {
    await foreign.close();
  }
});

test('a foreign page that opens the site gets no handle on its window, so it cannot reach the sportsbook frame', async ({ page, site, sandbox }) => {
  await openAsNewMember(site, sandbox, '/spor', { lang: 'en', hub: false });
  await expect(sportsbookFrame(page).content.getByTestId('odd').first()).toBeVisible();
  const foreign = await foreignOrigin('<!doctype html><html lang="en"><head><title>foreign</title></head><body></body></html>');
  try {
    await page.goto(foreign.origin);
    const opened = page.context().waitForEvent('page');
    await page.evaluate((url) => { (window as unknown as { victim: Window | null }).victim = window.open(url); }, `${site.baseURL}/spor`);
    const victim = await opened;
    // The site did open, with its sportsbook frame…
    await expect(sportsbookFrame(victim).content.getByTestId('odd').first()).toBeVisible({ timeout: 20_000 });
    // …but Cross-Origin-Opener-Policy: same-origin cut the opener's handle: closed, no frames to read.
    const handle = await page.evaluate(() => {
      const w = (window as unknown as { victim: Window | null }).victim;
      return { closed: w?.closed ?? true, frames: w?.length ?? 0 };
    });
    expect(handle).toEqual({ closed: true, frames: 0 });
    await victim.close();
  } finally {
    await foreign.close();
  }
});

test('no frame address carries a token: the sportsbook gets it by message, a game address holds a one-time code spent once the frame loaded', async ({ page, site, sandbox, request }) => {
  const member = await openAsNewMember(site, sandbox, '/spor', { lang: 'en', balance: 50, hub: false });
  const { element, content } = sportsbookFrame(page);
  // The frame is signed in (it shows the member), yet neither its address nor its document's URL holds the token.
  await expect(content.getByTestId('sportsbook-user')).toHaveText(member.username);
  const sportsToken = await site.storage('betsyToken');
  expect(sportsToken).toMatch(/^[\w-]{20,}$/);
  const address = new URL((await element.getAttribute('src'))!);
  const documentUrl = childFrames(page).find((frame) => frame.url().startsWith(address.origin))!.url();
  expect(address.href).not.toContain(sportsToken);
  expect(documentUrl).not.toContain(sportsToken);
  // Nothing in the address opens the member's account or takes a bet.
  const slip = { selections: [{ eventId: 101, pick: 0 }], stake: '1.00', key: 'stolen-slip-0001' };
  for (const [name, value] of new URL(documentUrl).searchParams) {
    const placed = await request.post(`${address.origin}/sportsbook/bets`, { headers: { authorization: `Bearer ${value}` }, data: slip });
    expect(placed.status(), `a bet with the frame address's ${name}`).toBe(401);
  }

  // A game: its address holds a one-time code, which the frame has spent.
  const games = (await (await request.post(`${site.baseURL}/api/casino/games`, { data: { live: false, search: 'sekerli', skip: 0, take: 5 } })).json()) as { data: Record<string, unknown>[][] };
  const game = games.data.flat()[0]!;
  await site.goto(`/casino/play/${encodeURIComponent(Buffer.from(JSON.stringify(game)).toString('base64'))}`);
  const gameFrame = page.getByTestId('game-frame');
  await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('game-name')).toHaveText(String(game.name));
  const gameAddress = new URL((await gameFrame.getAttribute('src'))!);
  expect(gameAddress.searchParams.has('token')).toBe(false);
  expect(gameAddress.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  // The attacker who read the address a moment later gets the provider's error page: the code was single use.
  const again = await request.get(gameAddress.href);
  expect(again.status()).toBe(403);
  expect(await again.text()).toContain('provider-error');
  // The game runs in an opaque origin (no allow-same-origin), and keeps fullscreen and autoplay.
  const gameDocument = childFrames(page).find((f) => f.url().startsWith(gameAddress.origin))!;
  expect(await gameDocument.evaluate(() => ({ origin: String(window.origin), fullscreen: document.fullscreenEnabled }))).toEqual({ origin: 'null', fullscreen: true });
  // The member's own frame plays on (its session is in its document, not its address).
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.getByTestId('play').click();
  await expect(frame.getByTestId('result')).toHaveText(/^(Win: [\d.]+ ₺|No win)$/);
});
