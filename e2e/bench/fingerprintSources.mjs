#!/usr/bin/env node
// The fingerprint's two font sources on a phone at 4× CPU, traced: FingerprintJS's own `fonts` and
// `fontPreferences` (the pinned library, as the host installs it) beside the host's adapter that
// measures them in several tasks (host/src/member/fingerprint/). Not a test and not part of
// `./vitrin bench`: the tool behind ADR 0061. Needs no build; each run is a fresh page in a fresh
// browser context, so no font lookup is cached from an earlier run.
//
//   node e2e/bench/fingerprintSources.mjs [--runs N]
//
// Prints, per way of running each source and per run, the renderer main thread's longest task and
// its tasks over 50 ms while it ran (from a Chromium trace), the long tasks the page's own observer
// saw, and whether the value equals the library's own.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBareChromium, openBarePage, traceWhile } from './bareChromium.mjs';
import { BARE_MOBILE } from './interactions.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const hostRequire = createRequire(path.join(ROOT, 'host', 'package.json'));
// The library's browser build, which the project's patch leaves as published (it changes the ES and
// CommonJS builds the adapter imports, ADR 0088): the reference is the library's own run.
const LIBRARY = fs.readFileSync(path.join(path.dirname(hostRequire.resolve('@fingerprintjs/fingerprintjs/package.json')), 'dist', 'fp.umd.min.js'), 'utf8');

/** The host's adapter, bundled for the page (esbuild, as tsx brings it). */
async function adapterScript() {
  const esbuild = createRequire(hostRequire.resolve('tsx/package.json'))('esbuild');
  const entry = "export { availableFontsInSlices } from './fontsInSlices'; export { fontPreferencesInTasks } from './fontPreferencesInTasks';";
  const built = await esbuild.build({
    stdin: { contents: entry, resolveDir: path.join(ROOT, 'host', 'src', 'member', 'fingerprint'), loader: 'ts' },
    bundle: true, write: false, format: 'iife', globalName: 'adapter', target: 'es2020',
  });
  return built.outputFiles[0].text;
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink', 'v8'].join(',');

/** Each way of running a source: an expression the page awaits, giving the component's value. */
const WAYS = {
  'library fonts': 'FingerprintJS.sources.fonts()',
  'library fonts, in an idle period after a first tap': `new Promise((resolve) => {
    addEventListener('pointerdown', () => requestIdleCallback(() => resolve(FingerprintJS.sources.fonts())), { once: true });
    dispatchEvent(new PointerEvent('pointerdown'));
  })`,
  'adapter fonts (sliced)': 'adapter.availableFontsInSlices()',
  'library fontPreferences': 'FingerprintJS.sources.fontPreferences()',
  'adapter fontPreferences (three tasks)': 'adapter.fontPreferencesInTasks()',
};
const SAME_AS = { 'adapter fonts (sliced)': 'library fonts', 'adapter fontPreferences (three tasks)': 'library fontPreferences' };

/** The renderer main thread's outermost tasks over 50 ms, in ms. */
function longTasks(events) {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tasks = events
    .filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask'))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const out = [];
  let outerEnd = -1;
  for (const task of tasks) {
    if (task.ts < outerEnd) continue;
    outerEnd = task.ts + task.dur;
    out.push(Math.round(task.dur / 1000));
  }
  return out;
}

function serve(files) {
  const server = http.createServer((request, response) => {
    const body = files[request.url] ?? files['/'];
    response.writeHead(200, { 'content-type': request.url.endsWith('.js') ? 'text/javascript' : 'text/html' });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function runOnce(chromium, url, expression) {
  const page = await openBarePage(chromium, BARE_MOBILE, {
    initScripts: ['window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration)); }).observe({ type: \'longtask\' });'],
  });
  try {
    await page.goto(url);
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate('window.__longTasks.length = 0');
    const { result: value, events } = await traceWhile(chromium, CATEGORIES, () => page.evaluate(
      // Started from a timer task of the page: work inside DevTools' own evaluation task is not
      // reported to the page's long-task observer.
      `(async () => { await new Promise((r) => setTimeout(r, 0)); const v = await (${expression}); await new Promise((r) => setTimeout(r, 100)); return JSON.stringify(v); })()`,
    ));
    const observed = await page.evaluate('window.__longTasks');
    const tasks = longTasks(events);
    return { value, longest: Math.max(0, ...tasks), over50: tasks.filter((ms) => ms > 50), observed };
  } finally {
    await page.close();
  }
}

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;
const server = await serve({
  '/': '<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><p>fingerprint sources</p><script src="/fp.js"></script><script src="/adapter.js"></script></body></html>',
  '/fp.js': LIBRARY,
  '/adapter.js': await adapterScript(),
});
const url = `http://127.0.0.1:${server.address().port}/`;
const chromium = await launchBareChromium();
try {
  // The ways take turns within each run, so a busy machine weighs on all of them alike.
  const results = Object.fromEntries(Object.keys(WAYS).map((way) => [way, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const [way, expression] of Object.entries(WAYS)) results[way].push(await runOnce(chromium, url, expression));
  }
  for (const [way, found] of Object.entries(results)) {
    const differs = SAME_AS[way] ? found.findIndex((r, i) => r.value !== results[SAME_AS[way]][i].value) : -1;
    const same = !SAME_AS[way] ? '' : differs < 0 ? "; value equals the library's"
      : `; value DIFFERS from the library's in run ${differs + 1}: ${found[differs].value} against ${results[SAME_AS[way]][differs].value}`;
    console.log(`${way}:\n  traced longest task per run ${found.map((r) => r.longest).join(', ')} ms; over 50 ms ${found.map((r) => `[${r.over50.join(' ')}]`).join(' ')}`
      + `\n  the page's long-task observer ${found.map((r) => `[${r.observed.join(' ')}]`).join(' ')}${same}`);
  }
} finally {
  await chromium.close();
  server.close();
}
