import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium on a machine without internet: the flags every browser of e2e and bench runs with. */
const CHROMIUM_ARGS: string[] = JSON.parse(fs.readFileSync(path.join(__dirname, 'chromium-flags.json'), 'utf8'));

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same Chromium release as
 * the browser): the same Blink and V8 without the full browser's window and compositing machinery,
 * less than half a test's browser CPU (ADR 0084). The `prod` project runs the full browser players
 * use, as the bench's Lighthouse runs do. `E2E_CHROMIUM=/usr/bin/chromium` runs every project in it.
 */
const HEADLESS_SHELL = process.env.E2E_CHROMIUM ?? '/usr/lib/chromium/chromium-headless-shell';
const FULL_BROWSER = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const CI = !!process.env.CI;
/** Specs of the production shape: only the `prod` project runs them. */
const PROD_SPECS = /tests[\\/]prod[\\/].*\.spec\.ts$/;
/**
 * Specs that mean one layout (each says why at its top): the other project does not list them, so
 * a skipped test in the report is a real skip. Single tests of a shared spec carry the tag
 * `@desktop-only` or `@mobile-only` instead.
 */
const DESKTOP_ONLY_SPECS = [
  'hardening/burst', 'hardening/callFailures', 'hardening/hostile', 'platform/clickThrough', 'platform/devLoop', 'platform/harness',
  'platform/rollback', 'security/frameTokens', 'security/headers', 'shell/headerFit',
].map((spec) => `**/tests/${spec}.spec.ts`);
const MOBILE_ONLY_SPECS = ['casino/landscape', 'shell/back', 'shell/narrow', 'shell/tapTargets'].map((spec) => `**/tests/${spec}.spec.ts`);

// eslint-disable-next-line no-restricted-syntax -- Playwright requires a default export here.
export default defineConfig({
  testDir: './tests',
  // Engineers sharing one work tree can keep their runs apart with E2E_OUTPUT_DIR.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  globalSetup: './global-setup.ts',
  // Two cores: more workers only make every test slower.
  workers: 2,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? './playwright-report' }]],
  use: {
    // The global setup starts the sandbox on a random port and exports BASE_URL; workers re-read it.
    baseURL: process.env.BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    serviceWorkers: 'block',
    launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      // The site as an operator runs it: nginx in front of two backends on one PostgreSQL
      // (deploy/, tests/prod/); the specs start that shape themselves, once per worker. First in
      // the list, so its serial group (the shape's start and four tests on one worker) runs beside the
      // other worker's tests, not alone at the end of the run (ADR 0090).
      name: 'prod',
      testMatch: PROD_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 }, launchOptions: { executablePath: FULL_BROWSER, args: CHROMIUM_ARGS } },
    },
    {
      name: 'desktop',
      testIgnore: [PROD_SPECS, ...MOBILE_ONLY_SPECS],
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 }, launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS } },
    },
    {
      name: 'mobile',
      testIgnore: [PROD_SPECS, ...DESKTOP_ONLY_SPECS],
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS },
      },
    },
  ],
});
