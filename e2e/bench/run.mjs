#!/usr/bin/env node
// The budget benchmark of docs/ARCHITECTURE.md "Budgets" (`./vitrin bench`): per route, the bytes a cold mobile
// visit really transfers (gzip, from the network), the requests, which remote entries were
// fetched, and Lighthouse 12 mobile scores. Writes bench/results/latest.json at the repo root.
// Not a test: it measures and prints; it exits non-zero only when it cannot measure.
//
// Options: --routes /,/casino/slot   --no-lighthouse   --runs N (Lighthouse runs per route, median; 3 by default)
//          --no-interactions (skip the lobby walk and the deposit-form timing of interactions.mjs)
//          --lobby-steps N (scroll only the first N screen steps of the slots lobby; all of it by default)
//          --walks N (lobby walks in a row, 3 by default: one build's count of long tasks varies from
//                     walk to walk on this machine, ADR 0014; the walk with the median count is kept)
//          --walk-network (walk with DevTools' Network domain enabled, as Playwright's pages have it: the
//                     control of ADR 0016; by default the walk's page has no Network domain, as a phone)
//          --no-ratio (skip the one-bundle comparison: no second build, no second sandbox)
//
// Federation overhead (ADR 0010): the same pages built as ONE bundle (oneBundle.mjs,
// cached by a hash of the sources) are served by a second sandbox on another loopback port and
// measured the same way (cold, same phone, everything the page fetched), route by route right
// after the federated build; the table shows federated ÷ one-bundle JS against ≤ 1.10.
//
// A Lighthouse score taken while other work competes for the CPU is noise presented as a figure,
// so the bench waits for an idle machine before it starts and drops every run during which the
// load average said the machine was busy; a route with no clean run reports "busy", not a score.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './bareChromium.mjs';
import { lobbyWalk, paymentFormTime } from './interactions.mjs';
import { waitForIdle } from './idleness.mjs';
import { demoSessionEntries, startBenchSandbox } from './sandboxProcess.mjs';
import { oneBundleDist, oneBundleSite } from './oneBundle.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
process.env.CHROME_PATH = CHROMIUM;

const BUDGETS = {
  performance: 95,
  accessibility: 95,
  firstLoadJsKb: 220,
  // Federated ÷ one-bundle gzip JavaScript on the same page (mobile).
  federationRatio: 1.1,
};

/** Remote files the one bundle's page may be told to preload but never uses (see measureTransfer). */
const ONE_BUNDLE_NOT_COUNTED = /^\/remotes\//;

/** The remotes a route shows, so may fetch the entry of (the home page places casino slots). */
const ROUTES = [
  { path: '/', member: false, shows: ['casino'], jsBudget: true },
  { path: '/casino/slot', member: false, shows: ['casino'] },
  { path: '/dashboard', member: true, shows: ['account'] },
  // The member's home: what signing in adds (member header, hub client, notifications).
  { path: '/', label: '/ (member)', member: true, shows: ['casino'] },
  // What the deposit page costs (the dashboard layout is the account remote's slot).
  { path: '/dashboard/deposit', member: true, shows: ['account', 'payments'] },
];

function parseArgs(argv) {
  const args = { routes: null, lighthouse: true, runs: 3, walks: 3, interactions: true, ratio: true };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--routes') args.routes = argv[++i].split(',');
    else if (a === '--no-lighthouse') args.lighthouse = false;
    else if (a === '--no-interactions') args.interactions = false;
    else if (a === '--no-ratio') args.ratio = false;
    else if (a === '--runs') args.runs = Math.max(1, Number(argv[++i]));
    else if (a === '--lobby-steps') args.lobbySteps = Math.max(1, Number(argv[++i]));
    else if (a === '--walks') args.walks = Math.max(1, Number(argv[++i]));
    else if (a === '--walk-network') args.walkNetwork = true;
  }
  return args;
}

/** The bench's sandbox (sandboxProcess.mjs, shared with the load and soak benches). */
function startSandbox(distDir, dataDir) {
  return startBenchSandbox(ROOT, distDir, dataDir);
}


