#!/usr/bin/env node
// What the long tasks of a page's first load are made of (ADR 0068): cold phone visits at 4× CPU
// under a Chromium trace with V8's sampling profiler, in a bare DevTools page (no Network domain,
// as a phone: bareChromium.mjs). Per visit, every main-thread task of the renderer over 50 ms, with
// - its parts from the trace: which script was evaluated, which function or timer ran, style,
//   layout, paint, GC;
// - its profile samples mapped through the build's source maps (build with VITRIN_SOURCE_MAPS=1;
//   without maps the figures are by file): self time by package (react-dom, @mui/material, emotion,
//   valibot, host/src/shell/…), the modules whose evaluation it ran (a webpack module factory's
//   time, children included), and the heaviest functions of the workspace's own code.
// Then the visit's sums: main-thread task time, long-task time, blocking time (each long task's
// part over 50 ms, as Lighthouse's TBT but from navigation to the end of the window), and the same
// attribution summed over all long tasks of all visits. Not a test: it prints, and exits non-zero
// only when it cannot measure.
//
// node e2e/bench/traceStartup.mjs [--dist dist] [--root repo] [--route /] [--member] [--runs 3] [--rate 4]
//                                 [--window 8000] [--json out.json] [--keep trace.json]
// --root: the checkout whose sandbox serves the build (an older commit's build with its own sandbox).
import fs from 'node:fs';
import path from 'node:path';
import { launchBareChromium, openBarePage, traceWhile } from './bareChromium.mjs';
import { benchOptions, loadAverage, median, ROOT, withBenchSite } from './benchOptions.mjs';
import { BARE_MOBILE } from './interactions.mjs';
import { demoSessionEntries } from './sandboxProcess.mjs';
const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing',
  'loading', 'disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.gc',
].join(',');
const LONG_MS = 50;

const USAGE = 'node e2e/bench/traceStartup.mjs [--dist dist] [--root repo] [--route /] [--member] [--runs 3] [--rate 4] [--window 8000] [--json file] [--keep trace.json]';

// ---- source maps (the build's hidden maps, read from dist) ----

