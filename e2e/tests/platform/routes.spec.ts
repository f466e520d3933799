import { test, expect, expectNoA11yViolations, ROUTES, type RouteCase } from '../../support';
import { markPopupSeen } from '../shell/shellSupport';

// Spec §2: every route renders from its owner (docs/ARCHITECTURE.md "Who owns what"). Host pages carry
// no remote section; remote pages sit in the host's `[data-remote-section=<name>]` wrapper.
// Each route also passes axe (no serious or critical finding) — in English on
// the desktop and in Turkish on the phone, so both languages and both form factors meet every route.
//
// A few routes of one owner share a tab (one step each, each a full page load with the same
// checks): a fresh browser context per route cost a context, a login and a cold cache of the same
// bundles every time (ADR 0044). A failing step names its route.

/** Routes of one owner, guest or member, in chunks of at most four. */
function groups(routes: readonly RouteCase[]): RouteCase[][] {
  const byKey = new Map<string, RouteCase[]>();
  for (const route of routes) {
    const key = `${route.owner}${route.member ? ' (member)' : ''}`;
    byKey.set(key, [...(byKey.get(key) ?? []), route]);
  }
  return [...byKey.values()].flatMap((list) => {
    const chunks = Math.ceil(list.length / 4);
    const size = Math.ceil(list.length / chunks);
    return Array.from({ length: chunks }, (_, i) => list.slice(i * size, (i + 1) * size));
  });
}

test.describe('every route renders from its owner', () => {
  for (const group of groups(ROUTES)) {
    test(group.map((route) => `${route.path} → ${route.owner}`).join(', '), async ({ site, page, request }, testInfo) => {
      test.setTimeout(30_000 * group.length);
      const lang = testInfo.project.name === 'mobile' ? 'tr' : 'en';
      await site.setLanguage(lang);
      // The home popup is a modal: it would hide the footer from the accessibility tree.
      await markPopupSeen(page, request, site.baseURL, lang);
      if (group[0]!.member) await site.loginAs('demo', 'demo123');
      for (const route of group) {
        await test.step(`${route.path} → ${route.owner}`, async () => {
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
  }
});
