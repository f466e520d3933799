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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './bareChromium.mjs';
import { startBenchSandbox } from './sandboxProcess.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const STYLING = /\/styling\.[0-9a-f]+\.js$/;
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

function parseArgs(argv) {
  const args = { dist: path.join(ROOT, 'dist'), route: '/', runs: 3, rate: 4, desktop: false };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--dist') args.dist = path.resolve(argv[++i]);
    else if (a === '--route') args.route = argv[++i];
    else if (a === '--runs') args.runs = Number(argv[++i]);
    else if (a === '--rate') args.rate = Number(argv[++i]);
    else if (a === '--desktop') args.desktop = true;
    else {
      console.error('usage: node e2e/bench/styleTime.mjs [--dist dist] [--route /] [--runs 3] [--rate 4] [--desktop]');
      process.exit(2);
    }
  }
  return args;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

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
  const args = parseArgs(process.argv.slice(2));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-styletime-'));
  const site = await startBenchSandbox(ROOT, args.dist, dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    await visit(browser, site.url, { ...args, rate: 1 }); // warm the server, not measured
    const runs = [];
    for (let i = 0; i < args.runs; i += 1) runs.push(await visit(browser, site.url, args));
    const styling = runs.map((r) => r.styling);
    const script = runs.map((r) => r.script);
    console.log(`route ${args.route}, ${args.runs} cold ${args.desktop ? 'desktop' : 'phone'} visits at ${args.rate}× CPU (load ${os.loadavg()[0].toFixed(2)})`);
    console.log(`run-time styling: median ${median(styling)} ms (${styling.join(', ')}) of scripting median ${median(script)} ms (${script.join(', ')})`);
  } finally {
    await browser.close();
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
