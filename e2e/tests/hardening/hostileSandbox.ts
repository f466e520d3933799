import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '../../support';
import { REPO_ROOT, startSandboxProcess, type RunningSandbox } from '../../support/sandboxProcess';

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
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-e2e-hostile-'));
      fs.writeFileSync(path.join(tmp, 'owner.pid'), String(process.pid));
      const distDir = path.join(tmp, 'dist');
      const dataDir = path.join(tmp, 'data');
      fs.cpSync(process.env.VITRIN_E2E_SOURCE_DIST ?? path.join(REPO_ROOT, 'dist'), distDir, { recursive: true });
      fs.mkdirSync(dataDir);
      const sandbox = await startSandboxProcess({ dataDir, distDir, hostile: true });
      try {
        await provide(sandbox);
      } finally {
        await sandbox.stop();
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ hostileSandbox }, provide) => {
    await provide(hostileSandbox.url);
  },
});

export { expect };
