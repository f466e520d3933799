import type { Page } from '@playwright/test';
import type { RemoteName } from './SitePage';

/** Every file of one remote, whatever version is in service. */
export function remoteEntryPattern(name: RemoteName): string {
  return `**/remotes/${name}/**`;
}

/** The remote is down: every request for its files fails at the network level. */
export async function blockRemote(page: Page, name: RemoteName): Promise<void> {
  await page.route(remoteEntryPattern(name), (route) => route.abort('connectionrefused'));
}

/** The remote hangs: requests for its files are never answered. */
export async function hangRemote(page: Page, name: RemoteName): Promise<void> {
  await page.route(remoteEntryPattern(name), () => {
    // Never fulfilled: the request stays pending until the page goes away.
  });
}

/** Shortens the host's remote-loading time-out (host/README.md) before the next page load. */
export async function setRemoteTimeout(page: Page, ms: number): Promise<void> {
  await page.addInitScript((value) => {
    (window as unknown as { __VITRIN_REMOTE_TIMEOUT_MS__: number }).__VITRIN_REMOTE_TIMEOUT_MS__ = value;
  }, ms);
}
