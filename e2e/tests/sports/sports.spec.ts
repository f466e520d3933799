import { test, expect, expectNoA11yViolations, blockRemote, openAsNewMember, withoutPopup } from '../../support';
import { label, TEXTS as MEMBER_TEXTS } from '../member/memberTexts';
import { frameAddress, sportsbookFrame, TEXTS, type Lang } from './sportsbook';

// Sports end to end, one path per flow: desktop in English, mobile in Turkish.
test.describe.configure({ timeout: 90_000 });

const langOf = (project: string): Lang => (project === 'mobile' ? 'tr' : 'en');

test('a guest sees the sportsbook from another origin; another window’s login request is ignored, the frame’s opens the login dialog and signing in hands the frame a token without a reload; a deep link survives a reload', async ({ site, page }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const t = TEXTS[lang];
  await site.setLanguage(lang);
  await withoutPopup(page);
  await site.goto('/spor');
  await site.expectRemote('sports');
  const address = await frameAddress(page);
  expect(address.origin).not.toBe(new URL(page.url()).origin);
  expect(address.searchParams.get('lang')).toBe(lang);
  expect(address.searchParams.has('token')).toBe(false);
  const { content } = sportsbookFrame(page);
  await expect(content.getByRole('heading', { level: 1, name: t.book })).toBeVisible();
  await expect(content.getByTestId('odd').first()).toBeVisible();
  await expectNoA11yViolations(page, { include: '[data-remote-section="sports"]' });

  // Another window of the sportsbook's own origin posts a login request: ignored (event.source check).
  await page.evaluate(() => {
    (window as unknown as { seen: unknown[] }).seen = [];
    window.addEventListener('message', (event) => {
      // Only login requests: the sportsbook's own height messages may arrive at any time.
      if ((event.data as { action?: string } | null)?.action === 'login') (window as unknown as { seen: unknown[] }).seen.push(event.data);
    });
  });
  await page.evaluate((src) => {
    const other = document.createElement('iframe');
    other.src = src;
    other.title = 'other';
    other.name = 'other-window';
    document.body.appendChild(other);
  }, `${address.origin}/`);
  await page.frameLocator('iframe[name="other-window"]').locator('body').evaluate(() => {
    window.parent.postMessage({ type: 'vitrin-sportsbook', action: 'login' }, '*');
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen.length)).toBe(1);
  const login = page.getByRole('dialog', { name: t.login });
  await expect(login).toBeHidden();

  // The frame's own request: a guest picking odds is asked to sign in. Signing in there hands the
  // frame the member's token without a page reload (the marker set on this page survives): by
  // message, never in the frame's address.
  await content.getByTestId('odd').first().click();
  await expect(login).toBeVisible();
  const m = MEMBER_TEXTS[lang];
  await login.getByLabel(label(m.username)).fill('demo');
  await login.getByLabel(label(m.password)).fill('demo123');
  await login.getByRole('button', { name: m.loginSubmit }).click();
  await expect(login).toBeHidden();
  await expect(sportsbookFrame(page).element).toHaveAttribute('data-member', 'true');
  await expect(content.getByTestId('sportsbook-user')).toHaveText('demo');
  expect((await frameAddress(page)).searchParams.has('token')).toBe(false);
  expect(await page.evaluate(() => Array.isArray((window as unknown as { seen?: unknown[] }).seen))).toBe(true);

  // The inner page travels in the site's address and comes back after a reload.
  await content.getByTestId('event-link').first().click();
  await expect(page).toHaveURL(/[?&]page=event%2F101/);
  await page.reload();
  expect((await frameAddress(page)).searchParams.get('page')).toBe('event/101');
  await expect(sportsbookFrame(page).content.getByRole('button', { name: t.back })).toBeVisible();
});

