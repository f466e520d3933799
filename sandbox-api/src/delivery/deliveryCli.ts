import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = path.join(REPO, 'scripts', 'delivery', 'cli.mjs');

/**
 * Runs the delivery CLI on the served dist/: the ops page and the canary watch do exactly what
 * `./vitrin` would, through the same compare-and-swap. Rejects with the CLI's stderr on a refusal.
 */
export async function runDeliveryCli(distDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [CLI, ...args, '--dist', distDir], { cwd: REPO, timeout: 30_000 });
  return stdout;
}
