#!/usr/bin/env node
// The lobby walk under a Chromium trace: which main-thread tasks of the renderer passed
// 50 ms while a phone at 4× CPU scrolled the slots lobby, and what each was made of (script by
// function, style, layout, paint, GC, …). Not a test and not part of `./vitrin bench`: a tool to
// find what the bench's count of long tasks is made of. Needs a production build (dist/).
//
//   node e2e/bench/traceWalk.mjs [--steps N] [--walks N] [--dist DIR] [--keep trace.json (the last walk's)]
//                                [--network] [--no-thumbnails]
//
// Prints per walk: the JS and DOM heap at its end, what the main thread spent on frames, paint,
// layout, style, picture requests and GC (counts and summed ms), the tasks over 40 ms, and each
// task over 50 ms with its parts. The page is a bare DevTools page, as the bench's walk
// (bareChromium.mjs). Two controls (ADR 0016): `--network` enables DevTools' Network domain, as
// Playwright does on its pages; `--no-thumbnails` refuses every game picture.
import fs from 'node:fs';
import path from 'node:path';
import { launchBareChromium, openBarePage, traceWhile } from './bareChromium.mjs';
import { ROOT, withBenchSite } from './benchOptions.mjs';
import { BARE_MOBILE, scrollDown } from './interactions.mjs';
const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame',
  'toplevel', 'blink', 'v8', 'v8.execute', 'disabled-by-default-v8.gc', 'loading', 'benchmark', 'cc', 'blink.user_timing', 'cppgc', 'disabled-by-default-cppgc',
].join(',');

/** Trace events that only wrap others: left out of a task's parts. */
const WRAPPERS = new Set([
  'ThreadControllerImpl::RunTask', 'RunTask', 'v8.callFunction', 'AsyncTask Run', 'ProxyMain::BeginMainFrame',
  'WebFrameWidgetImpl::BeginMainFrame', 'Blink.Animate.UpdateTime', 'PageAnimator::serviceScriptedAnimations',
  'FrameRequestCallbackCollection::ExecuteFrameCallbacks', 'V8.StackGuard', 'V8.HandleInterrupts', 'V8.GCHandleGCRequest',
  'TimerBase::run', 'SimpleWatcher::OnHandleReady', 'MessagePort::Accept', 'RunMicrotasks', 'BlinkScheduler_PerformMicrotaskCheckpoint',
  'Blink.ForcedStyleAndLayout.UpdateTime', 'LocalFrameView::UpdateStyleAndLayout', 'WebFrameWidgetImpl::UpdateLifecycle',
  'PageAnimator::updateAllLifecyclePhases', 'LocalFrameView::UpdateAllLifecyclePhases', 'LocalFrameView::RunPostLifecycleSteps',
]);

function parseArgs(argv) {
  const args = { steps: Infinity, walks: 1, dist: path.join(ROOT, 'dist'), keep: null, noThumbnails: false, network: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--steps') args.steps = Number(argv[++i]);
    else if (argv[i] === '--walks') args.walks = Number(argv[++i]);
    else if (argv[i] === '--dist') args.dist = path.resolve(argv[++i]);
    else if (argv[i] === '--no-thumbnails') args.noThumbnails = true;
    else if (argv[i] === '--network') args.network = true;
    else if (argv[i] === '--keep') args.keep = path.resolve(argv[++i]);
    else {
      // As every command of the repository: --help prints the usage, an unknown option exits 2.
      console.error('usage: node e2e/bench/traceWalk.mjs [--steps N] [--walks N] [--dist DIR] [--keep trace.json] [--network] [--no-thumbnails]');
      process.exit(argv[i] === '-h' || argv[i] === '--help' ? 0 : 2);
    }
  }
  return args;
}

/** The renderer main thread's top-level tasks over `limit` ms, each with its children summed by name. */
function longTasks(events, limit) {
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const mains = [...threads].filter(([, name]) => name === 'CrRendererMain').map(([key]) => key);
  const out = [];
  for (const main of mains) {
    const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    // The outermost tasks only (RunTask wraps ThreadControllerImpl::RunTask).
    const tasks = mine.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
    let outerEnd = -1;
    for (const task of tasks) {
      if (task.ts < outerEnd) continue;
      outerEnd = task.ts + task.dur;
      if (task.dur < limit * 1000) continue;
      const end = task.ts + task.dur;
      const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
      const byName = new Map();
      for (const e of inside) {
        if (WRAPPERS.has(e.name)) continue;
        let name = e.name;
        if (name === 'FunctionCall' || name === 'EvaluateScript' || name === 'v8.callFunction') name += ` ${e.args?.data?.functionName || ''} ${String(e.args?.data?.url || '').replace(/^.*\//, '')}:${e.args?.data?.lineNumber ?? ''}`;
        if (name === 'TimerFire' || name === 'EventDispatch' || name === 'FireAnimationFrame') name += ` ${e.args?.data?.type || ''}`;
        byName.set(name, (byName.get(name) || 0) + e.dur);
      }
      const parts = [...byName].filter(([, dur]) => dur >= 2000).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([name, dur]) => `${Math.round(dur / 1000)} ${name}`);
      out.push({ ms: Math.round(task.dur / 1000), ts: task.ts, parts });
    }
  }
  return out;
}