const BASE64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes a source map's mappings into per generated line arrays of [column, source, line, column, name?]. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  let origLine = 0;
  let origCol = 0;
  let name = 0;
  for (const lineText of mappings.split(';')) {
    const segments = [];
    let col = 0;
    if (lineText) {
      for (const segment of lineText.split(',')) {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const ch of segment) {
          const digit = BASE64[ch];
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        col += values[0];
        if (values.length >= 4) {
          source += values[1];
          origLine += values[2];
          origCol += values[3];
          if (values.length >= 5) name += values[4];
          segments.push([col, source, origLine, origCol, values.length >= 5 ? name : -1]);
        }
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** url → { lookup(line, column) → { source, name } | null } from the dist file's `.map`, or null. */
function sourceMaps(dist) {
  const cache = new Map();
  return (url) => {
    let pathname;
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
    if (cache.has(pathname)) return cache.get(pathname);
    const file = pathname.startsWith('/remotes/') ? path.join(dist, pathname) : path.join(dist, 'site', pathname);
    let map = null;
    if (fs.existsSync(`${file}.map`)) {
      const raw = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
      const lines = decodeMappings(raw.mappings);
      map = {
        /** The mapping at or before the position; `after`: the first one at or after it instead. */
        lookup(line, column, after = false) {
          const segments = lines[line];
          if (!segments?.length) return null;
          if (after) {
            const next = segments.find((segment) => segment[0] >= column);
            return next ? { source: raw.sources[next[1]], name: '' } : null;
          }
          let lo = 0;
          let hi = segments.length - 1;
          let found = -1;
          while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            if (segments[mid][0] <= column) {
              found = mid;
              lo = mid + 1;
            } else hi = mid - 1;
          }
          if (found < 0) return null;
          const [, source, , , name] = segments[found];
          return { source: raw.sources[source], name: name >= 0 ? raw.names[name] : '' };
        },
      };
    }
    cache.set(pathname, map);
    return map;
  };
}

/** A short, stable name for a source of the maps: `pkg/path` for node_modules, `host/src/…` for the workspace. */
function shortSource(source, container) {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) return s.slice(nm + 'node_modules/'.length);
  return s.replace(/^(\.\.\/)+/, '').replace(/^src\//, `${container}/src/`);
}

/** The package a script of the page belongs to: `remote-casino` for /remotes/casino/…, else the host. */
function containerOf(url) {
  const remote = /\/remotes\/([^/]+)\//.exec(url);
  return remote ? `remote-${remote[1]}` : 'host';
}

/** The package of a short source: `react-dom`, `@mui/material`, `host/src/shell`, `webpack`. */
function packageOf(short) {
  if (/^webpack\//.test(short) || /^(container entry|remote |consume shared|provide shared)/.test(short)) return 'webpack + federation glue';
  const scoped = /^(@[^/]+\/[^/]+)\//.exec(short);
  if (scoped) return scoped[1].startsWith('@module-federation/') ? '@module-federation' : scoped[1];
  const ws = /^(host|shared|contract|remote-[a-z]+)\/src\/([^/]+)/.exec(short);
  if (ws) return `${ws[1]}/${ws[2]}`;
  const plain = /^([^/]+)\//.exec(short);
  return plain ? plain[1] : short;
}

// ---- the trace ----

/** The profile of the renderer's main thread: samples [{ ts, stack: [frame…] leaf first }] in trace time (µs). */
function samplesOf(events, pid, resolve) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const p = profiles.get(e.id) ?? { start: 0, nodes: new Map(), samples: [], deltas: [], tid: null };
    profiles.set(e.id, p);
    if (e.name === 'Profile') {
      p.start = e.args.data.startTime;
      p.tid = e.tid;
      continue;
    }
    const cpu = e.args.data.cpuProfile ?? {};
    for (const n of cpu.nodes ?? []) p.nodes.set(n.id, n);
    for (const s of cpu.samples ?? []) p.samples.push(s);
    for (const d of e.args.data.timeDeltas ?? []) p.deltas.push(d);
  }
  let best = null;
  for (const p of profiles.values()) if (!best || p.samples.length > best.samples.length) best = p;
  if (!best) return [];
  const frameCache = new Map();
  const frameOf = (node) => {
    if (frameCache.has(node.id)) return frameCache.get(node.id);
    const cf = node.callFrame;
    const fileName = String(cf.url).replace(/^.*\//, '');
    let frame;
    if (!cf.url) frame = { native: true, label: cf.functionName || '(anonymous)', pkg: cf.functionName || '(native)', source: '', name: cf.functionName };
    else {
      // A webpack module's factory (`1108(e,t,r){…}`, named by its module id) has no mapping of
      // its own: the one before it is the previous module's last token, so its module is the
      // first mapping after it.
      const factory = /^\d+$/.test(cf.functionName);
      const mapped = resolve(cf.url)?.lookup(cf.lineNumber, cf.columnNumber, factory);
      const source = mapped ? shortSource(mapped.source, containerOf(cf.url)) : fileName;
      const name = factory ? '(module)' : mapped?.name || cf.functionName || '(anonymous)';
      frame = { native: false, source, name, pkg: mapped ? packageOf(source) : fileName, file: fileName, label: `${name} ${source}` };
    }
    frameCache.set(node.id, frame);
    return frame;
  };
  const stackCache = new Map();
  const stackOf = (id) => {
    if (stackCache.has(id)) return stackCache.get(id);
    const stack = [];
    for (let node = best.nodes.get(id); node; node = node.parent === undefined ? null : best.nodes.get(node.parent)) stack.push(frameOf(node));
    stackCache.set(id, stack);
    return stack;
  };
  const out = [];
  let ts = best.start;
  for (let i = 0; i < best.samples.length; i += 1) {
    ts += best.deltas[i] ?? 0;
    out.push({ ts, us: 0, stack: stackOf(best.samples[i]) });
  }
  // Each sample stands for the time to the next one.
  for (let i = 0; i < out.length; i += 1) out[i].us = i + 1 < out.length ? Math.min(out[i + 1].ts - out[i].ts, 5000) : 0;
  return out;
}

const IDLE = new Set(['(idle)', '(program)', '(root)']);

/** Adds the samples of [from, to) to the tallies: self by package, module evaluation, own functions. */
function attribute(samples, from, to, tally) {
  for (const s of samples) {
    if (s.ts < from || s.ts >= to || !s.stack.length) continue;
    const leaf = s.stack[0];
    if (IDLE.has(leaf.label) || (s.stack.length === 1 && s.stack[0].native && IDLE.has(s.stack[0].name))) continue;
    const ms = s.us / 1000;
    tally.self[leaf.pkg] = (tally.self[leaf.pkg] ?? 0) + ms;
    tally.fns[leaf.label] = (tally.fns[leaf.label] ?? 0) + ms;
    const phase = s.stack.find((f) => f.pkg === 'react-dom' && REACT_PHASES.test(f.name));
    if (phase) tally.react[phase.name] = (tally.react[phase.name] ?? 0) + ms;
    // A module's evaluation: a frame called by webpack's require (outermost first, each counted once).
    const seenModules = new Set();
    for (let i = s.stack.length - 1; i > 0; i -= 1) {
      const caller = s.stack[i];
      const callee = s.stack[i - 1];
      if (/__webpack_require__|webpack\/bootstrap/.test(`${caller.name} ${caller.source}`) && !callee.native && !/^webpack\//.test(callee.source)) {
        if (seenModules.has(callee.source)) continue;
        seenModules.add(callee.source);
        tally.modules[callee.source] = (tally.modules[callee.source] ?? 0) + ms;
      }
    }
    // The workspace's own functions (inclusive, each once per sample).
    const seenOwn = new Set();
    for (const f of s.stack) {
      if (f.native || !/^(host|shared|contract|remote-[a-z]+)\//.test(f.source)) continue;
      if (seenOwn.has(f.label)) continue;
      seenOwn.add(f.label);
      tally.own[f.label] = (tally.own[f.label] ?? 0) + ms;
    }
    // What the sample is inside: React's work loop, a module's evaluation, else the outermost function.
    const kind = s.stack.some((f) => f.pkg === 'react-dom' && /performWorkOnRoot|performUnitOfWork|commitRoot|flushSync|renderRoot|workLoop|commitMutation|commitLayout|flushPassiveEffects|commitPassive/.test(f.name))
      ? 'React render/commit'
      : seenModules.size ? 'module evaluation' : `other: ${s.stack.findLast((f) => !f.native)?.label ?? leaf.label}`;
    tally.kinds[kind] = (tally.kinds[kind] ?? 0) + ms;
  }
}

const newTally = () => ({ self: {}, fns: {}, react: {}, modules: {}, own: {}, kinds: {} });
/** React's phases, innermost first on a stack: which one a sample inside React is in. */
const REACT_PHASES = /^(renderRootSync|renderRootConcurrent|commitRoot|commitRootImpl|flushPassiveEffects|flushSyncWorkAcrossRoots_impl|performWorkOnRoot)$/;
const top = (record, n, min = 1) => Object.entries(record).filter(([, v]) => v >= min).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${Math.round(v)} ${k}`);

/** Trace events that only wrap others: left out of a task's parts. */
const WRAPPERS = new Set([
  'ThreadControllerImpl::RunTask', 'RunTask', 'v8.callFunction', 'AsyncTask Run', 'ProxyMain::BeginMainFrame',
  'V8.StackGuard', 'V8.HandleInterrupts', 'TimerBase::run', 'RunMicrotasks', 'BlinkScheduler_PerformMicrotaskCheckpoint',
  'ProfileChunk', 'Profile', 'CpuProfiler::StartProfiling',
]);

function analyse(events, resolve, navigationTs, windowMs) {
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  // The page's renderer: the main thread that evaluated the most script.
  let main = null;
  let mostScript = -1;
  for (const [key, name] of threads) {
    if (name !== 'CrRendererMain') continue;
    const script = events.filter((e) => `${e.pid}:${e.tid}` === key && e.name === 'EvaluateScript').reduce((n, e) => n + (e.dur ?? 0), 0);
    if (script > mostScript) {
      mostScript = script;
      main = key;
    }
  }
  if (!main) throw new Error('no renderer main thread in the trace');
  const pid = Number(main.split(':')[0]);
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const start = navigationTs ?? mine[0]?.ts ?? 0;
  const end = start + windowMs * 1000;
  const samples = samplesOf(events, pid, resolve);
  const tasks = [];
  let outerEnd = -1;
  let taskTime = 0;
  for (const task of mine) {
    if (task.name !== 'ThreadControllerImpl::RunTask' && task.name !== 'RunTask') continue;
    if (task.ts < outerEnd || task.ts < start || task.ts > end) continue;
    outerEnd = task.ts + task.dur;
    taskTime += task.dur / 1000;
    if (task.dur < LONG_MS * 1000) continue;
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= outerEnd);
    const byName = new Map();
    for (const e of inside) {
      if (WRAPPERS.has(e.name)) continue;
      let name = e.name;
      const data = e.args?.data ?? {};
      if (name === 'EvaluateScript' || name === 'v8.compile' || name === 'v8.compileModule') name += ` ${String(data.url || e.args?.fileName || '').replace(/^.*\//, '')}`;
      else if (name === 'FunctionCall') name += ` ${data.functionName || '(anonymous)'} ${String(data.url || '').replace(/^.*\//, '')}`;
      else if (name === 'TimerFire' || name === 'EventDispatch' || name === 'FireAnimationFrame' || name === 'FireIdleCallback') name += ` ${data.type || ''}`;
      byName.set(name, (byName.get(name) || 0) + e.dur);
    }
    const tally = newTally();
    attribute(samples, task.ts, outerEnd, tally);
    tasks.push({
      at: Math.round((task.ts - start) / 1000),
      ms: Math.round(task.dur / 1000),
      parts: [...byName].filter(([, dur]) => dur >= 3000).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, dur]) => `${Math.round(dur / 1000)} ${name}`),
      tally,
    });
  }
  const whole = newTally();
  attribute(samples, start, end, whole);
  return {
    taskMs: Math.round(taskTime),
    longMs: tasks.reduce((n, t) => n + t.ms, 0),
    blockingMs: tasks.reduce((n, t) => n + t.ms - LONG_MS, 0),
    longTasks: tasks,
    whole,
    sampled: samples.length > 0,
  };
}

