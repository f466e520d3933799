#!/usr/bin/env node
// How much of a page's load is run-time styling (ADR 0058): cold phone visits at 4× CPU under
// V8's sampling profiler, each sample given to
// - `styling`: a stack that holds a frame of the host's `styling` chunk (emotion, stylis,
//   @mui/system's sx and styled, ADR 0006), i.e. serialising, hashing and inserting styles,
//   with the native CSSOM calls they make;
// - `script`: every other sample that runs JavaScript (the page's scripts, not idle, GC or
//   the browser's own work).
// Medians over the runs. Not a test: it prints and exits non-zero only when it cannot measure.
//
// node e2e/bench/styleTime.mjs [--dist dist] [--route /] [--runs 3] [--rate 4] [--desktop]
import { fileURLToPath } from 'node:url';
import { devices } from '@playwright/test';
import { benchOptions, launchPlaywrightChromium, loadAverage, median, withBenchSite } from './benchOptions.mjs';

const USAGE = 'node e2e/bench/styleTime.mjs [--dist dist] [--route /] [--runs 3] [--rate 4] [--desktop]';
const STYLING = /\/styling\.[0-9a-f]+\.js$/;
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** Milliseconds of the profile's samples by kind (see the header). */
export function attribute(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const kind = new Map();
  const kindOf = (id) => {
    if (kind.has(id)) return kind.get(id);
    const node = byId.get(id);
    let k;
    if (NOT_SCRIPT.has(node.callFrame.functionName)) k = 'other';
    else if (STYLING.test(node.callFrame.url)) k = 'styling';
    else {
      const up = parent.get(id);
      const above = up === undefined ? 'other' : kindOf(up);
      k = above === 'styling' ? 'styling' : 'script';
    }
    kind.set(id, k);
    return k;
  };
  const ms = { styling: 0, script: 0 };
  for (let i = 0; i < profile.samples.length; i += 1) {
    const k = kindOf(profile.samples[i]);
    if (k !== 'other') ms[k] += (profile.timeDeltas[i + 1] ?? 0) / 1000;
  }
  return { styling: Math.round(ms.styling), script: Math.round(ms.script + ms.styling) };
}

async function visit(browser, baseURL, args) {
  const device = args.desktop ? { viewport: { width: 1366, height: 900 } } : { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: args.rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${baseURL}${args.route}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return attribute(profile);
}

async function main() {
  const args = benchOptions({
    usage: USAGE,
    runs: 3,
    own: { desktop: { type: 'boolean', default: false } },
  });
  const runs = await withBenchSite(args.dist, 'styletime', {
    launch: launchPlaywrightChromium,
    warm: (browser, url) => visit(browser, url, { ...args, rate: 1 }),
    measure: async (browser, url) => {
      const measured = [];
      for (let i = 0; i < args.runs; i += 1) measured.push(await visit(browser, url, args));
      return measured;
    },
  });
  const styling = runs.map((r) => r.styling);
  const script = runs.map((r) => r.script);
  console.log(`route ${args.route}, ${args.runs} cold ${args.desktop ? 'desktop' : 'phone'} visits at ${args.rate}× CPU (load ${loadAverage()})`);
  console.log(`run-time styling: median ${median(styling)} ms (${styling.join(', ')}) of scripting median ${median(script)} ms (${script.join(', ')})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
