import { ROUTES } from '../../support';
import { test, expect } from './hostileSandbox';
import { expectPayloadShown, expectSurvived, watchHostile } from './hostileChecks';

// Hostile strings: against a sandbox of its own in hostile mode, every route and every
// dialog, as a guest and as a member, at 375 px: no payload runs, no javascript: link is rendered,
// long words and RTL marks do not push the page sideways.
test.describe.configure({ mode: 'default', timeout: 180_000 });
test.use({ viewport: { width: 375, height: 812 } });
// One hostile instance, on the desktop project at 375 px: the desktop project runs this file, the other does not list it (playwright.config.ts).

const GUEST_ROUTES = ROUTES.filter((route) => !route.member).map((route) => route.path);
const MEMBER_ROUTES = ROUTES.filter((route) => route.member).map((route) => route.path);
const CONTENT_PAGES = ['/pages/2', '/pages/3', '/no-such-page'];

test('a guest: every route, the popup, login, register, call request and a promotion', async ({ site, page }) => {
  const seen = watchHostile(page);
  await site.setLanguage('en');
  await site.goto('/');
  // The popup banner opens on the first visit with the operator's (hostile) link.
  const popup = page.getByRole('dialog').first();
  await expect(popup).toBeVisible();
  await expectPayloadShown(page.locator('body'));
  await expectSurvived(page, seen, 'home with popup');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  // Home itself, as the loop below checks every other route (one load fewer).
  await expectSurvived(page, seen, 'guest /');

  await page.getByTestId('header-login').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectSurvived(page, seen, 'login dialog');
  await page.keyboard.press('Escape');
  await page.getByTestId('header-signup').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectSurvived(page, seen, 'register dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await site.footer.getByTestId('footer-callrequest').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectSurvived(page, seen, 'call request dialog');
  await page.keyboard.press('Escape');
  // Closed before the next address (closing steps back over the dialog's history entry).
  await expect(page.getByRole('dialog')).toBeHidden();

  await site.goto('/promotions');
  await page.getByTestId('promotion-card').first().getByRole('button', { name: /^Details/ }).click();
  await expectPayloadShown(page.getByRole('dialog'));
  await expectSurvived(page, seen, 'promotion dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectSurvived(page, seen, 'guest /promotions');
  await site.goto('/pages/2');
  await expectPayloadShown(site.main);
  await expectSurvived(page, seen, 'guest /pages/2');

  // Every other route, each a full load (the server embeds the first answers in the page).
  const checked = ['/', '/promotions', '/pages/2'];
  for (const path of [...GUEST_ROUTES, ...CONTENT_PAGES].filter((route) => !checked.includes(route))) {
    await site.goto(path);
    await expect(site.header).toBeVisible();
    await expectSurvived(page, seen, `guest ${path}`);
  }
});

test.describe('as the demo member', () => {
  test.use({ signedInAs: 'demo' });

  test('every route, the notifications panel with a live one, and a payment dialog', async ({ site, page, sandbox }) => {
    const seen = watchHostile(page);
    await site.setLanguage('en');
    await site.goto('/');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(() => sandbox.notify('demo', { title: 'Live', note: 'Pushed now', type: 'Bonus' }).then((answer) => answer.delivered)).toBe(1);
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId(/^notification-(popover|sheet)$/).first();
    await expectPayloadShown(panel.getByTestId('notification-item'));
    await expectSurvived(page, seen, 'notifications panel');
    await panel.getByTestId('notification-item').first().click();
    await expectPayloadShown(panel.getByTestId('notification-detail'));
    await expectSurvived(page, seen, 'notification detail');
    // Escape reaches the panel because focus is inside it: the detail's Back took it from the
    // tapped item, which left with the list (before, it fell to the document until MUI's focus
    // trap pulled it back, up to 50 ms later, and an Escape in that moment was lost).
    await expect(panel.getByRole('button', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expectSurvived(page, seen, 'member /');

    await site.goto('/dashboard/deposit');
    await site.expectRemote('payments');
    // A method card is named by what it shows (a hostile name here), so it is found by its place:
    // the first button of the first list of methods.
    await page.locator('[data-remote-section="payments"]').getByRole('list').first().getByRole('button').first().click();
    await expectPayloadShown(page.getByRole('dialog'));
    await expectSurvived(page, seen, 'payment dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectSurvived(page, seen, 'member /dashboard/deposit');

    // Every other member route, each a full load (the member's pages' first paint); then the
    // guest's routes inside the app: the server paints them the same for a guest (it knows only
    // the language cookie), and the guest's test above loads each of them in full, so what is
    // the member's own there (header, lobby hearts) is checked without the start-up again.
    const checked = ['/', '/dashboard/deposit'];
    for (const path of MEMBER_ROUTES.filter((route) => !checked.includes(route))) {
      await site.goto(path);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expectSurvived(page, seen, `member ${path}`);
    }
    for (const path of GUEST_ROUTES.filter((route) => !checked.includes(route))) {
      await site.navigateInApp(path);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expectSurvived(page, seen, `member ${path}`);
    }
  });
});
