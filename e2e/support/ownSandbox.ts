import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startSandboxProcess, type RunningSandbox, type SandboxOptions } from './sandboxProcess';

export interface OwnSandbox extends RunningSandbox {
  /** Its own copy of the production build: what a drill changes there (remotes.json, versions) no other spec sees. */
  distDir: string;
}

/**
 * A sandbox for one spec alone: its own port, a fresh database and its own copy of the build, so
 * nothing the rest of the run does (pages, telemetry, members, releases) reaches it, nor the
 * reverse. `stop()` also removes its folder; the folder carries the owner's pid, so the global
 * set-up of a later run removes it if this process was killed first.
 */
export async function startOwnSandbox(name: string, options: Omit<SandboxOptions, 'dataDir' | 'distDir'> = {}): Promise<OwnSandbox> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `vitrin-e2e-${name}-`));
  fs.writeFileSync(path.join(tmp, 'owner.pid'), String(process.pid));
  const distDir = path.join(tmp, 'dist');
  const dataDir = path.join(tmp, 'data');
  // dereference: a dist that is a link to another checkout's build is copied, not linked and written through.
  fs.cpSync(process.env.VITRIN_E2E_SOURCE_DIST ?? path.join(REPO_ROOT, 'dist'), distDir, { recursive: true, dereference: true });
  fs.mkdirSync(dataDir);
  const removeFolder = () => fs.rmSync(tmp, { recursive: true, force: true });
  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandboxProcess({ ...options, dataDir, distDir });
  } catch (error) {
    removeFolder();
    throw error;
  }
  return {
    ...sandbox,
    distDir,
    async stop() {
      await sandbox.stop();
      removeFolder();
    },
  };
}
