import { test, expect, expectNoA11yViolations, ROUTES } from '../../support';
import { markPopupSeen } from '../shell/shellSupport';

// Spec §2: every route renders from its owner (docs/ARCHITECTURE.md "Who owns what"). Host pages carry
// no remote section; remote pages sit in the host's `[data-remote-section=<name>]` wrapper.
// Each route also passes axe (no serious or critical finding) — in English on
// the desktop and in Turkish on the phone, so both languages and both form factors meet every route.
test.describe('every route renders from its owner', () => {
  for (const route of ROUTES) {
    test(`${route.path} → ${route.owner}`, async ({ site, page, request }, testInfo) => {
      const lang = testInfo.project.name === 'mobile' ? 'tr' : 'en';
      await site.setLanguage(lang);
      // The home popup is a modal: it would hide the footer from the accessibility tree.
      await markPopupSeen(page, request, site.baseURL, lang);
      if (route.member) await site.loginAs('demo', 'demo123');
      await site.goto(route.path);
      await expect(page).toHaveURL((url) => url.pathname === new URL(route.path, 'http://x').pathname);
      if (route.owner === 'host') {
        await expect(site.main).toBeVisible();
        if (route.heading?.[lang]) await expect(page.getByRole('heading', { level: 1, name: route.heading[lang] })).toBeVisible();
        // Home places casino slots; every other host page shows no remote page at all.
        await expect(page.locator('[data-remote-section]')).toHaveCount(0);
      } else {
        await site.expectRemote(route.owner);
      }
      await expect(site.footer).toBeVisible();
      // Every route has a tab title in the active language, set from its owner's route data.
      await expect(page).toHaveTitle(/^\S.* · Vitrin$/);
      // Scan once the page's own content is there (a remote's first heading), not its skeleton.
      await expect(site.main.getByRole('heading').first()).toBeVisible();
      await expectNoA11yViolations(page);
      // Nothing meant for developers on a player's page (the old placeholders
      // printed the owner and 'v<version>'; the version lives only in data-remote-version).
      await expect(page.getByTestId('remote-version')).toHaveCount(0);
      await expect(site.main).not.toContainText(/\bv(\d+\.\d+\.\d+|test|dev)\b/);
    });
  }
});
