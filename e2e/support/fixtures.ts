import { test as base, expect } from '@playwright/test';
import { SandboxClient } from './SandboxClient';
import { SitePage } from './SitePage';
import { DEMO, apiLogin, sessionEntries, type Credentials } from './session';

export interface VitrinFixtures {
  /** The site page object over `page`. */
  site: SitePage;
  /** The sandbox's loopback operator routes (outbox, notify, balance). */
  sandbox: SandboxClient;
  /** Console errors and uncaught page errors seen so far in this test. */
  consoleErrors: string[];
  /**
   * Content-Security-Policy violations seen by the page and its frames: any left at the
   * end fails the test. A test that provokes one on purpose asserts it and empties the list.
   */
  cspViolations: string[];
}

export interface VitrinOptions {
  /**
   * Start the test already logged in (the session is put into the context's storage state, so no
   * UI login and no init script): `test.use({ signedInAs: 'demo' })` or `{ username, password }`.
   */
  signedInAs: 'demo' | Credentials | null;
}

function requireBaseURL(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('BASE_URL is not set: run the suite through playwright.config.ts (the global setup starts the sandbox)');
  return baseURL.replace(/\/$/, '');
}

export const test = base.extend<VitrinFixtures & VitrinOptions>({
  signedInAs: [null, { option: true }],

  storageState: async ({ storageState, signedInAs, request, baseURL }, provide) => {
    if (!signedInAs) {
      await provide(storageState);
      return;
    }
    const url = requireBaseURL(baseURL);
    const session = await apiLogin(request, url, signedInAs === 'demo' ? DEMO : signedInAs);
    await provide({ cookies: [], origins: [{ origin: new URL(url).origin, localStorage: sessionEntries(session) }] });
  },

  // Every browser of the run is outside every canary (bucket 99 is never below a canary's share,
  // 1-99 %) unless a drill draws it in: a canary on the run's sandbox would change nothing for the
  // specs (the canary drill itself runs on a sandbox of its own, platform/rollback.spec.ts).
  context: async ({ context }, provide) => {
    await context.addInitScript(() => {
      try {
        if (localStorage.getItem('vitrin:canary-bucket') === null) localStorage.setItem('vitrin:canary-bucket', '99');
      } catch {
        // about:blank and opaque origins have no storage.
      }
    });
    await provide(context);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from its first parameter.
  cspViolations: async ({}, provide) => {
    await provide([]);
  },

  page: async ({ page, cspViolations }, provide) => {
    await page.exposeBinding('__vitrinCspViolation', ({ frame }, text: string) => {
      cspViolations.push(`${text} (in ${frame.url()})`);
    });
    await page.addInitScript(() => {
      window.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __vitrinCspViolation?: (text: string) => void }).__vitrinCspViolation;
        report?.(`${event.disposition} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}: ${event.sample}`);
      }, true);
    });
    // No fixed sleeps (README "Rules"): wait for what the user sees, or drive timers with page.clock.
    page.waitForTimeout = () => {
      throw new Error('page.waitForTimeout is forbidden in Vitrin specs: wait for a locator or a response, or use page.clock');
    };
    await provide(page);
    expect(cspViolations, 'the page broke its Content-Security-Policy (docs/security-headers.md)').toEqual([]);
  },

  site: async ({ page, request, baseURL }, provide) => {
    await provide(new SitePage(page, request, requireBaseURL(baseURL)));
  },

  sandbox: async ({ request, baseURL }, provide) => {
    await provide(new SandboxClient(request, requireBaseURL(baseURL)));
  },

  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    await provide(errors);
  },
});

export { expect };
