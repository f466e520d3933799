#!/usr/bin/env node
// Does a build look the same as another? For moving styles between emotion and sheets made at
// build time (ADR 0058), where the look must not change: both builds are served side by side, and
// a page is opened in each at the same size, language and input kind (desktop mouse, phone touch).
// Compared per element of the page, in document order: the tag and every computed style property
// (with the ::before and ::after boxes); and per part of the frame, a screenshot's pixels. Prints
// every difference; exits 1 when there is one, 2 on bad options.
//
// node e2e/bench/lookDiff.mjs --before <dist> [--after dist] [--route /] [--member] [--out dir]
// --member: the demo member signed in on both sites (the account pages).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { ROOT } from './benchOptions.mjs';
import { CHROMIUM_FLAGS } from './bareChromium.mjs';
import { demoSessionEntries, startBenchSandbox } from './sandboxProcess.mjs';

const USAGE = 'node e2e/bench/lookDiff.mjs --before <dist> [--after dist] [--route /] [--member] [--out dir]';
const SCREENS = {
  desktop: { viewport: { width: 1366, height: 800 } },
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
};
const LANGUAGES = ['tr', 'en'];
/** The frame's parts, found the same way in both builds. */
const PARTS = {
  header: '[data-testid="site-header"]',
  'compact menu': 'nav:has([data-testid="compact-menu"])',
  'bottom bar': 'nav:has([data-bottom-bar])',
  footer: '[data-testid="site-footer"]',
};
/**
 * Differences that are not look: time (where the carousel and a shimmer are in their motion),
 * custom properties (a sheet's tokens are inherited by every element), and the old flexbox
 * prefixes emotion's stylis writes beside `align-items` (they apply only to `display: -webkit-box`).
 */
const NOT_LOOK = /^(transform|translate|background-position|background-position-x|--.*|-webkit-box-.*)$/;

function options() {
  try {
    const { values } = parseArgs({
      options: {
        before: { type: 'string' },
        after: { type: 'string', default: path.join(ROOT, 'dist') },
        route: { type: 'string', default: '/' },
        member: { type: 'boolean', default: false },
        out: { type: 'string', default: path.join(os.tmpdir(), 'vitrin-look-diff') },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    });
    if (values.help) {
      console.log(`usage: ${USAGE}`);
      process.exit(0);
    }
    if (!values.before) throw new Error('--before is needed');
    return { ...values, before: path.resolve(values.before), after: path.resolve(values.after), out: path.resolve(values.out) };
  } catch (error) {
    console.error(`${error.message}\nusage: ${USAGE}`);
    process.exit(2);
  }
}

/** In the page: every element of #root in document order, its tag and computed styles. */
function snapshotStyles() {
  const read = (element, pseudo) => {
    const style = getComputedStyle(element, pseudo);
    if (pseudo && (style.content === 'none' || style.content === 'normal')) return null;
    const values = {};
    for (let i = 0; i < style.length; i += 1) values[style[i]] = style.getPropertyValue(style[i]);
    return values;
  };
  return [...document.querySelectorAll('#root *')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    where: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}`,
    style: read(element, null),
    before: read(element, '::before'),
    after: read(element, '::after'),
  }));
}

async function open(browser, site, screen, lang, route) {
  const { url, session } = site;
  const context = await browser.newContext({ ...SCREENS[screen], reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'lang', value: lang, url }]);
  await context.addInitScript((value) => localStorage.setItem('lang', value), lang);
  if (session) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, session);
  }
  const page = await context.newPage();
  await page.goto(`${url}${route}`, { waitUntil: 'load' });
  await page.waitForSelector('#boot-body', { state: 'detached', timeout: 30_000 });
  await page.waitForSelector(PARTS.footer, { state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { context, page };
}

/** The differences of two pages' element lists, as lines. */
function compareStyles(a, b) {
  const lines = [];
  if (a.length !== b.length) lines.push(`${a.length} elements before, ${b.length} after`);
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if (a[i].tag !== b[i].tag) {
      lines.push(`element ${i}: ${a[i].where} before, ${b[i].where} after (the rest is not compared)`);
      break;
    }
    for (const box of ['style', 'before', 'after']) {
      const x = a[i][box];
      const y = b[i][box];
      if (!x || !y) {
        if (x || y) lines.push(`${a[i].where} ::${box}: ${x ? 'gone' : 'new'}`);
        continue;
      }
      for (const name of new Set([...Object.keys(x), ...Object.keys(y)])) {
        if (x[name] !== y[name] && !NOT_LOOK.test(name)) lines.push(`${a[i].where}${box === 'style' ? '' : `::${box}`} ${name}: ${x[name]} → ${y[name]}`);
      }
    }
  }
  return lines;
}

async function main() {
  const args = options();
  fs.mkdirSync(args.out, { recursive: true });
  const dataDirs = [fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-look-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-look-b-'))];
  const sites = await Promise.all([startBenchSandbox(ROOT, args.before, dataDirs[0]), startBenchSandbox(ROOT, args.after, dataDirs[1])]);
  // Each sandbox has its own data: the member signs in on each.
  const sessions = args.member ? await Promise.all(sites.map((site) => demoSessionEntries(site.url))) : [null, null];
  const targets = sites.map((site, i) => ({ url: site.url, session: sessions[i] }));
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  let differences = 0;
  try {
    for (const screen of Object.keys(SCREENS)) {
      for (const lang of LANGUAGES) {
        const [before, after] = [await open(browser, targets[0], screen, lang, args.route), await open(browser, targets[1], screen, lang, args.route)];
        const lines = compareStyles(await before.page.evaluate(snapshotStyles), await after.page.evaluate(snapshotStyles));
        for (const [part, selector] of Object.entries(PARTS)) {
          const shots = [];
          for (const { page } of [before, after]) {
            const element = page.locator(selector).first();
            if (!(await element.isVisible())) {
              shots.push(null);
              continue;
            }
            await element.scrollIntoViewIfNeeded();
            shots.push(await element.screenshot({ animations: 'disabled' }));
          }
          if (!shots[0] !== !shots[1]) lines.push(`${part}: shown ${shots[0] ? 'before' : 'after'} only`);
          else if (shots[0] && !shots[0].equals(shots[1])) {
            const name = `${screen}-${lang}-${part.replace(/ /g, '-')}`;
            fs.writeFileSync(path.join(args.out, `${name}-before.png`), shots[0]);
            fs.writeFileSync(path.join(args.out, `${name}-after.png`), shots[1]);
            lines.push(`${part}: the pixels differ (${name}-before.png / -after.png in ${args.out})`);
          }
        }
        console.log(`${args.route} ${screen} ${lang}: ${lines.length ? `${lines.length} difference(s)` : 'the same'}`);
        for (const line of lines.slice(0, 60)) console.log(`  ${line}`);
        differences += lines.length;
        await before.context.close();
        await after.context.close();
      }
    }
  } finally {
    await browser.close();
    await Promise.all(sites.map((site) => site.stop()));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  process.exit(differences ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
