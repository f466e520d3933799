import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../../support';
import { REPO_ROOT } from '../../support/sandboxProcess';

// A casino team's loop (`./vitrin dev casino`, remote-casino/README.md): only the casino from
// source, with reload, inside the production build of the host and the other remotes, which the
// run's sandbox serves. The casino is built from a temporary copy of remote-casino/ (`--source`),
// so the change this test makes never touches the repository, even when the run is killed.
// Desktop only (playwright.config.ts): the loop is the same on a phone.
// The first development build of the casino takes a while on two shared cores.
test.setTimeout(120_000);

/** A free loopback port (the dev server's). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** remote-casino/ without node_modules (linked), with the base tsconfig its tsconfig extends. */
function copyCasino(into: string): string {
  const from = path.join(REPO_ROOT, 'remote-casino');
  const to = path.join(into, 'remote-casino');
  fs.cpSync(from, to, { recursive: true, filter: (source) => path.basename(source) !== 'node_modules' && path.basename(source) !== 'dist' });
  fs.symlinkSync(path.join(from, 'node_modules'), path.join(to, 'node_modules'), 'dir');
  fs.copyFileSync(path.join(REPO_ROOT, 'tsconfig.base.json'), path.join(into, 'tsconfig.base.json'));
  return to;
}

/** Resolves when the dev server prints that it serves; rejects when it exits first. */
function started(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('from source (reload)')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`./vitrin dev casino exited (${code}):\n${output.join('')}`)));
  });
}

test('./vitrin dev casino: the casino from source in the production build of the rest, and a change to it reaches the open page', async ({ site, page, baseURL }) => {
  const sandboxUrl = baseURL!.replace(/\/$/, '');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-dev-loop-'));
  const casino = copyCasino(tmp);
  const port = await freePort();
  const output: string[] = [];
  // Its own process group, so the dev server and whatever it starts stop together.
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'dev.mjs'), 'casino', '--no-sandbox', '--port', String(port), '--source', casino], {
    cwd: REPO_ROOT,
    env: { ...process.env, VITRIN_SANDBOX_URL: sandboxUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    await started(child, output);
    const dev = `http://127.0.0.1:${port}`;

    // remotes.json: the casino from the dev server, the others as the sandbox serves them.
    const served = await (await page.request.get(`${sandboxUrl}/remotes.json`)).json();
    const document = await (await page.request.get(`${dev}/remotes.json`)).json();
    expect(document.remotes.casino.current).toBe('dev');
    expect(document.remotes.casino.versions.dev.entry).toBe('dev/casino/remoteEntry.js');
    for (const name of ['sports', 'account', 'payments']) expect(document.remotes[name].current).toBe(served.remotes[name].current);

    // English on the dev server's origin (site.setLanguage seeds the sandbox's origin only).
    await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    const entries: string[] = [];
    page.on('request', (request) => {
      if (/remoteEntry\.js$|\/main\.[0-9a-f]{8}\.js$/.test(request.url())) entries.push(new URL(request.url()).pathname);
    });
    await page.goto(`${dev}/casino/slot`);
    await site.expectRemote('casino');
    await expect(page.getByRole('heading', { name: 'Slots', exact: true })).toBeVisible();
    // The host from the production build, the casino from the dev server (the change below shows
    // which casino runs).
    expect(entries).toContain('/dev/casino/remoteEntry.js');
    expect(entries.some((entry) => /^\/main\.[0-9a-f]{8}\.js$/.test(entry))).toBe(true);
    entries.length = 0;

    // A team's change, in its copy: the dev server rebuilds and the open page reloads itself.
    const dictionary = path.join(casino, 'src', 'i18n', 'en.ts');
    const text = fs.readFileSync(dictionary, 'utf8');
    const changed = `Slots (changed ${Date.now().toString(36)})`;
    expect(text).toContain("'casino.slot.title': 'Slots',");
    fs.writeFileSync(dictionary, text.replace("'casino.slot.title': 'Slots',", `'casino.slot.title': '${changed}',`));
    await expect(page.getByRole('heading', { name: changed })).toBeVisible({ timeout: 30_000 });
    // The page reloaded itself (the test did not) and took the new casino from the dev server.
    expect(entries).toContain('/dev/casino/remoteEntry.js');
    await site.expectRemote('casino');
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else {
        const timer = setTimeout(() => {
          try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ }
          resolve();
        }, 5_000);
        child.once('exit', () => { clearTimeout(timer); resolve(); });
      }
    });
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
