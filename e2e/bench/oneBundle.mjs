// The "same pages as ONE bundle" side of the federation-overhead budget (federated ÷
// one-bundle JavaScript ≤ 1.10, measured in the same run). Builds the host and the four remotes
// without Module Federation (defineOneBundleConfig of @vitrin/platform, ADR 0006 and 0010) and lays out a dist
// folder a second sandbox can serve: the one bundle as site/, and dist's remotes.json (which
// sections the host shows) and remotes/ beside it.
//
// The build is cached by a hash of the sources' contents (every package's tracked and untracked
// files, the webpack config, the lockfile), so repeated bench runs on unchanged sources reuse it.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_MANIFEST } from '@vitrin/platform';

/** What the one bundle is built from: a change in any of these means a new build. */
const SOURCES = [
  'host',
  'shared',
  'contract',
  'platform',
  ...Object.values(REMOTE_MANIFEST).map((remote) => remote.folder),
  'scripts/webpack/oneBundle',
  'package.json',
  'pnpm-lock.yaml',
  'remotes.manifest.json',
];

/** A hash of the contents of every source file (git's list: tracked and untracked, ignored left out). */
export function sourcesKey(root) {
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard', '--', ...SOURCES], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean)
    .sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    // Listed by the index but deleted in the working copy.
    if (!fs.existsSync(full)) continue;
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** @returns {Promise<void>} */
function runBuild(root, outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/webpack/oneBundle/build.mjs'), outDir], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the one-bundle build failed (exit ${code})`))));
  });
}

/**
 * The one bundle for the current sources: from the cache (node_modules/.cache/vitrin-bench) or
 * built now. Returns the site folder, the key and whether it was cached.
 */
export async function oneBundleSite(root) {
  const key = sourcesKey(root);
  const cacheDir = path.join(root, 'node_modules', '.cache', 'vitrin-bench');
  const site = path.join(cacheDir, `one-bundle-${key}`);
  if (fs.existsSync(path.join(site, 'index.html'))) return { site, key, cached: true, seconds: 0 };
  fs.mkdirSync(cacheDir, { recursive: true });
  const staging = path.join(cacheDir, `building-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  const started = Date.now();
  await runBuild(root, staging);
  // Only the newest build is kept (the cache is for repeated runs on the same sources).
  for (const old of fs.readdirSync(cacheDir)) {
    if (old.startsWith('one-bundle-')) fs.rmSync(path.join(cacheDir, old), { recursive: true, force: true });
  }
  fs.renameSync(staging, site);
  return { site, key, cached: false, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

/** A dist folder for the second sandbox: the one bundle as site/, the federated dist's remotes.json and remotes/. */
export function oneBundleDist(site, federatedDist, into) {
  fs.mkdirSync(into, { recursive: true });
  fs.symlinkSync(site, path.join(into, 'site'), 'dir');
  fs.copyFileSync(path.join(federatedDist, 'remotes.json'), path.join(into, 'remotes.json'));
  const remotes = path.join(federatedDist, 'remotes');
  if (fs.existsSync(remotes)) fs.symlinkSync(path.resolve(remotes), path.join(into, 'remotes'), 'dir');
  return into;
}
