// What `./vitrin` does before every command (ensure_deps), for the two entries tools start with
// plain `node`: after a merge that changed the lockfile (a new workspace package such as
// @vitrin/platform), install first instead of failing on a package that is not linked yet.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureDeps() {
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  const stamp = path.join(ROOT, 'node_modules', '.vitrin-lock-stamp');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp).equals(fs.readFileSync(lock))) return;
  // The pnpm version is written once, in ./vitrin.
  const version = /^PNPM_VERSION=(\S+)$/m.exec(fs.readFileSync(path.join(ROOT, 'vitrin'), 'utf8'))?.[1];
  console.error(`installing dependencies (pnpm ${version}): pnpm-lock.yaml changed since the last install`);
  execFileSync('npx', ['-y', `pnpm@${version}`, 'install', '--frozen-lockfile'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  fs.copyFileSync(lock, stamp);
}