// The token handed to the frame by message, the bets and the wallet, not a layout (the phone meets the sportsbook frame in the guest test above): the desktop project only (playwright.config.ts).
test('a member’s frame gets the token by message and shows the balance; a bet lowers the header balance, an operator-settled win raises it with a notification; an expired token is renewed without a reload; the game history shows the bets and the win', { tag: '@desktop-only' }, async ({ site, page, sandbox }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const t = TEXTS[lang];
  const member = await openAsNewMember(site, sandbox, '/spor', { lang, balance: 50 });
  const address = await frameAddress(page);
  expect(await site.storage('betsyToken')).toMatch(/^[\w-]{43}$/);
  expect(address.searchParams.has('token')).toBe(false);
  const { content } = sportsbookFrame(page);
  await expect(content.getByTestId('sportsbook-balance')).toContainText('₺50,00');
  await expect(page.getByTestId('header-balance')).toHaveText('₺50,00');

  // Galatasaray to win at 2.15, stake 10.
  await content.locator('[data-event="101"]').getByTestId('odd').first().click();
  await expect(content.getByTestId('slip-item')).toHaveCount(1);
  await content.getByLabel(t.stake).fill('10');
  await content.getByRole('button', { name: t.place }).click();
  await expect(content.getByTestId('slip-message')).toHaveText(t.placed);
  const betId = t.placed.exec((await content.getByTestId('slip-message').textContent())!)![1];
  await expect(page.getByTestId('header-balance')).toHaveText('₺40,00', { timeout: 5000 });

  await sandbox.post(`/sandbox/admin/sports/bets/${betId}/won`, {});
  await expect(page.getByTestId('header-balance')).toHaveText('₺61,50', { timeout: 5000 });
  await expect(page.getByTestId('notification-badge')).toContainText('1');

  // The tokens expire: the next bet gets 401, the frame says token-expired, the site hands it a
  // fresh token (no reload: the frame element stays), and the bet goes through.
  const frameBefore = await sportsbookFrame(page).element.elementHandle();
  await sandbox.post('/sandbox/admin/sports/expire-tokens', { username: member.username });
  await content.locator('[data-event="102"]').getByTestId('odd').first().click();
  const fresh = page.waitForResponse((r) => r.url().endsWith('/api/sports/token'));
  await content.getByRole('button', { name: t.place }).click();
  expect((await (await fresh).json()).success).toBe(true);
  await expect(content.getByTestId('slip-message')).toHaveText(t.placed);
  await expect(page.getByTestId('header-balance')).toHaveText('₺51,50', { timeout: 5000 });
  expect(await frameBefore!.evaluate((el, now) => el === now, await sportsbookFrame(page).element.elementHandle())).toBe(true);

  // E-sports is the betco book with the betco token (expired above too: renewed once the frame says
  // so), reached from the menu as a player does: inside the app, the frame swapped for betco's.
  await site.navigateInApp('/esports/betco');
  await expect(sportsbookFrame(page).element).toHaveAttribute('src', /[?&]book=betco(&|$)/, { timeout: 20_000 });
  const esports = await frameAddress(page);
  expect(esports.searchParams.get('book')).toBe('betco');
  expect(esports.searchParams.has('token')).toBe(false);
  await expect(sportsbookFrame(page).content.getByTestId('sportsbook-balance')).toContainText('₺51,50');

  // The member's game history is what they did here: two bets of ₺10 and the ₺21,50 win.
  await site.navigateInApp('/dashboard/game-history');
  const history = page.locator('[data-remote-section="account"]').first();
  const [bet, win] = lang === 'tr' ? ['Bahis', 'Kazanç'] : ['Bet', 'Win'];
  await expect(history.getByText('₺21,50')).toBeVisible();
  await expect(history.getByText('₺10,00')).toHaveCount(2);
  await expect(history.getByText(bet, { exact: true })).toHaveCount(2);
  await expect(history.getByText(win, { exact: true })).toHaveCount(1);
});

test('the compact variant shows the quick menu above a frame without its own navigation', async ({ site, page }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const t = TEXTS[lang];
  await site.setLanguage(lang);
  await withoutPopup(page);
  await site.goto('/spor/fcg');
  expect((await frameAddress(page)).searchParams.get('nav')).toBe('0');
  // One quick menu on each device: the remote's from the desktop breakpoint, the host's strip on a phone.
  const menu = page.getByRole('navigation', { name: t.quickMenu });
  await expect(menu).toHaveCount(1);
  await expect(menu.getByRole('link')).toHaveCount(8);
  await expect(menu.getByRole('button', { name: 'Aviator' })).toBeVisible();
  await menu.getByRole('link', { name: lang === 'en' ? 'Live Betting' : 'Canlı Bahis' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/livespor/fcg');
  await expect(sportsbookFrame(page).element).toHaveAttribute('src', /[?&]view=livespor&/);
});

// A remote's fallback, not a layout (the phone meets one in remote-failures.spec.ts): the desktop project only (playwright.config.ts).
test('sports down: its pages show the fallback while the header and the casino work', { tag: '@desktop-only' }, async ({ site, page }) => {
  await withoutPopup(page);
  await blockRemote(page, 'sports');
  await site.goto('/spor');
  await expect(site.sectionFallback('sports')).toBeVisible({ timeout: 20_000 });
  await expect(site.header).toBeVisible();
  await site.goto('/casino/slot');
  await site.expectRemote('casino');
});