/** Writes local storage of the origin from a JSON document of the API, so no site file is cached. */
async function seedStorage(context, baseURL, entries) {
  const page = await context.newPage();
  await page.goto(`${baseURL}/api/auth/form`);
  await page.evaluate((items) => {
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, entries);
  await page.close();
}

/**
 * One cold visit: every response's bytes on the wire (encodedDataLength includes headers).
 * `notCounted`: addresses left out of the figures and listed apart (the one bundle's page is
 * still served with the first-paint preloads of the route's remote entries from remotes.json,
 * files a one-bundle site would not have and its code never runs).
 */
async function measureTransfer(browser, baseURL, route, session, formFactor, notCounted = null) {
  const context = await browser.newContext(
    formFactor === 'mobile' ? { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } : { viewport: { width: 1366, height: 800 } },
  );
  if (route.member) await seedStorage(context, baseURL, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // The budget is in gzip: ask for gzip only (Chromium would otherwise take the sandbox's brotli).
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', bytes: 0, body: 0, done: false });
  });
  // Body bytes as they came off the wire (still compressed), without the response headers.
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.body += e.encodedDataLength;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.type = e.type ?? r.type;
      r.status = e.response.status;
      r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.bytes = e.encodedDataLength;
      r.done = true;
    }
  });
  await page.goto(`${baseURL}${route.path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  // The host wraps each remote's page in [data-remote-section=<name>].
  const owners = await page
    .locator('[data-remote-section]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-remote-section') ?? ''))
    .catch(() => []);
  await context.close();

  const all = [...requests.values()].filter((r) => r.url.startsWith(baseURL) || r.url.startsWith('http'));
  const list = notCounted ? all.filter((r) => !notCounted.test(r.url.replace(baseURL, ''))) : all;
  const left = notCounted ? all.filter((r) => notCounted.test(r.url.replace(baseURL, ''))) : [];
  const js = list.filter((r) => r.type === 'Script' || /\.m?js(\?|$)/.test(r.url));
  const entries = [...new Set(list.map((r) => /\/remotes\/([^/]+)\/[^/]+\/remoteEntry\.js/.exec(r.url)?.[1]).filter(Boolean))];
  const uncompressedJs = js.filter((r) => r.bytes > 2048 && !/gzip|br|deflate|zstd/.test(r.encoding ?? '')).map((r) => r.url);
  return {
    formFactor,
    requests: list.length,
    // On the wire, headers included.
    totalKb: round(list.reduce((sum, r) => sum + r.bytes, 0) / 1024),
    jsWireKb: round(js.reduce((sum, r) => sum + r.bytes, 0) / 1024),
    // Compressed bodies only: what the "≤ 220 KB gzip" budget counts.
    jsKb: round(js.reduce((sum, r) => sum + (r.body || r.bytes), 0) / 1024),
    jsFiles: js.length,
    remoteEntries: entries,
    foreignEntries: entries.filter((name) => !route.shows.includes(name)),
    ownersShown: owners.map((o) => o.trim()),
    biggestJs: [...js]
      .sort((a, b) => (b.body || b.bytes) - (a.body || a.bytes))
      .slice(0, 8)
      .map((r) => ({ url: r.url.replace(baseURL, ''), kb: round((r.body || r.bytes) / 1024) })),
    // Every script in the order requested (the federation tax per chunk, ADR 0010).
    allJs: js.map((r) => ({ url: r.url.replace(baseURL, ''), kb: round((r.body || r.bytes) / 1024) })),
    uncompressedJs,
    ...(left.length ? { notCounted: left.map((r) => ({ url: r.url.replace(baseURL, ''), kb: round((r.body || r.bytes) / 1024) })) } : {}),
  };
}

async function freePortFile(userDataDir) {
  const file = path.join(userDataDir, 'DevToolsActivePort');
  for (let i = 0; i < 100; i += 1) {
    if (fs.existsSync(file)) {
      const port = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
      if (port) return port;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

/**
 * Lighthouse over a fresh profile: Playwright opens Chromium with a debugging port, seeds the
 * login for member routes, and Lighthouse drives the same browser (storage reset off so the seeded
 * login survives; the profile is new, so the cache is cold anyway).
 */
async function runLighthouse(baseURL, route, session) {
  // Lighthouse now and then loses the navigation's start in Chromium's trace (NO_NAVSTART): a
  // recording failure, not a figure of the page; a fresh browser records it again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(baseURL, route, session);
    } catch (error) {
      if (attempt >= 3 || !String(error?.message).includes('NO_NAVSTART')) throw error;
      console.log(`  Lighthouse lost the trace's navigation start on ${route.path}; recording again`);
    }
  }
}

