import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

export interface A11yOptions {
  /** CSS selector to limit the scan to (e.g. a dialog). */
  include?: string;
  /** CSS selectors to leave out. */
  exclude?: string[];
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Runs axe (WCAG 2.1 A/AA) on the page; serious and critical violations fail the test. Label in
 * name (WCAG 2.5.3) is one of axe's experimental rules, off unless named: it is switched on, as
 * Lighthouse runs it, so a control whose name leaves out its visible text fails here first.
 *
 * axe runs inside the page's own document (`axe.run`), injected once per document, and reports
 * only its violations (ADR 0064: a third of the time of @axe-core/playwright's AxeBuilder, which
 * re-injects axe into every frame at every scan, serialises every passing node of every rule and
 * merges the results in a blank page it opens):
 * - `resultTypes: ['violations']` keeps one node of the passes, incomplete and inapplicable
 *   results, so axe does not build a selector for each of the page's passing nodes.
 * - `iframes: false`: every frame the site shows is a provider's document on another origin (the
 *   sportsbook, a game, a payment page), which the site neither writes nor can change; the only
 *   frame of the site's origin is the fingerprint's hidden measuring frame. Each frame ELEMENT is
 *   still checked in the site's document (its title: frame-title, frame-title-unique).
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  const rules: Record<string, { enabled: boolean }> = { 'label-content-name-mismatch': { enabled: true } };
  for (const id of options.disableRules ?? []) rules[id] = { enabled: false };
  const context = { include: options.include ? [options.include] : [], exclude: options.exclude ?? [] };
  const runOptions = { runOnly: { type: 'tag', values: TAGS }, rules, resultTypes: ['violations'], iframes: false };
  // A scan of the same document (a dialog after its page) finds axe there already.
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function'))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async ([ctx, opts]) => {
    const engine = (window as AxeWindow).axe!;
    // A part still fading in (a dialog's opacity transition) reads as low contrast: the scan waits
    // for the transitions and finite animations under way to end (a looping one never does), at
    // most 3 s; one cancelled meanwhile counts as ended.
    const ending = document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([Promise.allSettled(ending.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 3000))]);
    const results = await engine.run(ctx.include.length ? ctx : { exclude: ctx.exclude }, opts as Parameters<typeof engine.run>[1]);
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, [context, runOptions] as const);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.targets.slice(0, 5).map((t) => `    ${t}`).join('\n')}`).join('\n');
  expect(blocking, `accessibility violations on ${page.url()}:\n${report}`).toEqual([]);
}
