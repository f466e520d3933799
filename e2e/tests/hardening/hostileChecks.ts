import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support';

/** The sandbox's payloads call this (sandbox-api/src/hostile/payloads.ts). */
export const HOSTILE_MARKER = 'HOSTILE-EXECUTED';

/**
 * Watches one page for anything a hostile string could make happen: a JavaScript dialog (answered
 * at once so nothing blocks) or the payloads' console marker.
 */
export function watchHostile(page: Page): { dialogs: string[]; markers: string[] } {
  const seen = { dialogs: [] as string[], markers: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    if (message.text().includes(HOSTILE_MARKER)) seen.markers.push(message.text());
  });
  return seen;
}

/** Elements that would run a `javascript:` address, or handlers that came in as markup. */
const DANGEROUS = [
  'a[href^="javascript:" i]',
  'area[href^="javascript:" i]',
  'iframe[src^="javascript:" i]',
  'form[action^="javascript:" i]',
  '[formaction^="javascript:" i]',
  '[onerror]',
  '[onload]',
  '[onmouseover]',
  'script:not([src])',
].join(', ');

/**
 * Nothing executed, nothing dangerous rendered, and the layout holds (no sideways page scroll:
 * the widest element is named when it fails).
 */
export async function expectSurvived(page: Page, seen: { dialogs: string[]; markers: string[] }, where: string): Promise<void> {
  const state = await page.evaluate((selector) => {
    const root = document.documentElement;
    const dangerous = [...document.querySelectorAll(selector)]
      // The bundler's own inline scripts in <head> are not server strings.
      .filter((element) => !(element.tagName === 'SCRIPT' && element.closest('head')))
      .map((element) => element.outerHTML.slice(0, 160));
    let widest = '';
    if (root.scrollWidth > window.innerWidth) {
      let right = 0;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.right > right + 1 && box.width > 0) {
          right = box.right;
          widest = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} ${(element.textContent ?? '').slice(0, 40)} (right ${Math.round(box.right)})`;
        }
      }
    }
    return { hostile: (window as unknown as { __hostile?: unknown }).__hostile ?? null, dangerous, scrollWidth: root.scrollWidth, width: window.innerWidth, widest };
  }, DANGEROUS);
  expect(state.hostile, `${where}: window.__hostile was set`).toBeNull();
  expect(seen.markers, `${where}: a payload logged its marker`).toEqual([]);
  expect(seen.dialogs, `${where}: a JavaScript dialog opened`).toEqual([]);
  expect(state.dangerous, `${where}: dangerous elements rendered`).toEqual([]);
  expect(state.scrollWidth, `${where}: the page scrolls sideways; widest: ${state.widest}`).toBeLessThanOrEqual(state.width);
}

/** A payload is on screen as text inside `scope` (so the checks above are not vacuous). */
export async function expectPayloadShown(scope: Locator): Promise<void> {
  await expect.poll(() => scope.first().evaluate((element) => /<(img|script|svg|iframe|a) |W{40}|tıkla|hostile link/.test((element as HTMLElement).innerText))).toBe(true);
}
