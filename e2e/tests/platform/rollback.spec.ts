import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test as base, expect } from '../../support';
import { startOwnSandbox, type OwnSandbox } from '../../support/ownSandbox';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

// Ops roll back one remote, in one command, without a rebuild (docs/ARCHITECTURE.md "Delivery and
// rollback"); a canary is rolled back on its own; an open tab survives releases. Each drill changes
// remotes.json and adds versions, so each runs on a sandbox of its own (own database, own copy of
// dist; `baseURL`, so `site` and `page`, point at it): no other spec sees its releases, the drills
// run side by side, and a retry of one runs that one again, not the others. The desktop project
// runs this file, the other does not list it (playwright.config.ts).
const test = base.extend<{ own: OwnSandbox }>({
  own: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from its first parameter.
    async ({}, provide, testInfo) => {
      const sandbox = await startOwnSandbox('rollback');
      try {
        await provide(sandbox);
      } finally {
        // What the sandbox did meanwhile (the canary watch's decisions, the CLI's refusals) goes
        // with a failure: the run's output does not show a sandbox's log.
        const output = sandbox.output();
        if (testInfo.status !== testInfo.expectedStatus && output.length > 0) await testInfo.attach('sandbox output', { body: output.join('\n'), contentType: 'text/plain' });
        await sandbox.stop();
      }
    },
    // A fresh database is seeded first: beside two busy workers that took more than the 45 s of a test.
    { timeout: 180_000 },
  ],
  baseURL: async ({ own }, provide) => {
    await provide(own.url);
  },
});

/**
 * The delivery CLI over a drill's own copy of dist: the only dist this file is given (the run's
 * shared copy is not in the workers' environment, support/globalSetup.ts).
 */
