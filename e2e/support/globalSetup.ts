import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startSandboxProcess } from './sandboxProcess';

/**
 * Starts ONE sandbox for the whole run over a temporary copy of the production build (the
 * rollback drill changes remotes.json and adds versions) and a fresh PGlite data folder.
 * Workers read BASE_URL and E2E_DIST_DIR from the environment. The returned function is the
 * global teardown.
 */
export async function globalSetup(): Promise<() => Promise<void>> {
  const dist = process.env.VITRIN_E2E_SOURCE_DIST ?? path.join(REPO_ROOT, 'dist');
  if (!fs.existsSync(path.join(dist, 'remotes.json')) || !fs.existsSync(path.join(dist, 'site'))) {
    throw new Error(`no production build in ${dist}: run ./vitrin build first`);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-e2e-'));
  const distDir = path.join(tmp, 'dist');
  const dataDir = path.join(tmp, 'data');
  fs.cpSync(dist, distDir, { recursive: true });
  fs.mkdirSync(dataDir);

  let sandbox;
  try {
    sandbox = await startSandboxProcess({ dataDir, distDir, databaseUrl: process.env.E2E_DATABASE_URL });
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  process.env.BASE_URL = sandbox.url;
  process.env.E2E_DIST_DIR = distDir;
  process.env.E2E_TMP_DIR = tmp;
  process.env.E2E_SANDBOX_PID = String(sandbox.pid);

  return async () => {
    await sandbox.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
