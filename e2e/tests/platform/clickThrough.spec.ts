import { test, expect, type RemoteName } from '../../support';
import { ShellPage, markPopupSeen } from '../shell/shellSupport';

// Every route reached by clicking renders as when loaded directly — the owner's
// section with content, never an empty outlet — through the main menu and the account menu.
const OWNER: [RegExp, RemoteName | 'host'][] = [
  [/^\/(spor|livespor|esports)(\/|$)/, 'sports'],
  [/^\/casino(\/|$)/, 'casino'],
  [/^\/dashboard\/(deposit|withdraw)$/, 'payments'],
  [/^\/dashboard(\/|$)/, 'account'],
  [/./, 'host'],
];

function ownerOf(pathname: string): RemoteName | 'host' {
  return OWNER.find(([pattern]) => pattern.test(pathname))![1];
}

test.describe('routes reached by clicking', () => {
  // The desktop menus; the phone menus have their own specs: the desktop project runs this file, the other does not list it (playwright.config.ts).
  test.setTimeout(180_000);

  test('main menu and account menu: each click shows its page', async ({ site, page, request }) => {
    const shell = new ShellPage(site);
    await site.setLanguage('en');
    await markPopupSeen(page, request, site.baseURL, 'en');
    await site.loginAs('demo', 'demo123');
    await site.goto('/');

    const expectRendered = async (pathname: string) => {
      await expect(page).toHaveURL((url) => url.pathname === pathname);
      const owner = ownerOf(pathname);
      if (owner === 'host') {
        await expect(site.main.locator('h1').first()).toBeVisible();
      } else {
        await site.expectRemote(owner);
        await expect(page.locator(`[data-remote-section="${owner}"] > *`).first()).toBeVisible({ timeout: 20_000 });
      }
      await expect(page).toHaveTitle(/ · Vitrin$/);
    };

    const hrefs = await shell.mainMenu.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(hrefs.length).toBeGreaterThanOrEqual(10);
    for (const href of [...new Set(hrefs)]) {
      await shell.mainMenu.locator(`a[href="${href}"]`).first().click();
      await expectRendered(href);
    }

    const accountHrefs: string[] = [];
    await page.getByTestId('header-balance').click();
    for (const href of await page.getByTestId('user-menu').getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))) {
      accountHrefs.push(href);
    }
    await page.keyboard.press('Escape');
    expect(accountHrefs.length).toBeGreaterThanOrEqual(9);
    for (const href of accountHrefs) {
      await page.getByTestId('header-balance').click();
      await page.getByTestId('user-menu').locator(`a[href="${href}"]`).click();
      await expectRendered(href);
    }
  });
});