async function cli(own: OwnSandbox, args: string[], env: Record<string, string> = {}): Promise<string> {
  const dist = own.distDir;
  const { stdout } = await run('node', [path.join(ROOT, 'scripts/delivery/cli.mjs'), ...args, '--dist', dist], {
    cwd: ROOT,
    env: { ...process.env, ...env, VITRIN_DIST: dist },
    timeout: 15 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

interface RemoteLine {
  current: string | null;
  versions: Record<string, unknown>;
  history: unknown[];
}
type RemotesJson = { schemaVersion: number; remotes: Record<string, RemoteLine> };

function readRemotes(own: OwnSandbox): RemotesJson {
  return JSON.parse(fs.readFileSync(path.join(own.distDir, 'remotes.json'), 'utf8')) as RemotesJson;
}

/** The version in service of one remote (scripts/delivery/README.md, schemaVersion 1). */
function current(remotes: RemotesJson, name: string): string {
  const version = remotes.remotes[name]?.current;
  if (!version) throw new Error(`remotes.json has no version in service for ${name}`);
  return version;
}

/** Everything about the other remotes, to prove one release touched only its own line. */
function others(remotes: RemotesJson, name: string): unknown {
  return Object.fromEntries(Object.entries(remotes.remotes).filter(([key]) => key !== name));
}

const TOURNAMENTS = '/casino/tournaments';

/** Whether a page shows the tournaments page and a menu link to it: what the released version adds. */
async function expectTournaments(page: Page, shown: boolean): Promise<void> {
  await page.goto(TOURNAMENTS);
  if (shown) {
    await expect(page.getByTestId('casino-tournaments')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: /^(Turnuvalar|Tournaments)$/ })).toBeVisible();
  } else {
    await expect(page.getByTestId('not-found')).toBeVisible({ timeout: 20_000 });
  }
  // The desktop row of the main menu: built from the descriptors in service, not the host's bundle.
  const menuLink = page.getByRole('navigation', { name: /^(Ana menü|Main menu)$/ }).locator(`a[href="${TOURNAMENTS}"]`);
  await expect(menuLink).toHaveCount(shown ? 1 : 0);
  if (shown) await expect(menuLink).toHaveText(/Turnuvalar|Tournaments/);
}

// The release drill (ADR 0036): the casino team's next version adds a page under its prefix and a
// menu entry. It is built with the `tournaments` feature (remote-casino/src/buildFeatures.ts) by
// the one release this file pays for, into the drill's copy of dist; the host is not rebuilt.
test('a casino release adds a route and a menu entry with no host build; rolling it back removes both; the other remotes are untouched', async ({ site, page, own }) => {
  test.setTimeout(20 * 60_000);
  const distDir = own.distDir;

  const before = readRemotes(own);
  const old = current(before, 'casino');
  const hostFilesBefore = fs.readdirSync(path.join(distDir, 'site')).sort();

  await site.goto('/casino/slot');
  await expect(site.ownerMarker('casino')).toHaveAttribute('data-remote-version', old);
  await expectTournaments(page, false);

  await cli(own, ['release', 'casino'], { VITRIN_FEATURES: 'tournaments' });
  const afterRelease = readRemotes(own);
  const added = Object.keys(afterRelease.remotes.casino!.versions).filter((v) => !(v in before.remotes.casino!.versions));
  expect(added, 'release casino recorded exactly one new version').toHaveLength(1);
  const released = added[0]!;
  expect(fs.existsSync(path.join(distDir, 'remotes', 'casino', released, 'remoteEntry.js'))).toBe(true);
  expect(current(afterRelease, 'casino'), 'a release is not yet in service').toBe(old);

  await cli(own, ['use', 'casino', released]);
  expect(current(readRemotes(own), 'casino')).toBe(released);
  const fresh = await page.context().newPage();
  const casinoCalls = new Set<string>();
  fresh.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/casino/') && response.ok()) casinoCalls.add(pathname.slice('/api/'.length));
  });
  // Page 2: the first page of a lobby's own address comes embedded in index.html.
  await fresh.goto('/casino/slot?page=2');
  await expect(fresh.locator('[data-remote-section="casino"]')).toHaveAttribute('data-remote-version', released, { timeout: 20_000 });
  // Independent delivery (ADR 0007): the casino's calls ship in the casino's own files. The host in
  // service was never built with them, yet the released version makes them and they work.
  await expect.poll(() => casinoCalls.size, { timeout: 20_000 }).toBeGreaterThan(0);
  const hostFiles = fs.readdirSync(path.join(distDir, 'site')).filter((file) => file.endsWith('.js'));
  const hostCode = hostFiles.map((file) => fs.readFileSync(path.join(distDir, 'site', file), 'utf8')).join('\n');
  for (const call of casinoCalls) {
    const named = ['"', "'", '`'].some((quote) => hostCode.includes(`${quote}${call}${quote}`));
    expect(named, `the host's files never name ${call}`).toBe(false);
  }
  await expectTournaments(fresh, true);
  await expect(fresh.locator('[data-remote-section="casino"]')).toHaveAttribute('data-remote-version', released);
  await fresh.close();

  await cli(own, ['rollback', 'casino']);
  expect(current(readRemotes(own), 'casino')).toBe(old);
  const again = await page.context().newPage();
  await again.goto('/casino/slot');
  await expect(again.locator('[data-remote-section="casino"]')).toHaveAttribute('data-remote-version', old, { timeout: 20_000 });
  await expectTournaments(again, false);
  await again.close();

  expect(others(readRemotes(own), 'casino')).toEqual(others(before, 'casino'));
  expect(fs.readdirSync(path.join(distDir, 'site')).sort(), 'the host was not rebuilt').toEqual(hostFilesBefore);
});

const FIXTURE = path.resolve(__dirname, '../../fixtures/throwing-casino/remoteEntry.js');

// The canary drill (README "Roll out a remote to a share of players"): a broken casino at 50 %,
// the browsers in its bucket see the fallback and report it, the sandbox rolls it back on its own
// (the e2e sandbox looks every second over a short window: support/startSandbox.ts), the next load
// gets the stable casino; then a healthy version steps 5 → 25 → 100.
//
// On its own sandbox the telemetry holds the drill's loads and nothing else: the watch compares the
// canary's failure rate with the stable version's, and on the run's sandbox every page the specs
// beside the drill load counted too (their failures of the stable casino raised its rate, their
// loads diluted it), so the drill's figures depended on its neighbours.
interface CasinoLine { current: string; canary?: { version: string; percent: number }; versions: Record<string, unknown>; history: { action: string; version: string; at: string; by?: string; reason?: string }[] }
type Remotes = { revision?: number; remotes: Record<string, CasinoLine> };
const remotesFile = (dist: string) => path.join(dist, 'remotes.json');
const readCasino = (dist: string) => (JSON.parse(fs.readFileSync(remotesFile(dist), 'utf8')) as Remotes).remotes.casino!;