async function runLighthouseOnce(baseURL, route, session) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-lh-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--remote-debugging-port=0'],
  });
  try {
    if (route.member) await seedStorage(context, baseURL, session);
    const port = await freePortFile(userDataDir);
    const result = await lighthouse(
      `${baseURL}${route.path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
        formFactor: 'mobile',
      },
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned nothing');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: round(audit('first-contentful-paint')),
      lcpMs: round(audit('largest-contentful-paint')),
      tbtMs: round(audit('total-blocking-time')),
      cls: audit('cumulative-layout-shift'),
      failedA11y: Object.values(lhr.audits)
        .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id))
        .map((a) => a.id),
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Busy during a run: the bench's own sandbox and Lighthouse browser alone drive the 1-minute load
 * average to 2–3.4 on a 2-core machine (measured idle otherwise), so only twice the cores means
 * other work is competing.
 */
const BUSY_LOAD = os.cpus().length * 2;

function round(n) {
  return n === undefined || n === null ? null : Math.round(n * 10) / 10;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The walk with the median count of long tasks, and every walk's count: on this 2-core machine the
 * same build gave 1 to 16 long tasks per walk (ADR 0014), so one walk's figure says little alone.
 */
function medianWalk(walks) {
  const sorted = [...walks].sort((a, b) => a.longTasksOver50ms - b.longTasksOver50ms);
  const kept = sorted[Math.floor((sorted.length - 1) / 2)];
  // Each walk keeps its own tasks: a task seen in one walk of five is still a task to explain.
  return { ...kept, walks: walks.map((w) => ({ walk: w.walk, longTasksOver50ms: w.longTasksOver50ms, longestTaskMs: w.longestTaskMs, maxDomNodes: w.maxDomNodes, longTasks: w.longTasks })) };
}

/** Federated ÷ one-bundle, from the byte counts (3 decimals). */
function ratioOf(federated, oneBundle) {
  return oneBundle > 0 ? Math.round((federated / oneBundle) * 1000) / 1000 : null;
}

function sameSections(a, b) {
  return [...a].sort().join(',') === [...b].sort().join(',');
}

function pad(value, width) {
  const s = String(value ?? '–');
  return s.length >= width ? s : s + ' '.repeat(width - s.length);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const dist = process.env.VITRIN_DIST || path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(dist, 'remotes.json'))) throw new Error(`no production build in ${dist}: run ./vitrin build first`);
  const routes = args.routes ? ROUTES.filter((r) => args.routes.includes(r.path)) : ROUTES;
  // Built before waiting for an idle machine: the build itself is CPU work.
  let oneBuild = null;
  if (args.ratio) {
    process.stderr.write('one bundle: building the same pages without federation (cached by the sources) …\n');
    oneBuild = await oneBundleSite(ROOT);
    process.stderr.write(`one bundle ${oneBuild.key}: ${oneBuild.cached ? 'from the cache' : `built in ${oneBuild.seconds} s`}\n`);
  }
  const atStart = args.lighthouse
    ? await waitForIdle(300, { onWait: ({ load, busyShare }) => process.stderr.write(`machine busy (${busyShare === null ? `load ${load}` : `${Math.round(busyShare * 100)} % of the cores`}), waiting up to 300 s …\n`) })
    : { idle: true, load: round(os.loadavg()[0]), busyShare: null };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-bench-'));
  fs.mkdirSync(path.join(tmp, 'data'));
  const sandbox = await startSandbox(dist, path.join(tmp, 'data'));
  let oneSandbox = null;
  let browser = null;
  const results = [];
  const interactions = {};
  try {
    if (oneBuild) {
      // A second sandbox (its own port and database) serving the one bundle with dist's remotes.json.
      fs.mkdirSync(path.join(tmp, 'one-bundle-data'));
      oneSandbox = await startSandbox(oneBundleDist(oneBuild.site, dist, path.join(tmp, 'one-bundle-dist')), path.join(tmp, 'one-bundle-data'));
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const session = await demoSessionEntries(sandbox.url);
    const oneSession = oneSandbox ? await demoSessionEntries(oneSandbox.url) : null;
    for (const route of routes) {
      process.stderr.write(`measuring ${route.label ?? route.path} …\n`);
      const mobile = await measureTransfer(browser, sandbox.url, route, session, 'mobile');
      const desktop = await measureTransfer(browser, sandbox.url, route, session, 'desktop');
      let oneBundle = null;
      if (oneSandbox) {
        // Right after the federated visits, same browser, same profiles, same counting.
        const oneMobile = await measureTransfer(browser, oneSandbox.url, route, oneSession, 'mobile', ONE_BUNDLE_NOT_COUNTED);
        const oneDesktop = await measureTransfer(browser, oneSandbox.url, route, oneSession, 'desktop', ONE_BUNDLE_NOT_COUNTED);
        oneBundle = {
          mobile: oneMobile,
          desktop: oneDesktop,
          ratio: { mobile: ratioOf(mobile.jsKb, oneMobile.jsKb), desktop: ratioOf(desktop.jsKb, oneDesktop.jsKb) },
          // A fair comparison shows the same remote sections on both builds.
          sameSections: sameSections(mobile.ownersShown, oneMobile.ownersShown) && sameSections(desktop.ownersShown, oneDesktop.ownersShown),
        };
      }
      /**
       * The median clean run's figures, or only `busy` and the runs when none was clean.
       * @type {{ busy: boolean, runs: object[], cleanRuns?: number, performance?: number, accessibility?: number, lcpMs?: number, tbtMs?: number } | null}
       */
      let lh = null;
      if (args.lighthouse) {
        const runs = [];
        for (let i = 0; i < args.runs; i += 1) {
          const run = await runLighthouse(sandbox.url, route, session);
          const load = os.loadavg()[0];
          runs.push({ ...run, load: round(load), busy: !atStart.idle || load > BUSY_LOAD });
        }
        const clean = runs.filter((r) => !r.busy);
        // LCP and TBT of every run, busy ones too: an A/B taken in turns on a shared machine compares
        // them run by run (ADR 0055), though no busy run is ever reported as the route's score.
        const summary = runs.map((r) => ({ performance: r.performance, accessibility: r.accessibility, lcpMs: r.lcpMs, tbtMs: r.tbtMs, load: r.load, busy: r.busy }));
        if (clean.length === 0) {
          lh = { busy: true, runs: summary };
        } else {
          const perf = median(clean.map((r) => r.performance));
          lh = { ...clean.find((r) => r.performance === perf), busy: false, cleanRuns: clean.length, runs: summary };
        }
      }
      results.push({ path: route.label ?? route.path, mobile, desktop, lighthouse: lh, oneBundle });
    }
    if (args.interactions) {
      const walks = [];
      const failed = [];
      for (let i = 1; i <= args.walks; i += 1) {
        process.stderr.write(`walking the slots lobby (4× CPU throttling), walk ${i} of ${args.walks} …\n`);
        // A walk that fails (the browser stopped drawing, the lobby stuck) is said, not counted;
        // the other walks still give their figures.
        try {
          walks.push({ walk: i, ...(await lobbyWalk(sandbox.url, { maxSteps: args.lobbySteps ?? Infinity, network: Boolean(args.walkNetwork) })) });
        } catch (error) {
          process.stderr.write(`  walk ${i} failed: ${error.message}\n`);
          failed.push({ walk: i, error: error.message });
        }
      }
      if (!walks.length) throw new Error(`every lobby walk failed: ${failed.map((f) => f.error).join('; ')}`);
      interactions.lobby = { ...medianWalk(walks), failedWalks: failed };
      process.stderr.write('timing the deposit form (4× CPU throttling) …\n');
      interactions.paymentForm = await paymentFormTime(browser, sandbox.url, (context) => seedStorage(context, sandbox.url, session));
    }
  } finally {
    await browser?.close();
    await oneSandbox?.stop();
    await sandbox.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const checks = [];
  for (const r of results) {
    const route = ROUTES.find((x) => (x.label ?? x.path) === r.path);
    if (route.jsBudget) checks.push({ what: `JS on first load of ${r.path} (mobile)`, value: `${r.mobile.jsKb} KB`, budget: `≤ ${BUDGETS.firstLoadJsKb} KB`, ok: r.mobile.jsKb <= BUDGETS.firstLoadJsKb });
    const foreign = [...new Set([...r.mobile.foreignEntries, ...r.desktop.foreignEntries])];
    checks.push({ what: `foreign remote entries on ${r.path}`, value: foreign.join(', ') || 'none', budget: 'none', ok: foreign.length === 0 });
    if (r.oneBundle) {
      const ratio = r.oneBundle.ratio.mobile;
      checks.push({
        what: `federated ÷ one-bundle JS on ${r.path} (mobile)`,
        value: `${ratio?.toFixed(2)} (${r.mobile.jsKb} / ${r.oneBundle.mobile.jsKb} KB)${r.oneBundle.sameSections ? '' : ', sections differ'}`,
        budget: `≤ ${BUDGETS.federationRatio.toFixed(2)}`,
        ok: r.oneBundle.sameSections && ratio !== null && ratio <= BUDGETS.federationRatio,
      });
    }
    if (r.lighthouse?.busy) {
      checks.push({ what: `Lighthouse ${r.path}`, value: 'busy', budget: 'idle machine', ok: false });
    } else if (r.lighthouse) {
      checks.push({ what: `Lighthouse performance ${r.path}`, value: r.lighthouse.performance, budget: `≥ ${BUDGETS.performance}`, ok: r.lighthouse.performance >= BUDGETS.performance });
      checks.push({ what: `Lighthouse accessibility ${r.path}`, value: r.lighthouse.accessibility, budget: `≥ ${BUDGETS.accessibility}`, ok: r.lighthouse.accessibility >= BUDGETS.accessibility });
    }
  }

  const out = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, chromium: CHROMIUM, loadAtStart: atStart.load, busyShareAtStart: atStart.busyShare, idleAtStart: atStart.idle },
    budgets: BUDGETS,
    federationOverhead: oneBuild
      ? { budget: BUDGETS.federationRatio, oneBundle: { key: oneBuild.key, cached: oneBuild.cached, buildSeconds: oneBuild.seconds }, measuredWith: 'the same visit per route on a second sandbox serving scripts/webpack/oneBundle' }
      : 'not measured (--no-ratio)',
    routes: results,
    interactions,
    checks,
  };
  const outDir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(out, null, 2)}\n`);

  console.log('\nroute               form     requests  total KB  JS KB  JS files  remote entries   perf  a11y  LCP ms  TBT ms');
  for (const r of results) {
    for (const m of [r.mobile, r.desktop]) {
      const lh = m.formFactor === 'mobile' && !r.lighthouse?.busy ? r.lighthouse : null;
      console.log(
        `${pad(r.path, 20)}${pad(m.formFactor, 9)}${pad(m.requests, 10)}${pad(m.totalKb, 10)}${pad(m.jsKb, 7)}${pad(m.jsFiles, 10)}${pad(m.remoteEntries.join(',') || 'none', 17)}${pad(lh?.performance, 6)}${pad(lh?.accessibility, 6)}${pad(lh?.lcpMs, 8)}${pad(lh?.tbtMs, 8)}`,
      );
    }
  }
  if (results.some((r) => r.oneBundle)) {
    console.log('\nfederated vs one bundle (same pages, same visit; gzip JS KB)');
    console.log('route               form     federated  files  one bundle  files  ratio  sections');
    for (const r of results.filter((x) => x.oneBundle)) {
      for (const form of ['mobile', 'desktop']) {
        const f = r[form];
        const o = r.oneBundle[form];
        console.log(
          `${pad(r.path, 20)}${pad(form, 9)}${pad(f.jsKb, 11)}${pad(f.jsFiles, 7)}${pad(o.jsKb, 12)}${pad(o.jsFiles, 7)}${pad(r.oneBundle.ratio[form]?.toFixed(2), 7)}${sameSections(f.ownersShown, o.ownersShown) ? 'same' : `differ: ${f.ownersShown.join(',')} vs ${o.ownersShown.join(',')}`}`,
        );
      }
    }
  }
  if (!atStart.idle) console.log(`\nthe machine was busy at start (load ${atStart.load}, ${atStart.busyShare === null ? 'no /proc/stat' : `${Math.round(atStart.busyShare * 100)} % of the cores`}): no Lighthouse score is reported`);
  if (interactions.lobby) {
    const l = interactions.lobby;
    console.log(`\nlobby walk ${l.lobby} (phone, 4× CPU; ${l.harness}): ${l.gamesInLobby} games, ${l.scrollSteps} scroll steps over ${l.lobbyHeightPx ?? '?'} px, last tile reached: ${l.lastTileReached ?? 'not walked'}; long tasks > 50 ms: ${l.longTasksOver50ms} (longest ${l.longestTaskMs} ms); largest DOM ${l.maxDomNodes} nodes`);
    for (const f of l.failedWalks ?? []) console.log(`  walk ${f.walk} gave no figure: ${f.error}`);
    if (l.walks.length > 1) {
      console.log(`  ${l.walks.length} walks: long tasks ${l.walks.map((w) => w.longTasksOver50ms).join(', ')} (longest ${l.walks.map((w) => w.longestTaskMs).join(', ')} ms); largest DOM ${Math.max(...l.walks.map((w) => w.maxDomNodes))}`);
    }
    // What the long tasks were, walk by walk (interactions.mjs: phase, time, the scripts of their frame).
    for (const w of l.walks) {
      for (const task of [...w.longTasks].sort((a, b) => b.durationMs - a.durationMs).slice(0, 5)) {
        const f = task.frame;
        const what = !f
          // Traced on 2026-11-23 (ADR 0014): such tasks were the browser's own rendering frames
          // (style, layout, paint of newly scrolled rows; no script in them) and major GCs.
          ? 'no script in it: a rendering frame or a GC (see ADR 0014)'
          : `frame ${f.durationMs} ms: scripts ${f.scriptsMs} ms${f.scripts[0] ? ` (${f.scripts[0].invoker} ${f.scripts[0].source} ${f.scripts[0].duration} ms)` : ''}, rendering ${f.renderMs} ms`;
        console.log(`  walk ${w.walk}: ${task.durationMs} ms at ${(task.atMs / 1000).toFixed(1)} s, ${task.phase}: ${what}`);
      }
    }
  }
  if (interactions.paymentForm) {
    const p = interactions.paymentForm;
    console.log(`deposit method → usable form (phone, 4× CPU): median ${p.medianMs} ms (runs ${p.runsMs.join(', ')} ms)`);
  }
  console.log('\nbudgets (docs/ARCHITECTURE.md)');
  for (const c of checks) console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${pad(c.what, 60)} ${pad(c.value, 12)} ${c.budget}`);
  if (!oneBuild) console.log('  n/a   federation overhead vs one bundle: not measured (--no-ratio)');
  console.log(`\nwritten: ${path.relative(process.cwd(), path.join(outDir, 'latest.json'))}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
