import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yOptions {
  /** CSS selector to limit the scan to (e.g. a dialog). */
  include?: string;
  /** CSS selectors to leave out, e.g. third-party frames. */
  exclude?: string[];
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

/**
 * Runs axe (WCAG 2.1 A/AA) on the page; serious and critical violations fail the test. Label in
 * name (WCAG 2.5.3) is one of axe's experimental rules, off unless named: it is switched on, as
 * Lighthouse runs it, so a control whose name leaves out its visible text fails here first.
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // One rules object: AxeBuilder's options() replaces what withTags() set, and disableRules()
  // replaces the rules, so both are written here, before the tags.
  const rules: Record<string, { enabled: boolean }> = { 'label-content-name-mismatch': { enabled: true } };
  for (const id of options.disableRules ?? []) rules[id] = { enabled: false };
  let builder = new AxeBuilder({ page }).options({ rules }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
  expect(blocking, `accessibility violations on ${page.url()}:\n${report}`).toEqual([]);
}
