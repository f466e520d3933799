// What the one-page bench tools (startup.mjs, styleTime.mjs, traceStartup.mjs) share: their
// options, read with node's util.parseArgs (`--help` prints the usage, an unknown option exits 2,
// as every command of the repository does), and their set-up, which the lobby walk's trace
// (traceWalk.mjs) shares too: a sandbox serving the build in a fresh data folder and a browser
// with the bench's flags, one visit to warm the server before anything is measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from './bareChromium.mjs';
import { startBenchSandbox } from './sandboxProcess.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The options every one-page tool has, as util.parseArgs option specs (literal types, `multiple`
 * spelled out: parseArgs types the values by them). A tool parses them with its own: `{ ...BENCH_OPTIONS, json: … }`.
 */
export const BENCH_OPTIONS = /** @type {const} */ ({
  dist: { type: 'string', multiple: false, default: path.join(ROOT, 'dist') },
  route: { type: 'string', multiple: false, default: '/' },
  runs: { type: 'string', multiple: false },
  rate: { type: 'string', multiple: false, default: '4' },
  help: { type: 'boolean', multiple: false, short: 'h', default: false },
});

/** @typedef {{ dist: string, route: string, runs?: string, rate: string, help: boolean }} BenchValues */

/**
 * The options of a one-page tool. `parse` is the tool's call of util.parseArgs over BENCH_OPTIONS
 * and its own options (`() => parseArgs({ args, options: { ...BENCH_OPTIONS, … }, strict: true })`),
 * so the values come back as parseArgs types them; this reads BENCH_OPTIONS' part: --runs and --rate
 * as numbers (`runs` is the tool's default), --dist as an absolute path. `--help` prints the usage
 * and exits 0; an unknown option or a bad number exits 2, as every command of the repository does.
 * @template {BenchValues} V
 * @param {{ usage: string, runs: number, parse: () => { values: V } }} settings
 */
export function benchOptions({ usage, runs, parse }) {
  const exit = (code, message) => {
    (code ? console.error : console.log)(`${message}usage: ${usage}`);
    return process.exit(code);
  };
  let parsed;
  try {
    parsed = parse();
  } catch (error) {
    return exit(2, `${error.message}\n`);
  }
  const { dist, route, runs: runsText, rate: rateText, help, ...own } = parsed.values;
  if (help) return exit(0, '');
  const runsValue = runsText === undefined ? runs : Number(runsText);
  const rate = Number(rateText);
  if (!Number.isInteger(runsValue) || runsValue < 1 || !(rate >= 1)) return exit(2, '--runs takes a whole number ≥ 1 and --rate a number ≥ 1\n');
  return { ...own, dist: path.resolve(dist), route, runs: runsValue, rate };
}

/** The middle value (the lower of the two middle ones for an even count), null for none. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** The machine's one-minute load average, two decimals: printed beside every figure. */
export const loadAverage = () => Math.round(os.loadavg()[0] * 100) / 100;

/**
 * Launches the Playwright Chromium most tools measure in: Debian's Chromium with the bench's flags.
 * Playwright is loaded here, not at the top, so reading a tool's options loads no browser library
 * (their test runs in jest, which cannot load Playwright's test runner).
 * @returns {Promise<import('@playwright/test').Browser>}
 */
export async function launchPlaywrightChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/**
 * Serves `dist` from a sandbox in a fresh data folder (`tool` names the folder; `root`: the
 * checkout whose sandbox serves it, this one by default), launches a browser (`launch`:
 * launchPlaywrightChromium, or bareChromium's launchBareChromium for the trace tools), calls `warm(browser, url)` once if
 * given (not measured) and then `measure(browser, url)`; everything is stopped and removed
 * afterwards, also when measuring fails.
 * @template {{ close(): unknown }} B
 * @template R
 * @param {string} dist
 * @param {string} tool
 * @param {{ launch: () => Promise<B>, root?: string, warm?: (browser: B, url: string) => Promise<unknown>, measure: (browser: B, url: string) => Promise<R> }} steps
 * @returns {Promise<R>}
 */
export async function withBenchSite(dist, tool, { launch, root = ROOT, warm, measure }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrin-${tool}-`));
  let site;
  let browser;
  try {
    site = await startBenchSandbox(root, dist, dataDir);
    browser = await launch();
    if (warm) await warm(browser, site.url);
    return await measure(browser, site.url);
  } finally {
    await browser?.close();
    await site?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
