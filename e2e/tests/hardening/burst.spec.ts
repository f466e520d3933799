import { test, expect } from '../../support';
import { withoutPopup } from '../member/memberPage';

// Long sessions and bursts: 1,000 notifications over the hub in a few seconds. The
// page keeps answering (longest main-thread stall measured in the page), the badge reads 9+ and
// the panel holds one page of 100 (spec) and opens at once.
// Desktop only: the hub and the store do not depend on the layout: the desktop project runs this file, the other does not list it (playwright.config.ts).
test.setTimeout(120_000);

const BURST = 1000;

test('a burst of 1,000 live notifications: responsive page, badge 9+, a panel of 100', async ({ site, page, sandbox }, testInfo) => {
  const member = await site.loginAsNewMember();
  await site.setLanguage('en');
  await withoutPopup(page);
  await site.goto('/');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect.poll(() => sandbox.hubConnections(member.username), { timeout: 15_000 }).toBe(1);

  // The longest gap between animation frames while the burst arrives.
  await page.evaluate(() => {
    const w = window as unknown as { __maxGap: number; __stop: boolean };
    w.__maxGap = 0;
    w.__stop = false;
    let last = performance.now();
    const tick = (now: number) => {
      w.__maxGap = Math.max(w.__maxGap, now - last);
      last = now;
      if (!w.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

  const started = Date.now();
  for (let from = 0; from < BURST; from += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, BURST - from) }, (_, index) =>
        sandbox.notify(member.username, { title: `Burst ${from + index + 1}`, note: 'One of many', type: 'System' }),
      ),
    );
  }
  const sentMs = Date.now() - started;
  await expect(page.getByTestId('notification-badge')).toContainText('9+');
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(/Notifications/);

  const opened = Date.now();
  await page.getByTestId('notification-bell').click();
  const panel = page.getByTestId('notification-popover');
  await expect(panel.getByTestId('notification-item').first()).toContainText(`Burst ${BURST}`);
  const openMs = Date.now() - opened;
  await expect(panel.getByTestId('notification-item')).toHaveCount(100);
  await panel.getByTestId('notification-item').last().scrollIntoViewIfNeeded();
  await expect(panel.getByTestId('notification-item').last()).toBeInViewport();

  const maxGap = await page.evaluate(() => {
    const w = window as unknown as { __maxGap: number; __stop: boolean };
    w.__stop = true;
    return Math.round(w.__maxGap);
  });
  const figures = `burst of ${BURST} sent in ${sentMs} ms; longest frame gap ${maxGap} ms; panel opened in ${openMs} ms`;
  console.log(figures);
  await testInfo.attach('burst.txt', { body: figures, contentType: 'text/plain' });
  // Generous for a shared 2-core machine; a list re-rendering 1,000 rows per message stalls for seconds.
  expect(maxGap, figures).toBeLessThan(1000);
  expect(openMs, figures).toBeLessThan(3000);
});
