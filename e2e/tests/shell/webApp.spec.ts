import { test, expect } from '../../support';
import { ShellPage } from './shellSupport';

// "Add to home screen" gives a proper app: Chromium reads the manifest without errors under the
// site's CSP, it is served as application/manifest+json, and its icons are PNGs.
test('the web app manifest is served with its type, read by the browser without errors, its icons PNGs', async ({ site, page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|manifest/i.test(message.text()) && message.type() === 'error') refused.push(message.text());
  });
  const shell = new ShellPage(site);
  await shell.open('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href!, page.url()).href;
  const response = await page.request.get(manifestUrl);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);

  const cdp = await page.context().newCDPSession(page);
  const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
  expect(read.url).toBe(manifestUrl);
  expect(read.errors).toEqual([]);
  const manifest = JSON.parse(read.data!) as { start_url: string; icons: { src: string; type: string }[] };
  expect(new URL(manifest.start_url, manifestUrl).pathname).toBe(new URL(site.baseURL).pathname.replace(/\/?$/, '/'));
  for (const icon of manifest.icons) {
    const image = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await image.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
  }
  expect(refused).toEqual([]);
});
