// Interaction figures of the bench, measured in a real browser against the
// sandbox: not tests (nothing here passes or fails a run), figures to quote and compare.
import { devices } from '@playwright/test';
import { launchBareChromium, openBarePage } from './bareChromium.mjs';

const MOBILE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
/** The same phone for the bare page of the lobby walk (bareChromium.mjs), and traceWalk's. */
export const BARE_MOBILE = {
  width: MOBILE.viewport.width,
  height: MOBILE.viewport.height,
  deviceScaleFactor: MOBILE.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: MOBILE.userAgent,
};

/**
 * Collects long tasks (> 50 ms) from the first script on (window.__longTasks), the long animation
 * frames around them (window.__frames: what a task was made of — scripts by source, style and
 * layout, rendering) and the walk's phase timeline (window.__phases), to say what each long task was.
 */
function collectLongTasks() {
  // Runs in the page: the page's window carries the collections the walk reads back.
  const page = /** @type {any} */ (window);
  page.__longTasks = [];
  page.__frames = [];
  page.__phases = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) page.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      // Long animation frames (not in TypeScript's DOM types yet).
      for (const frame of /** @type {any[]} */ (list.getEntries())) {
        page.__frames.push({
          start: frame.startTime,
          duration: frame.duration,
          renderStart: frame.renderStart,
          styleAndLayoutStart: frame.styleAndLayoutStart,
          scripts: frame.scripts.map((script) => ({
            invoker: script.invoker,
            source: `${script.sourceFunctionName || '(anonymous)'} ${String(script.sourceURL).replace(/^.*\//, '')}:${script.sourceCharPosition}`,
            duration: script.duration,
            forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without long animation frames: the tasks are still counted, without attribution.
  }
}

/** What a long task was: its walk phase and, from the long animation frame it belongs to, its parts. */
function attribute(task, frames, phases) {
  const end = task.start + task.duration;
  let phase = 'before the walk';
  for (const p of phases) if (p.t <= task.start) phase = p.phase;
  const frame = frames.find((f) => f.start <= task.start + 1 && f.start + f.duration >= end - 1);
  const out = { durationMs: Math.round(task.duration), atMs: Math.round(task.start), phase };
  if (!frame) return out;
  const frameEnd = frame.start + frame.duration;
  const scriptsMs = frame.scripts.reduce((sum, script) => sum + script.duration, 0);
  out.frame = {
    durationMs: Math.round(frame.duration),
    scriptsMs: Math.round(scriptsMs),
    // From the start of the frame's rendering (rAF callbacks, style, layout, paint) to its end.
    renderMs: frame.renderStart ? Math.round(frameEnd - frame.renderStart) : 0,
    styleAndLayoutMs: frame.styleAndLayoutStart ? Math.round(frameEnd - frame.styleAndLayoutStart) : 0,
    scripts: frame.scripts
      .filter((script) => script.duration >= 5)
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 4)
      .map((script) => ({ ...script, duration: Math.round(script.duration), forcedStyleAndLayout: Math.round(script.forcedStyleAndLayout) })),
  };
  return out;
}

/** `promise`, or an error naming `what` once `ms` passed (a stuck walk must not hang the bench). */
function within(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`lobby walk: ${what()} did not finish in ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Scrolls the page down by 80 % of a screen per step, two frames apart, as a thumb would, until its
 * bottom or `maxSteps`, counting the document's elements every few steps (the largest count is
 * kept). Bounded: a page that stops moving, stops drawing, or does not reach its bottom in
 * `limitMs` ends the loop with what it saw, so the caller can say where it stuck instead of
 * waiting forever. The bench's walk and traceWalk's.
 */
export async function scrollDown(page, { maxSteps = Infinity, limitMs = 30 * 60_000 } = {}) {
  const walk = async (most, limit) => {
    const step = Math.round(window.innerHeight * 0.8);
    const started = performance.now();
    const atBottom = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    let still = 0;
    let steps = 0;
    let maxDom = document.getElementsByTagName('*').length;
    // Two frames, or false when none comes in 5 s: headless Chromium once stopped producing frames
    // in the middle of a walk (26 Nov; its main thread idle, the page answering), and the walk
    // waited for them until its time-out.
    const twoFrames = () => new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), 5000);
      requestAnimationFrame(() => requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve(true);
      }));
    });
    while (steps < most && !atBottom()) {
      const before = window.scrollY;
      window.scrollBy(0, step);
      steps += 1;
      if (!(await twoFrames())) return { bottom: false, stalled: true, steps, maxDom, scrollY: window.scrollY };
      // Counting is a DOM walk of its own: every 25th step is enough to see the DOM stay bounded.
      if (steps % 25 === 0) maxDom = Math.max(maxDom, document.getElementsByTagName('*').length);
      still = window.scrollY === before ? still + 1 : 0;
      if (still >= 20 || performance.now() - started > limit) break;
    }
    maxDom = Math.max(maxDom, document.getElementsByTagName('*').length);
    return { bottom: atBottom(), steps, maxDom, scrollY: window.scrollY, innerHeight: window.innerHeight, scrollHeight: document.documentElement.scrollHeight };
  };
  // Sent as source text: `Infinity` (no step limit) is a literal there.
  return page.evaluate(`(${walk})(${Number(maxSteps)}, ${Number(limitMs)})`);
}

/**
 * The slots lobby — one grid of all its games, only the rows near the screen in the
 * document — scrolled from its first game to its last on a phone under 4× CPU throttling. Reports
 * the games listed, the scroll steps, the longest task after the first paint, how many tasks
 * passed 50 ms (each with what its frame was made of), the largest DOM seen (bounded: the window
 * holds a screen and a half of rows), and the last tile's place, to show the walk reached the end.
 * The page is a bare DevTools page (bareChromium.mjs): no Network domain, as on a player's phone
 * (ADR 0016); `network: true` walks with it, the control. `maxSteps` stops early (a quick look);
 * bounded in time by `timeoutMs`.
 */
export async function lobbyWalk(baseURL, { maxSteps = Infinity, timeoutMs = 30 * 60_000, network = false } = {}) {
  const chromium = await launchBareChromium();
  /** @type {any} */
  let page = null;
  let where = 'the first load';
  const phase = (name) => {
    where = name;
    return page.evaluate(`window.__phases.push({ t: performance.now(), phase: ${JSON.stringify(name)} }), 0`);
  };
  const walk = async () => {
    page = await openBarePage(chromium, BARE_MOBILE, {
      network,
      initScripts: [`(${collectLongTasks})()`, "localStorage.setItem('lang', 'en')"],
    });
    await page.goto(`${baseURL}/casino/slot`);
    await page.waitFor('!!document.querySelector(\'[data-testid="game-tile"]\')', 60_000, 'the first game tile');
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const total = await page.evaluate(
      "Number([...document.querySelectorAll('[role=\"status\"]')].map((e) => e.textContent).find((text) => /games?/i.test(text))?.replace(/\\D/g, '') || 0)",
    );
    // Tasks of the first load are Lighthouse's business; from here on, the walk.
    await page.evaluate('window.__longTasks = [], 0');
    await phase('scrolling the lobby');
    const limited = Number.isFinite(maxSteps);
    const scrolled = await scrollDown(page, { maxSteps, limitMs: timeoutMs - 60_000 });
    if (scrolled.stalled) throw new Error(`lobby walk: the browser stopped producing frames (${JSON.stringify(scrolled)}); no figure from this walk`);
    if (!limited && !scrolled.bottom) throw new Error(`lobby walk: the lobby stopped scrolling before its bottom (${JSON.stringify(scrolled)})`);
    await phase('at the bottom');
    // The last rows' games arrive after the scroll: wait for the last tile, then read its place.
    let lastPlace = null;
    if (!limited) {
      await page.waitFor(`!!document.querySelector('[data-testid="game-tile"][aria-posinset="${total}"]')`, 30_000, 'the last game tile');
      lastPlace = total;
    }
    const { longTasks, frames, phases } = await page.evaluate('({ longTasks: window.__longTasks, frames: window.__frames, phases: window.__phases })');
    return {
      lobby: '/casino/slot',
      harness: network ? 'DevTools page with the Network domain enabled (control)' : 'bare DevTools page, no Network domain (ADR 0016)',
      gamesInLobby: total,
      scrollSteps: scrolled.steps,
      lobbyHeightPx: scrolled.scrollHeight ?? null,
      lastTileReached: lastPlace,
      longTasksOver50ms: longTasks.length,
      longestTaskMs: longTasks.length ? Math.round(Math.max(...longTasks.map((task) => task.duration))) : 0,
      maxDomNodes: scrolled.maxDom,
      cpuThrottling: 4,
      longTasks: longTasks.map((task) => attribute(task, frames, phases)),
    };
  };
  try {
    const running = walk();
    running.catch(() => undefined); // after a time-out it fails again when the browser closes
    return await within(running, timeoutMs, () => where);
  } finally {
    await page?.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await page?.close();
    await chromium.close();
  }
}

/**
 * From choosing a deposit method to a usable form (the amount field can take input),
 * on a phone under 4× CPU throttling, the payments remote already loaded; median of `runs`.
 */
export async function paymentFormTime(browser, baseURL, seed, { runs = 3 } = {}) {
  const context = await browser.newContext(MOBILE);
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await seed(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const times = [];
  try {
    await page.goto(`${baseURL}/dashboard/deposit`, { waitUntil: 'load' });
    const method = page.getByRole('button', { name: /^Papara Min/ });
    await method.waitFor({ timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < runs; i += 1) {
      const started = Date.now();
      await method.click();
      const dialog = page.getByRole('dialog', { name: 'Papara' });
      await dialog.getByRole('textbox', { name: /^Amount/ }).waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForFunction(() => {
        const input = document.querySelector('[role="dialog"] input');
        return input instanceof HTMLInputElement && !input.disabled;
      });
      times.push(Date.now() - started);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { route: '/dashboard/deposit', method: 'Papara', runsMs: times, medianMs: sorted[Math.floor(sorted.length / 2)], cpuThrottling: 4 };
}
