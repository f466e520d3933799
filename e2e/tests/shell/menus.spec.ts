import { test, expect } from '../../support';
import { ShellPage, busEvents, listenOnBus } from './shellSupport';

// Spec §2 main, compact and left menus and the mobile bottom bar.
test.describe('menus', () => {
  // The main menu row is the desktop navigation: the desktop project only (playwright.config.ts).
  test('the main menu has the spec targets', { tag: '@desktop-only' }, async ({ site }) => {
    const shell = new ShellPage(site);
    await shell.open('/', { lang: 'en' });
    const hrefs = await shell.mainMenu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/spor', '/livespor', '/esports/betco', '/casino/slot', '/casino/live', '/casino/games', '/casino/bingo',
      '/casino/games', '/casino/tvbets', '/promotions', '/dashboard/claim-bonus',
    ]);
    // Call Request opens the form instead of a second Bonus Talep.
    await shell.mainMenu.getByRole('button', { name: 'Call Request' }).click();
    await expect(shell.callRequestDialog).toBeVisible();
  });

  // The compact menu is the mobile strip: the mobile project only (playwright.config.ts).
  test('compact menu: fcg variants, and Aviator opens a game through the casino', { tag: '@mobile-only' }, async ({ site, page }) => {
    const shell = new ShellPage(site);
    await shell.open('/', { lang: 'en' });
    await expect(shell.compactMenu.getByRole('link', { name: 'Sports', exact: true })).toHaveAttribute('href', '/spor/fcg');
    await expect(shell.compactMenu.getByRole('link', { name: 'Live Betting' })).toHaveAttribute('href', '/livespor/fcg');
    // What the casino does with it is the casino's spec; here: the shell asks for a non-live search.
    await listenOnBus(page, 'game/search-open');
    await shell.compactMenu.getByRole('button', { name: 'Aviator' }).click();
    await expect.poll(() => busEvents(page, 'game/search-open')).toEqual([{ search: 'Aviator', live: false }]);
  });

  // The menu icon is part of the mobile header: the mobile project only (playwright.config.ts).
  test('left menu opens and closes; its Call Request card opens the form', { tag: '@mobile-only' }, async ({ site }) => {
    const shell = new ShellPage(site);
    await shell.open('/', { lang: 'en' });
    await shell.openMobileMenu();
    await shell.page.getByTestId('mobile-menu-close').click();
    await expect(shell.leftMenu).toBeHidden();
    await shell.openMobileMenu();
    await shell.leftMenu.getByRole('button', { name: 'Call Request' }).click();
    await expect(shell.callRequestDialog).toBeVisible();
  });

  // The bottom bar is mobile only: the mobile project only (playwright.config.ts).
  test('bottom bar: Sports, Live Casino, Promotions; Deposit asks a guest to log in; Support opens the chat', { tag: '@mobile-only' }, async ({ site, page }) => {
    const shell = new ShellPage(site);
    await shell.open('/', { lang: 'en' });
    await shell.bottomBar.getByRole('button', { name: 'Sports' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/spor');
    await shell.bottomBar.getByRole('button', { name: 'Live Casino' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/casino/live');
    await shell.bottomBar.getByRole('button', { name: 'Promotions' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/promotions');
    await shell.bottomBar.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shell.bottomBar.getByRole('button', { name: 'Support' }).click();
    await expect(page.getByRole('dialog', { name: /Live Support|Canlı Destek/ })).toBeVisible();
  });

  test.describe('as a member', () => {
    test.use({ signedInAs: 'demo' });
    // The bottom bar is mobile only: the mobile project only (playwright.config.ts).
    test('bottom bar Deposit goes to the deposit page', { tag: '@mobile-only' }, async ({ site, page }) => {
      const shell = new ShellPage(site);
      await shell.open('/', { lang: 'en' });
      await shell.bottomBar.getByRole('button', { name: 'Deposit' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard/deposit');
    });
  });
});
