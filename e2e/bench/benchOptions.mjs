// What the one-page bench tools (startup.mjs, styleTime.mjs) share: their options, read with
// node's util.parseArgs (`--help` prints the usage, an unknown option exits 2, as every command
// of the repository does), and their set-up: a sandbox serving the build in a fresh data folder and
// Debian's Chromium with the bench's flags, one visit to warm the server before anything is measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from './bareChromium.mjs';
import { startBenchSandbox } from './sandboxProcess.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The options of a one-page tool: --dist, --route, --runs, --rate, and the tool's own (`extra`:
 * util.parseArgs option specs). Numbers come back as numbers, --dist as an absolute path; a string
 * option of the tool's own without a default may be missing.
 * @template {Record<string, { type: 'string' | 'boolean', default?: string | boolean }>} E
 * @param {string[]} argv
 * @param {{ usage: string, runs: number, extra?: E }} settings
 * @returns {{ dist: string, route: string, runs: number, rate: number }
 *   & { [K in keyof E]: E[K]['type'] extends 'boolean' ? boolean : string | undefined }}
 */
export function benchOptions(argv, { usage, runs, extra = /** @type {E} */ ({}) }) {
  /** @type {NonNullable<import('node:util').ParseArgsConfig['options']>} */
  const options = {
    dist: { type: 'string', default: path.join(ROOT, 'dist') },
    route: { type: 'string', default: '/' },
    runs: { type: 'string', default: String(runs) },
    rate: { type: 'string', default: '4' },
    help: { type: 'boolean', short: 'h', default: false },
    ...extra,
  };
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false }));
  } catch (error) {
    console.error(`${error.message}\nusage: ${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(`usage: ${usage}`);
    process.exit(0);
  }
  const runsValue = Number(values.runs);
  const rate = Number(values.rate);
  if (!Number.isInteger(runsValue) || runsValue < 1 || !(rate >= 1)) {
    console.error(`--runs takes a whole number ≥ 1 and --rate a number ≥ 1\nusage: ${usage}`);
    process.exit(2);
  }
  // parseArgs has checked each value's type against `options`, which the return type restates.
  return /** @type {any} */ ({ ...values, dist: path.resolve(String(values.dist)), route: String(values.route), runs: runsValue, rate });
}

/** The middle value (the lower of the two middle ones for an even count), null for none. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** The machine's one-minute load average, two decimals: printed beside every figure. */
export const loadAverage = () => Math.round(os.loadavg()[0] * 100) / 100;

/**
 * Serves `dist` from a sandbox in a fresh data folder (`tool` names the folder), launches
 * Chromium, calls `warm(browser, url)` once (not measured) and then `measure(browser, url)`;
 * everything is stopped and removed afterwards, also when measuring fails.
 */
export async function withBenchSite(dist, tool, { warm, measure }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrin-${tool}-`));
  const site = await startBenchSandbox(ROOT, dist, dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    await warm(browser, site.url);
    return await measure(browser, site.url);
  } finally {
    await browser.close();
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
