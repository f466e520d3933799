// The fixed cost of one e2e test, by Chromium process kind (ADR 0070): a fresh context with the
// suite's page fixtures, a guest's `/` then a lobby, or a member's dashboard, then the context closed.
// Variants of the browser's flags run in turns (A B A B …) so the shared machine's load falls on each alike;
// CPU is read from /proc for the browser's process tree (user+system ticks), not wall time.
// Usage: node e2e/bench/fixedCost.mjs --rounds 4 --variant base= --variant inproc=--in-process-gpu
// A word of a variant that starts with @ names the browser binary: --variant shell=@/usr/lib/chromium/chromium-headless-shell
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices } from '@playwright/test';
import { launchPlaywrightChromium, ROOT, withBenchSite } from './benchOptions.mjs';
import { demoSessionEntries } from './sandboxProcess.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : fallback; };
const rounds = Number(opt('rounds', '3'));
const variants = [];
for (let i = 0; i < args.length; i++) if (args[i] === '--variant') { const [name, flags] = args[i + 1].split(/=(.*)/s); { const words = flags ? flags.split(' ').filter(Boolean) : []; variants.push({ name, executable: words.find((w) => w.startsWith('@'))?.slice(1), flags: words.filter((w) => !w.startsWith('@')) }); } }
if (!variants.length) variants.push({ name: 'base', flags: [] });
const scenarios = (opt('scenarios', 'guest-desktop,member-desktop,guest-mobile,member-mobile')).split(',');
const TICK = 100;

function treeProcs(rootPid) {
  const procs = new Map();
  for (const p of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(p), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
    } catch { /* gone */ }
  }
  const out = new Map();
  for (const [pid, info] of procs) {
    let q = pid; let inTree = false;
    for (let k = 0; k < 10 && q > 1; k++) { if (q === rootPid) { inTree = true; break; } q = procs.get(q)?.ppid ?? 0; }
    if (inTree) out.set(pid, info.ticks);
  }
  return out;
}
const kindOf = (pid) => {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /--type=renderer/.test(cmd) ? 'renderer' : /--type=gpu-process/.test(cmd) ? 'gpu' : /--type=utility/.test(cmd) ? 'utility' : /--type=zygote/.test(cmd) ? 'zygote' : 'browser';
  } catch { return undefined; }
};

/**
 * CPU of a process tree over a stretch of time, by kind: /proc is read every 100 ms, because a
 * context's renderer exits when the context closes and takes its counters with it (at most the
 * last 100 ms of a process that exits is lost).
 */
function treeSampler(rootPid) {
  const base = treeProcs(rootPid);
  const last = new Map(base);
  const kinds = new Map();
  for (const pid of base.keys()) kinds.set(pid, kindOf(pid));
  const look = () => {
    for (const [pid, ticks] of treeProcs(rootPid)) {
      last.set(pid, ticks);
      const kind = kindOf(pid);
      if (kind && kind !== kinds.get(pid)) kinds.set(pid, kind);
    }
  };
  const timer = setInterval(look, 100);
  return {
    stop() {
      clearInterval(timer);
      look();
      const out = { procs: 0 };
      for (const [pid, ticks] of last) {
        const kind = kinds.get(pid) ?? 'browser';
        out[kind] = (out[kind] ?? 0) + ticks - (base.get(pid) ?? 0);
        if (!base.has(pid)) out.procs += 1;
      }
      return out;
    },
  };
}
const selfTicks = () => { const s = fs.readFileSync('/proc/self/stat', 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return Number(f[11]) + Number(f[12]); };

async function newContext(browser, scenario, { baseURL, member }) {
  const origin = new URL(baseURL).origin;
  const mobile = scenario.includes('mobile');
  const device = mobile ? { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 } };
  const storageState = scenario.startsWith('member') ? { cookies: [], origins: [{ origin, localStorage: Object.entries(member).map(([name, value]) => ({ name, value })) }] } : undefined;
  const context = await browser.newContext({ ...device, baseURL, serviceWorkers: 'block', storageState });
  await context.addInitScript(() => { try { if (localStorage.getItem('vitrin:canary-bucket') === null) localStorage.setItem('vitrin:canary-bucket', '99'); } catch { /* about:blank has no storage */ } });
  return context;
}

