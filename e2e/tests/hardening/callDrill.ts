import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Route, TestInfo } from '@playwright/test';
import { expect, type NewMember, type SandboxClient, type SitePage } from '../../support';

/** The four ways a call fails in the drill (Every call can fail). */
export const FAILURES = ['500', 'timeout', 'refused', 'schema'] as const;
export type Failure = (typeof FAILURES)[number];

/** The operator's refusal the `refused` failure carries: the player must see these words. */
export const REFUSAL = 'Operatör bu isteği şu an kabul etmiyor (tatbikat)';

/** Words that mean an untranslated, technical error reached the player (the drill runs in Turkish). */
const TECHNICAL = /broke the contract|Internal Server Error|HTTPError|TimeoutError|SyntaxError|undefined|\[object|status code|Request failed|Failed to fetch|not JSON|Invalid request|aborted/i;

export interface DrillContext {
  page: Page;
  site: SitePage;
  sandbox: SandboxClient;
  member: NewMember | null;
}

/** A field the player typed into: it must keep its value through every failure. */
export interface Typed {
  field: Locator;
  value: string | RegExp;
}

export interface CallDrill {
  /** The call's path under /api/ (contract/README.md). */
  call: string;
  who: 'guest' | 'member';
  /** The route the player is on. */
  start: string;
  /**
   * `load`: the call runs when the page loads (or when `open` shows something); each failure is
   * one load. `submit`: the player fills a form once (`prepare`), then each failure is one `submit`.
   */
  mode: 'load' | 'submit';
  /**
   * For a `load` call the page asks again each time it is shown: a route of the app that does not
   * make the call. The first failure is a full load of `start`; each next one steps away to this
   * route and back inside the app (ADR 0083), the earlier failure's messages gone first. Without
   * it every failure is a full load (a call asked only when the app starts).
   */
  away?: string;
  /** Runs before each load (e.g. stores a notification the page will list). */
  before?: (context: DrillContext) => Promise<void>;
  open?: (context: DrillContext) => Promise<void>;
  prepare?: (context: DrillContext) => Promise<Typed[]>;
  submit?: (context: DrillContext) => Promise<void>;
  /**
   * `message`: the player must be told (an alert, a toast, the section's fallback); `quiet`: a
   * background call (polling, a rail that hides itself): the page just carries on.
   */
  expect: 'message' | 'quiet';
  /** Set when the site does not make this call from any page yet: reported, not driven. */
  unreachable?: string;
}

export interface DrillRow {
  call: string;
  failure: Failure | '—';
  result: string;
  ok: boolean;
}

function fulfil(route: Route, failure: Failure): Promise<void> {
  switch (failure) {
    case '500':
      return route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body><h1>Internal Server Error</h1></body></html>' });
    case 'timeout':
      // What a request that never answers becomes in the browser, without waiting the 20 s.
      return route.abort('timedout');
    case 'refused':
      return route.fulfill({ status: 200, json: { success: false, message: REFUSAL } });
    case 'schema':
      return route.fulfill({ status: 200, json: { success: 'broken', data: 42, read: 'broken' } });
  }
}

/** Messages on screen: alerts (MUI Alert, notistack toasts), the section fallback, error helper texts. */
function messages(page: Page): Locator {
  return page.locator(
    '[role="alert"]:visible, [data-testid="section-fallback"]:visible, .Mui-error.MuiFormHelperText-root:visible, [data-testid="not-found"]:visible',
  );
}

async function closeToasts(page: Page): Promise<void> {
  for (const button of await page.locator('.notistack-SnackbarContainer button').all()) await button.click().catch(() => undefined);
  await expect(page.locator('.notistack-SnackbarContainer [role="alert"]')).toHaveCount(0);
}

/**
 * Leaves the failing page inside the open app, so that coming back asks its call anew without a
 * new document. A toast outlives a move inside the app and would answer the next failure's check,
 * so the earlier failure's toasts are closed, and on `away` no message may be left: whatever
 * message shows on the page after coming back belongs to the failure answered then.
 */
async function stepAway({ page, site }: DrillContext, away: string): Promise<void> {
  await closeToasts(page);
  await site.navigateInApp(away);
  await expect(messages(page), `a message of the failure before is still shown on ${away}`).toHaveCount(0);
}

/** Two animation frames: React has committed what the failed call changed. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Runs the four failures of one call and returns a row per failure. Problems are collected, not
 * thrown, so the report always has the whole table; the caller asserts there are none.
 */
export async function runDrill(drill: CallDrill, context: DrillContext): Promise<DrillRow[]> {
  const { page, site } = context;
  if (drill.unreachable) return [{ call: drill.call, failure: '—', result: `not reachable yet: ${drill.unreachable}`, ok: true }];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`unhandled: ${error.message.slice(0, 120)}`));
  page.on('console', (message) => {
    // The browser's own line for a failed resource is not the site's error.
    if (message.type() === 'error' && !/Failed to load resource|net::ERR_/.test(message.text())) errors.push(`console: ${message.text().slice(0, 120)}`);
  });
  const matcher = (url: URL) => url.pathname.endsWith(`/api/${drill.call}`);
  let hits = 0;
  let failure: Failure = FAILURES[0];
  await page.route(matcher, async (route) => {
    hits += 1;
    await fulfil(route, failure);
  });

  const rows: DrillRow[] = [];
  let typed: Typed[] = [];
  for (const current of FAILURES) {
    failure = current;
    let before = hits;
    const errorsBefore = errors.length;
    const problems: string[] = [];
    try {
      if (drill.mode === 'load') {
        await drill.before?.(context);
        if (drill.away && current !== FAILURES[0]) {
          await stepAway(context, drill.away);
          // Counted from here: only the page coming back may be what makes the call.
          before = hits;
          await site.navigateInApp(drill.start);
        } else {
          await page.goto(drill.start);
          await expect(site.header).toBeVisible({ timeout: 20_000 });
        }
        await drill.open?.(context);
      } else {
        if (current === FAILURES[0]) {
          await page.goto(drill.start);
          await expect(site.header).toBeVisible({ timeout: 20_000 });
          typed = (await drill.prepare?.(context)) ?? [];
        } else {
          await closeToasts(page);
        }
        await drill.submit!(context);
      }
      await expect.poll(() => hits, { message: `the site never called ${drill.call}`, timeout: 15_000 }).toBeGreaterThan(before);
      await settled(page);
      if (drill.expect === 'message') await expect(messages(page).first()).toBeVisible({ timeout: 5000 }).catch(() => problems.push('no message shown'));
      else await settled(page);
      // The element, not the landmark: an open modal dialog hides the banner from the accessibility tree.
      if (!(await page.locator('header').first().isVisible())) problems.push('blank page (no header)');
      const shown = (await messages(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
      const technical = shown.find((text) => TECHNICAL.test(text));
      if (technical) problems.push(`technical text shown: "${technical.slice(0, 80)}"`);
      for (const { field, value } of typed) {
        await expect(field).toHaveValue(value, { timeout: 2000 }).catch(() => problems.push(`typed value lost (${String(value)})`));
      }
      problems.push(...errors.slice(errorsBefore));
      const said = shown.find((text) => text.includes(REFUSAL)) ?? shown[0];
      rows.push({ call: drill.call, failure: current, result: said ? `says "${said.slice(0, 70)}"` : 'quiet, page carries on', ok: problems.length === 0 });
      if (problems.length) rows[rows.length - 1]!.result += ` — FAIL: ${problems.join('; ')}`;
    } catch (error) {
      rows.push({ call: drill.call, failure: current, result: `FAIL: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 140)}`, ok: false });
      if (drill.mode === 'submit') break;
    }
  }
  await page.unroute(matcher);
  return rows;
}

const REPORT_DIR = path.resolve(__dirname, '..', '..', 'reports');

/** Keeps one call's rows (a JSON file each, so two workers never write the same file) and attaches them. */
export async function recordRows(rows: DrillRow[], testInfo: TestInfo): Promise<void> {
  fs.mkdirSync(path.join(REPORT_DIR, 'call-failures'), { recursive: true });
  fs.writeFileSync(path.join(REPORT_DIR, 'call-failures', `${rows[0]!.call.replace(/\W+/g, '_')}.json`), JSON.stringify(rows));
  await testInfo.attach(`${rows[0]!.call}.md`, { body: table(rows), contentType: 'text/markdown' });
}

export function table(rows: DrillRow[]): string {
  const lines = ['| call | failure | result |', '|---|---|---|'];
  for (const row of rows) lines.push(`| ${row.call} | ${row.failure} | ${row.ok ? '' : '❌ '}${row.result.replaceAll('|', '\\|')} |`);
  return `${lines.join('\n')}\n`;
}

/** The whole table from every call's rows written so far: `e2e/reports/callFailures.md` (gitignored). */
export function writeReport(): string {
  const dir = path.join(REPORT_DIR, 'call-failures');
  const rows = fs.existsSync(dir)
    ? fs.readdirSync(dir).sort().flatMap((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as DrillRow[])
    : [];
  const markdown = `# Call × failure drill\n\nEach call of the site answers 500, times out, refuses (success:false with a message) and breaks its schema; the player stays where they were.\n\n${table(rows)}`;
  fs.writeFileSync(path.join(REPORT_DIR, 'callFailures.md'), markdown);
  return markdown;
}
