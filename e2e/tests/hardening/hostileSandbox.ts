import { test as base, expect } from '../../support';
import { startOwnSandbox } from '../../support/ownSandbox';
import type { RunningSandbox } from '../../support/sandboxProcess';

/**
 * A sandbox of its own in hostile strings mode (sandbox-api README "Hostile strings") for the
 * specs of this folder that ask for it: started once per worker on its own port with a fresh
 * database and its own copy of the build, and stopped (folder removed) when the worker ends.
 * `baseURL` points at it, so `site`, `sandbox` and `signedInAs` all talk to the hostile instance.
 */
export const test = base.extend<object, { hostileSandbox: RunningSandbox }>({
  hostileSandbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixture object pattern.
    async ({}, provide) => {
      const sandbox = await startOwnSandbox('hostile', { hostile: true });
      try {
        await provide(sandbox);
      } finally {
        await sandbox.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ hostileSandbox }, provide) => {
    await provide(hostileSandbox.url);
  },
});

export { expect };