/** `-warm`: the test's page opens in a context that ran the same test before (its cache and code cache warm), and only the page closes. */
async function oneTest(browser, scenario, site, warmContext) {
  const t0 = Date.now();
  const context = warmContext ?? await newContext(browser, scenario, site);
  const page = await context.newPage();
  await page.exposeBinding('__vitrinCspViolation', () => {});
  await page.addInitScript(() => { window.addEventListener('securitypolicyviolation', (e) => /** @type {Window & { __vitrinCspViolation?: (text: string) => void }} */ (window).__vitrinCspViolation?.(String(e.blockedURI)), true); });
  page.on('console', () => {});
  await flow(page, scenario);
  if (warmContext) await page.close(); else await context.close();
  return Date.now() - t0;
}

async function flow(page, scenario) {
  if (scenario.startsWith('member')) {
    await page.goto('/dashboard');
    await page.locator('[data-remote-section="account"]').first().waitFor({ timeout: 30_000 });
    await page.getByRole('main').first().getByRole('heading').first().waitFor({ timeout: 30_000 });
    await page.goto('/dashboard/deposit');
    await page.locator('[data-remote-section="payments"]').first().waitFor({ timeout: 30_000 });
  } else {
    await page.goto('/');
    await page.getByRole('contentinfo').first().waitFor({ timeout: 30_000 });
    await page.goto('/casino/slot');
    await page.locator('[data-remote-section="casino"]').first().waitFor({ timeout: 30_000 });
  }
}

/**
 * The variants' browsers, each launched by the bench's launcher when its turn comes and closed after
 * it; whatever a failure left open is closed with the site.
 */
async function browsersInTurns() {
  const launched = [];
  return {
    async launch(flags, executable) {
      const browser = await launchPlaywrightChromium(flags, executable);
      launched.push(browser);
      return browser;
    },
    close: () => Promise.all(launched.map((browser) => browser.close())),
  };
}

const results = await withBenchSite(path.join(ROOT, 'dist'), 'fixedcost', {
  launch: browsersInTurns,
  measure: async (browsers, baseURL, sandbox) => {
    const sandboxTicks = () => [...treeProcs(sandbox.pid).values()].reduce((a, b) => a + b, 0);
    const site = { baseURL, member: await demoSessionEntries(baseURL) };
    const measured = {};
    for (let r = 0; r < rounds; r++) {
      for (const variant of variants) {
        const browser = await browsers.launch(variant.flags, variant.executable);
        // The browser process is our child: Playwright's pipe, no --type= (its own children have one).
        const bpid = Number(fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p)).find((p) => { try { const c = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8'); return c.includes('--remote-debugging-pipe') && !c.includes('--type=') && fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')[1] == String(process.pid); } catch { return false; } }));
        await oneTest(browser, 'guest-desktop', site); // warm-up: the browser's own start is not a test's cost
        for (const scenario of scenarios) {
          let warm;
          if (scenario.endsWith('-warm')) { warm = await newContext(browser, scenario, site); await oneTest(browser, scenario, site, warm); }
          const sampler = treeSampler(bpid); const s0 = sandboxTicks(); const n0 = selfTicks();
          const wall = await oneTest(browser, scenario, site, warm);
          const after = sampler.stop(); const s1 = sandboxTicks(); const n1 = selfTicks();
          const row = { wall };
          for (const kind of ['browser', 'renderer', 'gpu', 'utility', 'zygote']) row[kind] = (after[kind] ?? 0) / TICK;
          row.newProcs = after.procs;
          row.sandbox = (s1 - s0) / TICK; row.client = (n1 - n0) / TICK;
          row.chromium = row.browser + row.renderer + row.gpu + row.utility + row.zygote;
          if (warm) await warm.close();
          ((measured[variant.name] ??= {})[scenario] ??= []).push(row);
          process.stdout.write(`${variant.name} ${scenario} ${JSON.stringify(row)} load ${os.loadavg()[0].toFixed(1)}\n`);
        }
        await browser.close();
      }
    }
    return measured;
  },
});
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
console.log('\nmedians (CPU s by kind; wall ms)');
for (const [variant, byScenario] of Object.entries(results)) {
  for (const [scenario, rows] of Object.entries(byScenario)) {
    const m = {}; for (const k of Object.keys(rows[0])) m[k] = Number(median(rows.map((x) => x[k])).toFixed(2));
    console.log(variant.padEnd(12), scenario.padEnd(16), JSON.stringify(m));
  }
}