/** Puts a version folder in dist/ and lists it in remotes.json, as a release would (without minutes of webpack). */
function addCasinoVersion(dist: string, version: string, fill: (folder: string) => void): void {
  const folder = path.join(dist, 'remotes', 'casino', version);
  fill(folder);
  const doc = JSON.parse(fs.readFileSync(remotesFile(dist), 'utf8')) as Remotes;
  doc.remotes.casino!.versions[version] = { entry: `remotes/casino/${version}/remoteEntry.js`, builtAt: new Date().toISOString(), contract: '1.0.0' };
  doc.remotes.casino!.history.push({ version, at: new Date().toISOString(), action: 'release', by: 'e2e canary drill' });
  doc.revision = (doc.revision ?? 0) + 1;
  fs.writeFileSync(`${remotesFile(dist)}.tmp`, JSON.stringify(doc, null, 2));
  fs.renameSync(`${remotesFile(dist)}.tmp`, remotesFile(dist));
}

async function bucketed(browser: Browser, baseURL: string, bucket: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((value) => {
    try {
      localStorage.setItem('vitrin:canary-bucket', value);
    } catch {
      // about:blank has no storage.
    }
  }, String(bucket));
  return context;
}

/**
 * One page load of the casino lobby: which casino entries the page fetched (the server's preload
 * asks for the stable one; a page in the canary fetches the canary's too) and whether the section
 * fell back. Then the page is left, so its report goes out (sendBeacon on page hide).
 */
async function loadCasino(context: BrowserContext): Promise<{ entries: Set<string>; fellBack: boolean }> {
  const page = await context.newPage();
  const entries = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/casino\/([^/]+)\/remoteEntry\.js/.exec(request.url());
    if (match) entries.add(match[1]!);
  });
  await page.goto('/casino/slot');
  const fallback = page.locator('[data-testid="section-fallback"][data-remote="casino"]').first();
  const lobby = page.locator('[data-remote-section="casino"]').first();
  await expect(fallback.or(lobby)).toBeAttached({ timeout: 30_000 });
  const fellBack = await fallback.isVisible();
  await page.goto('about:blank');
  await page.close();
  return { entries, fellBack };
}

/**
 * Two rounds of two page loads in the bucket and two outside: four canary loads, one more than the
 * e2e watch's minimum of three (support/startSandbox.ts), so the watch acts within the rounds or
 * at its next look after them.
 */
const ROUNDS = 2;

