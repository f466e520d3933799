import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startSandboxProcess } from './sandboxProcess';

const TMP_PREFIX = 'vitrin-e2e-';

/** Temp folders of runs that were killed before their teardown (their runner pid is gone). */
function removeStaleRuns(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(TMP_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    try {
      const pid = Number(fs.readFileSync(path.join(dir, 'owner.pid'), 'utf8'));
      process.kill(pid, 0);
    } catch (error) {
      // ESRCH: the owner is gone; a missing pid file: a run from before pid files, or half made.
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * Starts ONE sandbox for the whole run over a temporary copy of the production build and a fresh
 * PGlite data folder. Workers read BASE_URL from the environment. Where the copy lies is not
 * exported: no spec may change what every other spec is served (a drill that releases starts a
 * sandbox of its own, support/ownSandbox.ts). The returned function is the global teardown.
 */
export async function globalSetup(): Promise<() => Promise<void>> {
  const dist = process.env.VITRIN_E2E_SOURCE_DIST ?? path.join(REPO_ROOT, 'dist');
  if (!fs.existsSync(path.join(dist, 'remotes.json')) || !fs.existsSync(path.join(dist, 'site'))) {
    throw new Error(`no production build in ${dist}: run ./vitrin build first`);
  }
  removeStaleRuns();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), TMP_PREFIX));
  fs.writeFileSync(path.join(tmp, 'owner.pid'), String(process.pid));
  const distDir = path.join(tmp, 'dist');
  const dataDir = path.join(tmp, 'data');
  fs.cpSync(dist, distDir, { recursive: true, dereference: true });
  fs.mkdirSync(dataDir);

  let sandbox;
  try {
    sandbox = await startSandboxProcess({ dataDir, distDir, databaseUrl: process.env.E2E_DATABASE_URL });
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  process.env.BASE_URL = sandbox.url;
  process.env.E2E_CONTROL_URL = sandbox.controlUrl;
  process.env.E2E_TMP_DIR = tmp;
  process.env.E2E_SANDBOX_PID = String(sandbox.pid);

  return async () => {
    // Every credit of the run (deposits, bonuses, rounds, the operator's balances) went through the
    // wallet's ledger: it must still sum to every account's balance.
    type Audit = { success: boolean; message: string; data?: { mismatches: unknown[] } };
    let audit: Audit | null = null;
    try {
      audit = (await (await fetch(`${sandbox.url}/sandbox/admin/wallet/ledger`)).json()) as Audit;
    } finally {
      await sandbox.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    const result = audit as Audit | null;
    if (!result?.success) throw new Error(`wallet ledger audit: ${result?.message ?? 'no answer'} ${JSON.stringify(result?.data?.mismatches ?? [])}`);
  };
}
