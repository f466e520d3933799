import type { Page } from '@playwright/test';

/**
 * The home page's popup banner (shown once per content, over everything) is the shell's; specs that
 * drive dialogs and pages take it out of the bootstrap data so it never covers them. `patch` may
 * change more of the bootstrap data on the way.
 */
export async function withoutPopup(page: Page, patch: (data: Record<string, unknown>) => void = () => {}): Promise<void> {
  await page.route('**/api/cms/grouped', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: Record<string, unknown> };
    json.data.popup = null;
    patch(json.data);
    await route.fulfill({ response, json });
  });
}
