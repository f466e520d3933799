#!/usr/bin/env node
// Which components still make their styles at run time on a page's first load (ADR 0073): every
// rule emotion inserts (CSSOM `insertRule`, which emotion's production "speedy" mode uses) is
// counted in the page from before its first script, and each is given to the MUI component whose
// elements carry its class (`Mui…-root` beside emotion's `css-…`). Beside the rules, the page's
// emotion-styled elements per component when the load is over: each is a styled component that
// emotion serialises again at every render, whether its rule is new or not.
// Counts, not times: they do not move with the machine's load. Not a test: it prints, and exits
// non-zero only when it cannot measure.
//
// node e2e/bench/styleRules.mjs [--dist dist] [--route /] [--desktop] [--lang tr|en] [--json out.json]
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { devices } from '@playwright/test';
import { benchOptions, launchPlaywrightChromium, withBenchSite } from './benchOptions.mjs';

const USAGE = 'node e2e/bench/styleRules.mjs [--dist dist] [--route /] [--desktop] [--lang tr|en] [--json file]';

/** Runs in the page before any of its scripts: every CSSOM insert, with its time. */
function countInserts() {
  const w = /** @type {any} */ (window);
  w.__styleRules = [];
  w.__firstTaskRules = null;
  const insert = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function insertRule(rule, index) {
    // The task of the first insert is the shell's first commit: a message posted now runs after it.
    if (w.__styleRules.length === 0) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        w.__firstTaskRules = w.__styleRules.length;
      };
      channel.port2.postMessage(null);
    }
    w.__styleRules.push({ at: Math.round(performance.now()), rule: String(rule).slice(0, 200) });
    return insert.call(this, rule, index);
  };
}

/** In the page after the load: the rules by component and the styled elements by component. */
function summarise() {
  const w = /** @type {any} */ (window);
  const componentOf = (el) => {
    // The most specific of MUI's root classes (a Button is `MuiButtonBase-root MuiButton-root`).
    const root = [...el.classList].filter((c) => /^Mui[A-Za-z]+-root$/.test(c)).pop();
    return root ? root.replace(/-root$/, '') : `<${el.tagName.toLowerCase()}> (sx or styled)`;
  };
  const rules = {};
  const firstCommit = {};
  w.__styleRules.forEach(({ rule }, index) => {
    const cls = /\.(css-[a-z0-9]+(?:-[A-Za-z]+)?)/.exec(rule)?.[1];
    const el = cls ? document.querySelector(`.${CSS.escape(cls)}`) : null;
    const key = !cls ? '(global or keyframes)' : el ? componentOf(el) : '(no element now)';
    rules[key] = (rules[key] ?? 0) + 1;
    if (index < (w.__firstTaskRules ?? 0)) firstCommit[key] = (firstCommit[key] ?? 0) + 1;
  });
  const elements = {};
  for (const el of document.querySelectorAll('[class*="css-"]')) {
    if (![...el.classList].some((c) => c.startsWith('css-'))) continue;
    const key = componentOf(el);
    elements[key] = (elements[key] ?? 0) + 1;
  }
  return {
    rules,
    firstCommit,
    elements,
    total: w.__styleRules.length,
    firstTask: w.__firstTaskRules,
  };
}

async function visit(browser, baseURL, args) {
  const device = args.desktop ? { viewport: { width: 1366, height: 900 }, hasTouch: false } : { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
  const context = await browser.newContext(device);
  await context.addCookies([{ name: 'lang', value: args.lang, url: baseURL }]);
  await context.addInitScript((value) => localStorage.setItem('lang', value), args.lang);
  await context.addInitScript(countInserts);
  const page = await context.newPage();
  await page.goto(`${baseURL}${args.route}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  const result = await page.evaluate(summarise);
  await context.close();
  return result;
}

const sorted = (counts) => Object.entries(counts).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n} ${k}`).join(', ');

async function main() {
  const args = benchOptions({
    usage: USAGE,
    runs: 1,
    own: { desktop: { type: 'boolean', default: false }, lang: { type: 'string', default: 'tr' }, json: { type: 'string' } },
  });
  const result = await withBenchSite(args.dist, 'stylerules', {
    launch: launchPlaywrightChromium,
    warm: (browser, url) => visit(browser, url, args),
    measure: (browser, url) => visit(browser, url, args),
  });
  console.log(`route ${args.route}, guest, ${args.desktop ? 'desktop' : 'phone'}, ${args.lang}`);
  console.log(`rules inserted by emotion: ${result.total} (${result.firstTask} in the task of the first, the shell's first commit)`);
  console.log(`  by component: ${sorted(result.rules)}`);
  console.log(`  in the first commit: ${sorted(result.firstCommit)}`);
  console.log(`emotion-styled elements after the load: ${Object.values(result.elements).reduce((a, b) => a + b, 0)}`);
  console.log(`  by component: ${sorted(result.elements)}`);
  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