async function visit(chromium, baseURL, args, session, resolve) {
  const page = await openBarePage(chromium, BARE_MOBILE);
  try {
    if (session) {
      await page.goto(`${baseURL}/api/auth/form`);
      await page.evaluate(`(() => { for (const [k, v] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(k, v); return 0; })()`);
    }
    await page.send('Emulation.setCPUThrottlingRate', { rate: args.rate });
    const { events } = await traceWhile(chromium, CATEGORIES, async () => {
      await page.goto(`${baseURL}${args.route}`);
      await new Promise((r) => setTimeout(r, args.window));
    });
    if (args.keep) fs.writeFileSync(args.keep, JSON.stringify({ traceEvents: events }));
    const nav = events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(`${baseURL}${args.route}`))
      ?? events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
    return analyse(events, resolve, nav?.ts ?? null, args.window);
  } finally {
    await page.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await page.close();
  }
}

function printTally(tally, indent, n) {
  console.log(`${indent}by kind: ${top(tally.kinds, n).join(' | ')}`);
  console.log(`${indent}self by package: ${top(tally.self, n).join(' | ')}`);
  console.log(`${indent}self by function: ${top(tally.fns, n, 2).join(' | ')}`);
  const react = top(tally.react, n, 2);
  if (react.length) console.log(`${indent}React phase: ${react.join(' | ')}`);
  const modules = top(tally.modules, n, 2);
  if (modules.length) console.log(`${indent}module evaluation (incl.): ${modules.join(' | ')}`);
  const own = top(tally.own, n, 2);
  if (own.length) console.log(`${indent}own code (incl.): ${own.join(' | ')}`);
}

