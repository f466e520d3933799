import type { Page } from '@playwright/test';

/**
 * The home page's popup banner (shown once per content, over everything) is the shell's; specs that
 * drive dialogs and pages take it out of the bootstrap data so it never covers them. `patch` may
 * change more of the bootstrap data on the way.
 */
export async function withoutPopup(page: Page, patch: (data: Record<string, unknown>) => void = () => {}): Promise<void> {
  await page.route('**/api/cms/grouped', async (route) => {
    try {
      const response = await route.fetch();
      const json = (await response.json()) as { data: Record<string, unknown> };
      json.data.popup = null;
      patch(json.data);
      await route.fulfill({ response, json });
    } catch (error) {
      if (endedWithThePage(page, error)) return;
      throw error;
    }
  });
}

/**
 * A handler still under way when its test ends races the context's close: Playwright disposes the
 * fetched answer ("Response has been disposed") and refuses the fulfil (target closed). No page
 * waits for that answer any more, so the handler must not fail the test; any other error (a
 * server that does not answer, bootstrap data of another shape, a throwing `patch`) still does.
 */
function endedWithThePage(page: Page, error: unknown): boolean {
  if (page.isClosed()) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Response has been disposed|Target page, context or browser has been closed/.test(message);
}
