import { test, expect, expectNoA11yViolations, type SandboxClient } from '../../support';
import { MemberPage, withoutPopup } from '../member/memberPage';
import { TEXTS as MEMBER } from '../member/memberTexts';

// The casino end to end, one path per flow, against the real sandbox casino: desktop in English,
// mobile in Turkish. Details (every launch call, tokens, rounds, paging) are jest tests in
// sandbox-api/src/casino and remote-casino; a launch the server refuses (its message, the game's page
// kept, Retry) is remote-casino's pages/PlayPage.test.tsx, and one refusal end to end is the call
// drill's casino/pragmaticlaunchurl (hardening/callFailures.spec.ts).
test.describe.configure({ timeout: 90_000 });

const TEXTS = {
  en: {
    search: 'Search games', favourites: 'Favourites', added: 'Added to favorites', roulette: 'Roulette', slots: 'Slots',
    popular: 'Popular games', seeAll: 'See all', next: 'Next games',
    refresh: 'Refresh', reloading: 'Game will be reloaded. Please wait...',
    deposit: 'Deposit', depositMoney: 'Deposit Money', papara: /^Papara Min/, bank: /^Bank transfer \(Havale\/EFT\) Min/, close: 'Close',
  },
  tr: {
    search: 'Oyun ara', favourites: 'Favoriler', added: 'Favorilere eklendi', roulette: 'Rulet', slots: 'Slotlar',
    popular: 'Popüler oyunlar', seeAll: 'Tümünü gör', next: 'Sonraki oyunlar',
    refresh: 'Yenile', reloading: 'Oyun yeniden yüklenecek. Lütfen bekleyin...',
    deposit: 'Para Yatır', depositMoney: 'Para Yatır', papara: /^Papara Alt limit/, bank: /^Havale\/EFT Alt limit/, close: 'Kapat',
  },
};
/** The first slot of the sandbox catalogue (Digitain, an address launch): "sekerli" finds it. */
const GAME = 'Şekerli Meyveler';
const favouriteToggle = (lang: 'en' | 'tr', name: string) =>
  (lang === 'en' ? `Add ${name} to favourites or remove it` : `${name} favorilere ekle veya çıkar`);

async function hubUp(sandbox: SandboxClient, username: string): Promise<void> {
  await expect.poll(() => sandbox.hubConnections(username), { timeout: 15_000 }).toBe(1);
}