/** Prints the visits (and writes them with --json). */
function report(args, runs, loads) {
  const all = newTally();
  for (const run of runs) {
    for (const t of run.longTasks) for (const k of Object.keys(all)) for (const [name, ms] of Object.entries(t.tally[k])) all[k][name] = (all[k][name] ?? 0) + ms / runs.length;
  }
  console.log(`route ${args.route}${args.member ? ' (member)' : ''}, ${args.runs} cold phone visits at ${args.rate}× CPU, ${args.window} ms from navigation (load ${loads.join(', ')})${runs[0]?.sampled ? '' : ' — NO PROFILE SAMPLES'}`);
  console.log(`main-thread task time: median ${median(runs.map((r) => r.taskMs))} ms (${runs.map((r) => r.taskMs).join(', ')})`);
  console.log(`long tasks: median ${median(runs.map((r) => r.longMs))} ms (${runs.map((r) => `${r.longTasks.length}× ${r.longMs}`).join(', ')}); blocking (> 50 ms parts): median ${median(runs.map((r) => r.blockingMs))} ms (${runs.map((r) => r.blockingMs).join(', ')})`);
  runs.forEach((run, i) => {
    console.log(`visit ${i + 1}:`);
    for (const t of run.longTasks) {
      console.log(`  ${t.ms} ms at ${t.at} ms: ${t.parts.join(' | ')}`);
      printTally(t.tally, '      ', 6);
    }
  });
  console.log('long tasks of all visits, per visit (ms):');
  printTally(all, '  ', 14);
  console.log('whole window of the first visit, long tasks or not (ms):');
  printTally(runs[0].whole, '  ', 14);
  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify({ args, loads, runs, all }, null, 2)}\n`);
}

async function main() {
  const options = benchOptions({
    usage: USAGE,
    runs: 3,
    own: {
      root: { type: 'string', default: ROOT },
      member: { type: 'boolean', default: false },
      window: { type: 'string', default: '8000' },
      json: { type: 'string' },
      keep: { type: 'string' },
    },
  });
  const args = {
    ...options,
    root: path.resolve(options.root),
    window: Number(options.window),
    json: options.json ? path.resolve(options.json) : null,
    keep: options.keep ? path.resolve(options.keep) : null,
  };
  const resolve = sourceMaps(args.dist);
  await withBenchSite(args.dist, 'trace-startup', {
    launch: launchBareChromium,
    root: args.root,
    measure: async (chromium, url) => {
      const session = args.member ? await demoSessionEntries(url) : null;
      await visit(chromium, url, { ...args, rate: 1, window: 3000 }, session, resolve); // warm the server (as this member), not measured
      const runs = [];
      const loads = [];
      for (let i = 0; i < args.runs; i += 1) {
        loads.push(loadAverage());
        runs.push(await visit(chromium, url, args, session, resolve));
      }
      report(args, runs, loads);
    },
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
