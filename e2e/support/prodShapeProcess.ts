import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { REPO_ROOT } from './sandboxProcess';

export interface RunningProdShape {
  /** nginx. */
  url: string;
  /** The backends behind it, in the order nginx's upstream lists them. */
  backends: { url: string; pid: number }[];
  distDir: string;
  stop(): Promise<void>;
}

/**
 * The production shape (deploy/start.ts: PostgreSQL, two backends, nginx) over a copy of the
 * build, in a child process of its own; stop() ends it (TERM: nginx, backends, PostgreSQL).
 * Served under / and /tr/ at once, as the default e2e sandbox is.
 */
export async function startProdShapeProcess(sourceDist: string): Promise<RunningProdShape> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-e2e-prod-'));
  // PostgreSQL runs as its own user when this runs as root: it must reach its cluster in here.
  fs.chmodSync(tmp, 0o755);
  const distDir = path.join(tmp, 'dist');
  fs.cpSync(sourceDist, distDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'deploy/start.ts')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: '0', DATA_DIR: path.join(tmp, 'data'), DIST_DIR: distDir, BASE_PATH: '/,/tr/', PROD_SHAPE_JSON: '1', DATABASE_URL: '' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(killer);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    const shape = await new Promise<{ url: string; backends: { url: string; pid: number }[] }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the production shape did not start in 180 s')), 180_000);
      readline.createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.startsWith('PROD_SHAPE ')) {
          clearTimeout(timer);
          resolve(JSON.parse(line.slice('PROD_SHAPE '.length)));
        }
      });
      void exited.then(() => reject(new Error('the production shape exited before it started')));
    });
    return { ...shape, distDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