test('a guest browses the lobbies among thousands, searches the Turkish way by keyboard; opening asks for login, then the game opens', async ({ site, page }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const lang = mobile ? 'tr' : 'en';
  const member = await site.newMember();
  const t = TEXTS[lang];
  await site.setLanguage(lang);
  await withoutPopup(page);
  // Home: the casino's rails and the top winners card (transaction/topwinners, 40 winners, ₺ amounts).
  await site.goto('/');
  await expect(page.getByTestId('home-game-rails')).toBeVisible();
  // Every game of a rail is reachable: its arrows move it to the 12th; "See all" opens its lobby.
  const rail = page.getByRole('region', { name: t.popular });
  const railTiles = rail.getByTestId('game-tile');
  await expect(railTiles).toHaveCount(12);
  const next = rail.getByRole('button', { name: t.next });
  await expect(async () => {
    if (await next.isEnabled()) await next.click();
    await expect(railTiles.nth(11)).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(rail.getByRole('link', { name: t.seeAll })).toHaveAttribute('href', /\/casino\/slot\?category=\d+$/);
  const winners = page.getByTestId('top-winners').getByRole('listitem').filter({ hasText: '₺' });
  await expect.poll(() => winners.count()).toBeGreaterThanOrEqual(40);

  // The lobbies as the menu reaches them, inside the app: each a lazy page of the casino's
  // remote loaded into the running site (every lobby's deep link is routes.spec's and hostile.spec's).
  const tiles = page.getByTestId('game-tile');
  for (const lobby of ['games', 'bingo', 'tvbets']) {
    await site.navigateInApp(`/casino/${lobby}`);
    await site.expectRemote('casino');
    await expect(tiles.first().locator('img')).toHaveJSProperty('complete', true);
  }
  await site.navigateInApp('/casino/live');
  await expect(tiles.first()).toBeVisible();
  await page.getByRole('tab', { name: t.roulette, exact: true }).click();
  await expect(tiles.first()).toContainText(/Roulette|Rulet/);
  await expect(tiles.nth(5)).toContainText(/Roulette|Rulet/);

  await site.goto('/casino/slot');
  await expect(page.getByRole('heading', { level: 1, name: t.slots })).toBeVisible();
  await expect(tiles.first()).toContainText(GAME);
  if (mobile) {
    // A phone of 360 px or more shows 3 tiles a row.
    const tops = await Promise.all([0, 1, 2, 3].map(async (i) => (await tiles.nth(i).boundingBox())!.y));
    expect(tops.slice(0, 3).every((top) => Math.abs(top - tops[0]!) < 1)).toBe(true);
    expect(tops[3]).toBeGreaterThan(tops[0]! + 50);
  }
  // One grid of all the lobby's games with only the rows near the screen in the document:
  // each tile says its place among all of them.
  await expect(tiles.first()).toHaveAttribute('aria-posinset', '1');
  const total = Number(await tiles.first().getAttribute('aria-setsize'));
  expect(total).toBeGreaterThan(1000);
  expect(await tiles.count()).toBeLessThan(100);
  await expect(tiles.first().locator('img')).toHaveJSProperty('complete', true);
  await expectNoA11yViolations(page, { include: '[data-remote-section="casino"]' });
  // The last game is one scroll away; the address keeps the place, so a reload comes back to it.
  const last = page.locator(`[data-testid="game-tile"][aria-posinset="${total}"]`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(last).toBeVisible();
  await expect(page.locator('[data-testid="game-tile"][aria-posinset="1"]')).toHaveCount(0);
  expect(await tiles.count()).toBeLessThan(100);
  await expect(page).toHaveURL(/[?&]page=\d+/);
  const kept = Number(new URL(page.url()).searchParams.get('page'));
  await page.reload();
  await expect(page.locator(`[data-testid="game-tile"][aria-posinset="${(kept - 1) * 48 + 1}"]`)).toBeInViewport();

  const search = page.getByRole('combobox', { name: t.search });
  await search.fill('sekerli');
  await expect(page.getByRole('option').first()).toContainText(GAME);
  await search.press('ArrowDown');
  await search.press('Enter');
  // Spec §4: a guest gets the login form; after login the game opens.
  const login = new MemberPage(page, MEMBER[lang]);
  const dialog = login.dialog(MEMBER[lang].loginTitle);
  await expect(dialog).toBeVisible();
  await login.submitLogin(dialog, member.username, member.password);
  await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('game-name')).toHaveText(GAME);
  if (mobile) await expect(page.getByTestId('play-modal')).toBeVisible();
  else await expect(page).toHaveURL(/\/casino\/play\//);
});

test('a member favourites a game, opens it, plays a round in the cross-origin frame and the header balance moves', async ({ site, page, sandbox }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const lang = mobile ? 'tr' : 'en';
  const t = TEXTS[lang];
  const member = await site.loginAsNewMember();
  await sandbox.setBalance(member.username, 100);
  await site.setLanguage(lang);
  await withoutPopup(page);
  await site.goto('/casino/slot');
  await site.expectRemote('casino');
  await hubUp(sandbox, member.username);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('₺100,00');

  // Favourite: the heart on the tile, the toast, the Favourites tab.
  const heart = page.getByRole('button', { name: favouriteToggle(lang, GAME) }).first();
  await heart.click();
  await expect(page.getByText(t.added)).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: t.favourites }).click();
  await expect(page.getByTestId('game-tile')).toHaveCount(1);
  await expect(page.getByTestId('game-tile')).toContainText(GAME);

  // Open it: desktop play page, mobile play modal; the frame is on the provider's origin.
  // The tile's own button comes first; the heart is the second.
  await page.getByTestId('game-tile').getByRole('button').first().click();
  const frameElement = page.getByTestId('game-frame');
  await expect(frameElement).toBeVisible();
  if (mobile) await expect(page.getByTestId('play-modal')).toBeVisible();
  else await expect(page).toHaveURL(/\/casino\/play\/[a-z0-9-]+\/sekerli-meyveler$/);
  const src = await frameElement.getAttribute('src');
  expect(new URL(src!).origin).not.toBe(new URL(page.url()).origin);

  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-name')).toHaveText(GAME);
  await expect(game.getByTestId('provider-balance')).toHaveText('100.00');
  await game.getByTestId('bet').selectOption('10.00');
  await game.getByTestId('play').click();
  await expect(game.getByTestId('result')).not.toBeEmpty();
  const after = await game.getByTestId('provider-balance').textContent();
  expect(after).not.toBe('100.00');
  // The wallet pushed Balance over the hub: the header follows at once (under the modal on mobile).
  const moved = `₺${after!.replace('.', ',')}`;
  await expect(balance).toHaveText(moved, { timeout: 5000 });

  await expectNoA11yViolations(page, mobile ? { include: '[data-testid="play-modal"]' } : { include: '[data-remote-section="casino"]' });

  if (mobile) {
    // The modal's Deposit (payments/open-deposit-modal) opens the payments remote's Deposit
    // Money modal over the game (spec §2), listing the deposit methods; closing it returns to the game.
    await page.getByTestId('play-modal').getByRole('button', { name: t.deposit, exact: true }).click();
    // Its title holds the close button, so the dialog's name starts with the title.
    const depositMoney = page.getByRole('dialog', { name: new RegExp(`^${t.depositMoney}`) });
    await expect(depositMoney).toBeVisible();
    const papara = depositMoney.getByRole('button', { name: t.papara });
    // A trial click checks that the method would receive the tap: the modal is on top of the game.
    await papara.click({ trial: true });
    await expect(depositMoney.getByRole('button', { name: t.bank })).toBeVisible();
    await expectNoA11yViolations(page, { include: '[aria-labelledby="payments-deposit-modal-title"]' });
    await depositMoney.getByRole('button', { name: t.close, exact: true }).click();
    await expect(depositMoney).toBeHidden();
    await expect(page.getByTestId('play-modal')).toBeVisible();
    await expect(game.getByTestId('game-name')).toHaveText(GAME);
    await expect(game.getByTestId('provider-balance')).toHaveText(after!);
  }

  // An exit posted by another window (here the page itself) is ignored (spec §4 frame messages).
  await page.evaluate(() => window.postMessage({ command: 'exit' }, '*'));
  // Refresh: the toast, then a new launch (a new token, so a new address) in the same place.
  await page.getByRole('button', { name: t.refresh, exact: true }).click();
  await expect(page.getByText(t.reloading)).toBeVisible();
  await expect.poll(() => frameElement.getAttribute('src')).not.toBe(src);
  await expect(game.getByTestId('game-name')).toHaveText(GAME);

  // The game's own Exit (a message from the frame's window at the launch origin) leaves the game.
  await game.getByTestId('exit').click();
  if (mobile) await expect(page.getByTestId('play-modal')).toBeHidden();
  // The play page leads back to where the game was opened: the lobby's Favourites tab.
  else await expect(page).toHaveURL(/\/casino\/slot\?category=favorites$/);
});

// One layout is enough: the frame is the same in the play modal: the desktop project only (playwright.config.ts).
test("SoftGamings' HTML and script run in a sandboxed frame without Vitrin's origin; its game still plays and exits", { tag: '@desktop-only' }, async ({ site, page, sandbox }) => {
  const member = await site.loginAsNewMember();
  await sandbox.setBalance(member.username, 50);
  await site.setLanguage('en');
  await withoutPopup(page);
  await site.goto('/casino/slot');
  await hubUp(sandbox, member.username);
  const search = page.getByRole('combobox', { name: TEXTS.en.search });
  await search.fill('ISIKLI');
  await expect(page.getByRole('option').first()).toContainText('Işıklı Gece');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/casino\/play\//);

  const frameElement = page.getByTestId('game-frame');
  await expect(frameElement).toHaveAttribute('sandbox', /allow-scripts/);
  expect(await frameElement.getAttribute('sandbox')).not.toContain('allow-same-origin');
  // Its script loads the game in the same sandboxed frame: the game is opaque too, framed only by the site.
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('game-name')).toHaveText('Işıklı Gece');
  await game.getByTestId('play').click();
  await expect(game.getByTestId('result')).not.toBeEmpty();
  await expect(page.getByTestId('header-balance')).not.toHaveText('₺50,00', { timeout: 5000 });
  await game.getByTestId('exit').click();
  await expect(page).toHaveURL(/\/casino\/slot$/);
});