async function walkOnce(chromium, baseURL, { steps, keep, noThumbnails, network }) {
  const page = await openBarePage(chromium, BARE_MOBILE, {
    network,
    initScripts: [
      "localStorage.setItem('lang', 'en')",
      `window.__longTasks = [];
       new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: Math.round(e.duration) }); }).observe({ type: 'longtask', buffered: true });`,
    ],
  });
  const { browser } = chromium;
  // A control: the same walk with every game picture refused (what the pictures themselves cost).
  let unblock = () => undefined;
  if (noThumbnails) {
    unblock = browser.listen((m) => {
      if (m.sessionId !== page.sessionId || m.method !== 'Fetch.requestPaused') return;
      page.send('Fetch.failRequest', { requestId: m.params.requestId, errorReason: 'BlockedByClient' }).catch(() => undefined);
    });
    await page.send('Fetch.enable', { patterns: [{ urlPattern: '*/sandbox/img/game/*' }] });
  }
  await page.goto(`${baseURL}/casino/slot`);
  await page.waitFor('!!document.querySelector(\'[data-testid="game-tile"]\')', 60_000, 'the first game tile');
  await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate('window.__longTasks = [], 0');
  const started = Date.now();
  const { result: walked, events } = await traceWhile(chromium, CATEGORIES, async () => {
    // The walk's start, marked in the trace and on the page's clock (the observed tasks' times).
    await page.evaluate("performance.mark('walk-start'), window.__walkStart = performance.now(), 0");
    return scrollDown(page, { maxSteps: steps });
  });
  if (walked.stalled) throw new Error(`traceWalk: the browser stopped producing frames (${JSON.stringify(walked)})`);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const heap = await page.send('Runtime.getHeapUsage');
  const dom = await page.send('Memory.getDOMCounters').catch(() => null);
  const lines = [];
  lines.push(`  heap used ${Math.round(heap.usedSize / 1e5) / 10} MB of ${Math.round(heap.totalSize / 1e5) / 10} MB; embedder ${Math.round((heap.embedderHeapUsedSize ?? 0) / 1e5) / 10} MB; DOM ${JSON.stringify(dom)}`);
  // Counts and summed main-thread time (ms) of what the walk is made of.
  const SUMMED = ['MajorGC', 'MinorGC', 'CppGC.AtomicWeak', 'CppGC.CustomCallbacksProcessing', 'ProxyMain::BeginMainFrame', 'Paint', 'PrePaint', 'Layout', 'UpdateLayoutTree', 'ResourceFetcher::requestResource', 'ScrollAnchor::FindAnchor', 'LocalFrameView::NotifyResizeObservers', 'EventDispatch'];
  const sums = {};
  for (const e of events) {
    if (!SUMMED.includes(e.name) || e.ph !== 'X') continue;
    const s = (sums[e.name] ??= { n: 0, ms: 0 });
    s.n += 1;
    s.ms += (e.dur || 0) / 1000;
  }
  lines.push(`  ${Object.entries(sums).map(([k, v]) => `${k} ${v.n}× ${Math.round(v.ms)} ms`).join('; ')}`);
  const observed = await page.evaluate('window.__longTasks.map((t) => ({ ...t, start: t.start - window.__walkStart }))');
  await page.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  unblock();
  await page.close();
  if (keep) fs.writeFileSync(keep, JSON.stringify({ traceEvents: events }));
  // The walk's mark in the trace: the page's clock at the walk's start, in trace time (µs).
  const mark = events.find((e) => e.name === 'walk-start' && e.ph !== 'M');
  const traced = longTasks(events, 50).map((t) => ({ ...t, at: mark ? Math.round((t.ts - mark.ts) / 1000) : null }));
  lines.push(`  tasks over 40 ms (traced): ${longTasks(events, 40).length}`);
  return { walked, seconds, observed, traced, lines };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  await withBenchSite(args.dist, 'trace-walk', {
    launch: launchBareChromium,
    measure: async (chromium, url) => {
      for (let w = 1; w <= args.walks; w += 1) {
        const r = await walkOnce(chromium, url, args);
        console.log(`walk ${w}: ${r.walked.steps} steps in ${r.seconds} s; longtask entries > 50 ms: ${r.observed.length}`);
        for (const line of r.lines) console.log(line);
        for (const o of r.observed) console.log(`  observed ${o.duration} ms at ${Math.round(o.start)} ms`);
        for (const t of r.traced) console.log(`  traced ${t.ms} ms at ${t.at} ms: ${t.parts.join(' | ')}`);
      }
    },
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
