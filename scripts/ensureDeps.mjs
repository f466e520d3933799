// What `./vitrin` does before every command (ensure_deps), for the two entries tools start with
// plain `node`: after a merge that changed the lockfile (a new workspace package such as
// @vitrin/platform), install first instead of failing on a package that is not linked yet.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureDeps(root = ROOT) {
  const lock = path.join(root, 'pnpm-lock.yaml');
  const stamp = path.join(root, 'node_modules', '.vitrin-lock-stamp');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp).equals(fs.readFileSync(lock))) return;
  // The pnpm version is written once, in ./vitrin.
  const version = /^PNPM_VERSION=(\S+)$/m.exec(fs.readFileSync(path.join(root, 'vitrin'), 'utf8'))?.[1];
  console.error(`installing dependencies (pnpm ${version}): pnpm-lock.yaml changed since the last install`);
  // pnpm's report goes to stderr with the line above: stdout is the command's own output, which a
  // caller may parse (`cli.mjs versions --json`).
  execFileSync('npx', ['-y', `pnpm@${version}`, 'install', '--frozen-lockfile'], { cwd: root, stdio: ['ignore', 2, 'inherit'] });
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.copyFileSync(lock, stamp);
}
