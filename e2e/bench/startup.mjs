#!/usr/bin/env node
// Start-up of one page as a phone runs it (ADR 0054, 0055): cold visits at 4× CPU, and per visit
// - the share entries the host's main.js registers (the federation instance's `shared` options),
// - every request before the first module of a remote (a remote's chunk after its remoteEntry.js),
//   in the order the page asked for them,
// - the long tasks of the load, the first of them attributed by the Long Animation Frame API's
//   script entries (which file, which kind of call).
// Medians over the runs. Not a test: it prints and exits non-zero only when it cannot measure.
//
// node e2e/bench/startup.mjs [--dist dist] [--route /] [--runs 5] [--rate 4] [--json out.json]
import fs from 'node:fs';
import path from 'node:path';
import { devices } from '@playwright/test';
import { benchOptions, launchPlaywrightChromium, loadAverage, median, withBenchSite } from './benchOptions.mjs';

const USAGE = 'node e2e/bench/startup.mjs [--dist dist] [--route /] [--runs 5] [--rate 4] [--json file]';

/** Runs in the page before any of its scripts: long tasks and long animation frames from the start. */
function observeLongWork() {
  const w = /** @type {any} */ (window);
  w.__startupLongTasks = [];
  w.__startupFrames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__startupLongTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        w.__startupFrames.push({
          start: Math.round(e.startTime),
          ms: Math.round(e.duration),
          scripts: (/** @type {any} */ (e).scripts ?? []).map((s) => ({
            url: String(s.sourceURL ?? '').replace(location.origin, ''),
            fn: s.sourceFunctionName ?? '',
            invoker: s.invoker ?? '',
            ms: Math.round(s.duration),
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // no LoAF in this browser: long tasks only
  }
}

async function visit(browser, baseURL, route, rate) {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  await context.addInitScript(observeLongWork);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const requests = [];
  const byId = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    const r = { url: e.request.url.replace(baseURL, ''), type: e.type ?? '', at: e.timestamp, kb: 0 };
    byId.set(e.requestId, r);
    requests.push(r);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (r) r.kb = Math.round((e.encodedDataLength / 1024) * 10) / 10;
  });
  await page.goto(`${baseURL}${route}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  const inPage = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    const instances = w.__FEDERATION__?.__INSTANCES__ ?? [];
    const host = instances.find((i) => i.name === 'vitrin_host') ?? instances[0];
    const shared = host?.options?.shared ?? {};
    const scope = host?.shareScopeMap?.default ?? {};
    return {
      hostShares: Object.values(shared).reduce((n, versions) => n + (Array.isArray(versions) ? versions.length : 1), 0),
      hostShareNames: Object.keys(shared).length,
      scopeEntries: Object.values(scope).reduce((n, versions) => n + Object.keys(versions).length, 0),
      longTasks: w.__startupLongTasks,
      frames: w.__startupFrames,
    };
  });
  await context.close();
  const t0 = requests[0]?.at ?? 0;
  for (const r of requests) r.ms = Math.round((r.at - t0) * 1000);
  // A remote's first module: the first script under /remotes/<name>/ that is not its entry.
  const firstModule = requests.findIndex((r) => /^\/remotes\/[^/]+\/[^/]+\/(?!remoteEntry\.js)[^/]+\.js/.test(r.url));
  const before = firstModule < 0 ? requests : requests.slice(0, firstModule);
  return {
    ...inPage,
    requestsBeforeRemoteModule: before.map(({ url, type, ms, kb }) => ({ url, type, ms, kb })),
    firstRemoteModule: firstModule < 0 ? null : { url: requests[firstModule].url, ms: requests[firstModule].ms },
    scriptsBeforeRemoteModule: before.filter((r) => r.type === 'Script').length,
  };
}

async function main() {
  const args = benchOptions({
    usage: USAGE,
    runs: 5,
    own: { json: { type: 'string' } },
  });
  const runs = await withBenchSite(args.dist, 'startup', {
    launch: launchPlaywrightChromium,
    warm: (browser, url) => visit(browser, url, args.route, 1), // the server's caches, not measured
    measure: async (browser, url) => {
      const measured = [];
      for (let i = 0; i < args.runs; i += 1) measured.push(await visit(browser, url, args.route, args.rate));
      return measured;
    },
  });
  const firstTask = runs.map((r) => r.longTasks[0]?.ms ?? 0);
  const longSum = runs.map((r) => r.longTasks.reduce((s, t) => s + t.ms, 0));
  const medianRun = runs[firstTask.indexOf(median(firstTask))];
  const summary = {
    route: args.route,
    rate: args.rate,
    load: loadAverage(),
    hostShares: medianRun.hostShares,
    hostShareNames: medianRun.hostShareNames,
    scopeEntries: medianRun.scopeEntries,
    firstLongTaskMs: { median: median(firstTask), all: firstTask },
    longTasksMs: { median: median(longSum), all: longSum },
    scriptsBeforeRemoteModule: { median: median(runs.map((r) => r.scriptsBeforeRemoteModule)), all: runs.map((r) => r.scriptsBeforeRemoteModule) },
    medianRun,
  };
  console.log(`route ${args.route}, ${args.runs} cold phone visits at ${args.rate}× CPU (load ${summary.load})`);
  console.log(`share entries registered by the host: ${summary.hostShares} (${summary.hostShareNames} names); share scope after load: ${summary.scopeEntries}`);
  console.log(`first long task: median ${summary.firstLongTaskMs.median} ms (${firstTask.join(', ')}); all long tasks: median ${summary.longTasksMs.median} ms (${longSum.join(', ')})`);
  console.log(`first long frame with script (median run):`);
  for (const s of medianRun.frames.find((f) => f.scripts.length)?.scripts ?? []) console.log(`  ${s.ms} ms  ${s.invoker}  ${s.url}`);
  console.log(`requests before the first remote module (median run, ${medianRun.scriptsBeforeRemoteModule} scripts; first module ${medianRun.firstRemoteModule?.url} at ${medianRun.firstRemoteModule?.ms} ms):`);
  for (const r of medianRun.requestsBeforeRemoteModule) console.log(`  ${String(r.ms).padStart(5)} ms  ${r.type.padEnd(10)} ${String(r.kb).padStart(6)} KB  ${r.url}`);
  if (args.json) fs.writeFileSync(path.resolve(args.json), `${JSON.stringify({ summary, runs }, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