test('a broken casino at 50 % is rolled back on its own; a healthy one steps to 100 %', async ({ browser, own }) => {
  test.setTimeout(5 * 60_000);
  const { url, distDir: dist } = own;
  const casino = () => readCasino(dist);
  const stable = casino().current;
  const broken = '1.90.0-broken';
  addCasinoVersion(dist, broken, (folder) => {
    fs.mkdirSync(folder, { recursive: true });
    fs.copyFileSync(FIXTURE, path.join(folder, 'remoteEntry.js'));
  });
  await cli(own, ['canary', 'casino', broken, '--percent', '50']);

  const inside = [await bucketed(browser, url, 10), await bucketed(browser, url, 20)];
  const outside = [await bucketed(browser, url, 70), await bucketed(browser, url, 80)];
  try {
    let outsideLoads = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const context of inside) {
        const load = await loadCasino(context);
        // The watch acted after the third canary load: this one got the stable casino.
        if (!casino().canary && !load.entries.has(broken)) continue;
        expect(load.entries.has(broken), 'a browser in the bucket gets the canary').toBe(true);
        expect(load.fellBack, 'the broken casino shows its fallback').toBe(true);
      }
      for (const context of outside) {
        const load = await loadCasino(context);
        outsideLoads += 1;
        expect(load.entries.has(broken), 'a browser outside the bucket keeps the stable casino').toBe(false);
        expect(load.fellBack).toBe(false);
      }
    }
    // The reports reached the sandbox, and its canary watch took the canary out of service.
    await expect.poll(() => casino().canary, { timeout: 30_000 }).toBeUndefined();
    const stop = casino().history.at(-1)!;
    expect(stop).toMatchObject({ action: 'canary-stop', version: broken, by: 'sandbox (automatic rollback)' });
    test.info().annotations.push({ type: 'canary watch', description: stop.reason ?? '' });
    // The stable version's figures are the drill's own loads outside the bucket, none failed.
    const figures = /^automatic rollback: failure rate 100\.0 % of (\d+) page loads, stable 0\.0 % of (\d+)$/.exec(stop.reason ?? '');
    expect(figures, `the watch's reason: ${stop.reason}`).not.toBeNull();
    expect(Number(figures![1])).toBeGreaterThanOrEqual(3);
    expect(Number(figures![2])).toBeLessThanOrEqual(outsideLoads);
    expect(await cli(own, ['versions', 'casino'])).toMatch(/canary-stop 1\.90\.0-broken \(automatic rollback/);
    const next = await loadCasino(inside[0]!);
    expect(next.entries.has(broken), 'the next page load in the bucket gets the stable casino').toBe(false);
    expect(next.fellBack).toBe(false);

    // A healthy version (the stable one's files under a new version) goes through its steps.
    const healthy = `${stable.split('-')[0]}-healthy`;
    addCasinoVersion(dist, healthy, (folder) => fs.cpSync(path.join(dist, 'remotes', 'casino', stable), folder, { recursive: true }));
    await cli(own, ['canary', 'casino', healthy, '--percent', '5']);
    expect((await loadCasino(inside[0]!)).entries.has(healthy), 'bucket 10 is outside 5 %').toBe(false);
    await cli(own, ['canary', 'casino', 'step']);
    const at25 = await loadCasino(inside[0]!);
    expect(at25.entries.has(healthy), 'bucket 10 is inside 25 %').toBe(true);
    expect(at25.fellBack).toBe(false);
    expect(await cli(own, ['canary', 'casino', 'step'])).toMatch(/promoted, in service for everyone/);
    expect(casino().current).toBe(healthy);
    const promoted = await loadCasino(outside[1]!);
    expect(promoted.entries.has(healthy)).toBe(true);
    expect(promoted.fellBack).toBe(false);
  } finally {
    for (const context of [...inside, ...outside]) await context.close();
  }
});

/** Paths of the casino files a page fetched (entries and chunks), from the moment this is called. */
function casinoFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.includes('/remotes/casino/')) files.push(`${response.status()} ${pathname}`);
  });
  return files;
}

test('a page opened before two releases keeps opening its lazy casino pages from its own version', async ({ site, page, own }) => {
  test.setTimeout(3 * 60_000);
  const stable = readCasino(own.distDir).current;
  await site.goto('/casino/slot');
  await site.expectRemote('casino');

  // Two releases put in service while the tab stays open (the stable files under new versions).
  const releases = [`${stable.split('-')[0]}-skew.1`, `${stable.split('-')[0]}-skew.2`];
  for (const version of releases) {
    addCasinoVersion(own.distDir, version, (folder) => fs.cpSync(path.join(own.distDir, 'remotes', 'casino', stable), folder, { recursive: true }));
    await cli(own, ['use', 'casino', version]);
  }
  // gc keeps the version the open tab runs: a revision within the window served it.
  expect(await cli(own, ['gc', 'casino', '--dry-run', '--retention-hours', '1'])).not.toContain(`casino ${stable}`);

  const files = casinoFiles(page);
  // Client-side navigation, as a click in the menu does: the live lobby is another lazy chunk.
  await site.navigateInApp('/casino/live');
  await expect(page).toHaveURL(/\/casino\/live$/);
  await site.expectRemote('casino');
  await expect(site.sectionFallback('casino')).toHaveCount(0);
  expect(files.length, 'the live lobby loaded a chunk of its own').toBeGreaterThan(0);
  for (const file of files) expect(file, 'every file comes from the tab\'s own version and answers').toMatch(new RegExp(`^200 /remotes/casino/${stable.replaceAll('.', '\\.')}/`));
});
