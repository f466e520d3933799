// Running builds: each target in a child process, at most `jobs` at a time, with timings.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { REMOTE_MANIFEST } from '@vitrin/platform';

const WORKER = path.join(ROOT, 'scripts', 'delivery', 'buildTarget.mjs');

/** Builds one target; resolves with the seconds it took, rejects when webpack fails. */
export function buildOne({ target, outputPath, version }) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, target, outputPath, ...(version ? [version] : [])], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) resolve(seconds);
      else reject(new Error(`build of ${target} failed (exit ${code}) after ${seconds.toFixed(1)} s`));
    });
  });
}

/** Runs the jobs `jobs` at a time; stops starting new ones after the first failure. */
export async function buildMany(tasks, jobs = 2) {
  const results = [];
  let next = 0;
  let failure = null;
  const lane = async () => {
    while (next < tasks.length && !failure) {
      const task = tasks[next];
      next += 1;
      console.log(`  building ${task.target} …`);
      try {
        const seconds = await buildOne(task);
        console.log(`  built ${task.target} in ${seconds.toFixed(1)} s`);
        results.push({ ...task, seconds });
      } catch (error) {
        failure = error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, lane));
  if (failure) throw failure;
  return results;
}

export function packageVersion(remote) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, REMOTE_MANIFEST[remote].folder, 'package.json'), 'utf8')).version;
}
