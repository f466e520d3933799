import { test, expect, expectNoA11yViolations, ROUTES, type RouteCase } from '../../support';
import { markPopupSeen } from '../shell/shellSupport';

// Spec §2: every route renders from its owner (docs/ARCHITECTURE.md "Who owns what"). Host pages carry
// no remote section; remote pages sit in the host's `[data-remote-section=<name>]` wrapper.
// Each route also passes axe (no serious or critical finding) — in English on
// the desktop and in Turkish on the phone, so both languages and both form factors meet every route.
//
// A tour per owner (the guest's host pages, sports, casino; the member's pages of every owner), one
// step per route with the same checks. The first route of each owner in a tour is a deep link (a
// full load: the server's first paint of that owner, its remote's entry loaded at start); the
// others are reached inside the app as a click on a link does (the router loads their lazy modules
// into the running app), which is how a player meets most pages. A full load per route cost the
// renderer the same bundles and start-up every time (ADR 0080); every route is still a deep link
// in hostile.spec.ts. A failing step names its route.

interface Tour {
  name: string;
  routes: RouteCase[];
}

/** The guest's routes, one tour per owner; the member's routes, one tour. ROUTES' order within each. */
function tours(routes: readonly RouteCase[]): Tour[] {
  const byName = new Map<string, RouteCase[]>();
  for (const route of routes) {
    const name = route.member ? 'the member' : `the guest: ${route.owner}`;
    byName.set(name, [...(byName.get(name) ?? []), route]);
  }
  return [...byName].map(([name, list]) => ({ name, routes: list }));
}

test.describe('every route renders from its owner', () => {
  for (const tour of tours(ROUTES)) {
    test(`${tour.name}: ${tour.routes.map((route) => `${route.path} → ${route.owner}`).join(', ')}`, async ({ site, page, request }, testInfo) => {
      test.setTimeout(15_000 * tour.routes.length + 20_000);
      const lang = testInfo.project.name === 'mobile' ? 'tr' : 'en';
      await site.setLanguage(lang);
      // The home popup is a modal: it would hide the footer from the accessibility tree.
      await markPopupSeen(page, request, site.baseURL, lang);
      if (tour.routes[0]!.member) await site.loginAs('demo', 'demo123');
      const loaded = new Set<string>();
      for (const route of tour.routes) {
        const deepLink = !loaded.has(route.owner);
        loaded.add(route.owner);
        await test.step(`${route.path} → ${route.owner}${deepLink ? ' (deep link)' : ''}`, async () => {
          if (deepLink) {
            await site.goto(route.path);
          } else {
            // ROUTES lists routes of one owner so that the one before has another title.
            await site.navigateInApp(route.path);
          }
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
