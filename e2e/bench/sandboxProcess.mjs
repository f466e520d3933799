// The sandbox of a bench run in a child process (e2e/support/startSandbox.ts, the e2e harness's
// launcher): a fresh PGlite folder, the given build, stopped when our stdin pipe to it closes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

export function tsxBin(root) {
  for (const candidate of [path.join(root, 'node_modules/.bin/tsx'), path.join(root, 'sandbox-api/node_modules/.bin/tsx')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('tsx is not installed: run ./vitrin build first');
}

/** Resolves `{url, stop, pid}` once the sandbox prints its ready line (`pid`: the process started, whose tree serves). */
export function startBenchSandbox(root, distDir, dataDir) {
  const child = spawn(tsxBin(root), [path.join(root, 'e2e/support/startSandbox.ts')], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, E2E_DATA_DIR: dataDir, E2E_DIST_DIR: distDir, E2E_DATABASE_URL: '' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.stdin.end();
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the sandbox did not start in 300 s')), 300_000);
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code} before it was ready`)));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const message = JSON.parse(line);
      if (message.ready) {
        clearTimeout(timer);
        resolve({ url: message.url.replace(/\/$/, ''), stop, pid: child.pid });
      }
    });
  });
}

/** The demo member every bench signs in as. */
export const DEMO_MEMBER = { username: 'demo', password: 'demo123' };

/**
 * Signs the demo member in through the API and returns what the site keeps in local storage
 * after a sign-in (spec §3: token, username, usercode, …), as strings, to seed a bench page with.
 */
export async function demoSessionEntries(baseURL) {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  const json = await response.json();
  if (!json.success || !json.data?.token) throw new Error(`demo sign-in failed: ${json.message}`);
  const entries = {};
  for (const [key, value] of Object.entries(json.data)) {
    if (value !== null && value !== undefined && typeof value !== 'object') entries[key] = String(value);
  }
  // A browser that signed in through the site already holds its fingerprint: the host takes it at
  // the first key press of the sign-in form (scheduleFingerprint) and keeps it (spec §3). Without
  // it the bench's member would compute it during the measured load, which no real member does.
  entries.fingerprint = 'bench-signed-in-browser';
  return entries;
}
