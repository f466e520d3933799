// What the one-page bench tools (startup.mjs, styleTime.mjs, traceStartup.mjs) share: their
// options, read with node's util.parseArgs (`--help` prints the usage, an unknown option exits 2,
// as every command of the repository does), and their set-up, which the lobby walk's trace
// (traceWalk.mjs) shares too: a sandbox serving the build in a fresh data folder and a browser
// with the bench's flags, one visit to warm the server before anything is measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS } from './bareChromium.mjs';
import { startBenchSandbox } from './sandboxProcess.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The options every one-page tool has, as util.parseArgs option specs (literal types, `multiple`
 * spelled out: parseArgs types the values by them). benchOptions reads them beside the tool's own.
 */
const BENCH_OPTIONS = /** @type {const} */ ({
  dist: { type: 'string', multiple: false, default: path.join(ROOT, 'dist') },
  route: { type: 'string', multiple: false, default: '/' },
  runs: { type: 'string', multiple: false },
  rate: { type: 'string', multiple: false, default: '4' },
  help: { type: 'boolean', multiple: false, short: 'h', default: false },
});

/**
 * What parseArgs makes of a tool's own option specs `O`, read beside BENCH_OPTIONS.
 * @template {import('node:util').ParseArgsConfig['options']} O
 * @typedef {ReturnType<typeof parseArgs<{ args: string[], options: O, strict: true, allowPositionals: false }>>['values']} OwnValues
 */

/**
 * The options of a one-page tool, read from `args` (the command line unless given) with
 * util.parseArgs: BENCH_OPTIONS and the tool's `own` specs (`{ json: { type: 'string' } }`), whose
 * values come back as parseArgs types them. BENCH_OPTIONS' part: --runs and --rate as numbers
 * (`runs` is the tool's default), --dist as an absolute path. `--help` prints the usage and exits 0;
 * an unknown option, a positional or a bad number exits 2, as every command of the repository does.
 * @template {import('node:util').ParseArgsConfig['options']} O
 * @param {{ usage: string, runs: number, own: O, args?: string[] }} settings
 * @returns {OwnValues<O> & { dist: string, route: string, runs: number, rate: number }}
 */
export function benchOptions({ usage, runs, own, args = process.argv.slice(2) }) {
  const exit = (code, message) => {
    (code ? console.error : console.log)(`${message}usage: ${usage}`);
    return process.exit(code);
  };
  // parseArgs' types of a generic `own` resolve only at the caller (@returns); here the common part is spelled out.
  /** @type {{ dist: string, route: string, runs?: string, rate: string, help: boolean }} */
  let parsed;
  try {
    parsed = /** @type {any} */ (parseArgs({ args, options: { ...BENCH_OPTIONS, ...own }, strict: true, allowPositionals: false }).values);
  } catch (error) {
    return exit(2, `${error.message}\n`);
  }
  const { dist, route, runs: runsText, rate: rateText, help, ...values } = parsed;
  if (help) return exit(0, '');
  const runsValue = runsText === undefined ? runs : Number(runsText);
  const rate = Number(rateText);
  if (!Number.isInteger(runsValue) || runsValue < 1 || !(rate >= 1)) return exit(2, '--runs takes a whole number ≥ 1 and --rate a number ≥ 1\n');
  return /** @type {any} */ ({ ...values, dist: path.resolve(dist), route, runs: runsValue, rate });
}

/** The middle value (the lower of the two middle ones for an even count), null for none. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** The machine's one-minute load average, two decimals: printed beside every figure. */
export const loadAverage = () => Math.round(os.loadavg()[0] * 100) / 100;

/**
 * Launches the Playwright Chromium most tools measure in: Debian's Chromium with the bench's flags
 * (and `extraFlags`, the variants fixedCost.mjs compares).
 * Playwright is loaded here, not at the top, so reading a tool's options loads no browser library
 * (their test runs in jest, which cannot load Playwright's test runner).
 * @returns {Promise<import('@playwright/test').Browser>}
 */
export async function launchPlaywrightChromium(extraFlags = [], executablePath = process.env.CHROME_PATH || '/usr/bin/chromium') {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

/**
 * Serves `dist` from a sandbox in a fresh data folder (`tool` names the folder; `root`: the
 * checkout whose sandbox serves it, this one by default), launches a browser (`launch`:
 * launchPlaywrightChromium, or bareChromium's launchBareChromium for the trace tools), calls `warm(browser, url)` once if
 * given (not measured) and then `measure(browser, url, sandbox)` (`sandbox.pid`: its process, for
 * a tool that reads its CPU); everything is stopped and removed afterwards, also when measuring fails.
 * @template {{ close(): unknown }} B
 * @template R
 * @param {string} dist
 * @param {string} tool
 * @param {{ launch: () => Promise<B>, root?: string, warm?: (browser: B, url: string) => Promise<unknown>, measure: (browser: B, url: string, sandbox: { pid: number }) => Promise<R> }} steps
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
    return await measure(browser, site.url, site);
  } finally {
    await browser?.close();
    await site?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
