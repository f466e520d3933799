// Interaction figures of the bench (issues 9 and 10), measured in a real browser against the
// sandbox: not tests (nothing here passes or fails a run), figures to quote and compare.
import { devices } from '@playwright/test';

const MOBILE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

/** Collects long tasks (> 50 ms) from the first script on; read with window.__longTasks. */
function collectLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
}

async function scrollToBottom(page) {
  await page.evaluate(async () => {
    const step = Math.round(window.innerHeight * 0.8);
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
      window.scrollBy(0, step);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

/**
 * Issue 9: the slots lobby walked from its first to its last page on a phone under 4× CPU
 * throttling, each page scrolled top to bottom. Reports the games listed, the pages, the longest
 * task after the first paint, how many tasks passed 50 ms, and the largest DOM seen (bounded: the
 * lobby shows one page of games at a time).
 */
export async function lobbyWalk(browser, baseURL, { maxPages = Infinity } = {}) {
  const context = await browser.newContext(MOBILE);
  await context.addInitScript(collectLongTasks);
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await page.goto(`${baseURL}/casino/slot`, { waitUntil: 'load' });
    await page.getByTestId('game-tile').first().waitFor({ timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const total = Number((await page.getByRole('status').filter({ hasText: /games?/i }).first().textContent())?.replace(/\D/g, '') || 0);
    // Tasks of the first load are Lighthouse's business; from here on, the walk.
    await page.evaluate(() => { window.__longTasks = []; });
    let pages = 1;
    let maxDom = 0;
    let tiles = 0;
    for (;;) {
      await scrollToBottom(page);
      maxDom = Math.max(maxDom, await page.evaluate(() => document.getElementsByTagName('*').length));
      tiles += await page.getByTestId('game-tile').count();
      const next = page.getByRole('button', { name: 'Next page' });
      if (pages >= maxPages || (await next.count()) === 0 || (await next.isDisabled())) break;
      const first = await page.getByTestId('game-tile').first().textContent();
      await next.click();
      await page.waitForFunction((before) => document.querySelector('[data-testid="game-tile"]')?.textContent !== before, first, { timeout: 30_000 });
      pages += 1;
    }
    const longTasks = await page.evaluate(() => window.__longTasks);
    return {
      lobby: '/casino/slot',
      gamesInLobby: total,
      pagesWalked: pages,
      tilesSeen: tiles,
      longTasksOver50ms: longTasks.length,
      longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
      maxDomNodes: maxDom,
      cpuThrottling: 4,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await context.close();
  }
}

/**
 * Issue 10: from choosing a deposit method to a usable form (the amount field can take input),
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
    const method = page.getByRole('button', { name: 'Continue with Papara' });
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
