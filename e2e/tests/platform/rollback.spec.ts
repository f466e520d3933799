import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from '../../support';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

// Ops roll back one remote, in one command, without a rebuild (docs/ARCHITECTURE.md "Delivery and
// rollback"). The drill changes the run's copy of dist, so it runs once (desktop), serially.
test.describe.configure({ mode: 'serial' });

function distDir(): string {
  const dir = process.env.E2E_DIST_DIR;
  if (!dir) throw new Error('E2E_DIST_DIR is not set (the global setup sets it)');
  return dir;
}

async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run('node', [path.join(ROOT, 'scripts/delivery/cli.mjs'), ...args, '--dist', distDir()], {
    cwd: ROOT,
    env: { ...process.env, VITRIN_DIST: distDir() },
    timeout: 15 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

interface RemoteLine {
  current: string | null;
  versions: Record<string, unknown>;
  history: unknown[];
}
type RemotesJson = { schemaVersion: number; remotes: Record<string, RemoteLine> };

function readRemotes(): RemotesJson {
  return JSON.parse(fs.readFileSync(path.join(distDir(), 'remotes.json'), 'utf8')) as RemotesJson;
}

/** The version in service of one remote (scripts/delivery/README.md, schemaVersion 1). */
function current(remotes: RemotesJson, name: string): string {
  const version = remotes.remotes[name]?.current;
  if (!version) throw new Error(`remotes.json has no version in service for ${name}`);
  return version;
}

/** Everything about the other remotes, to prove one release touched only its own line. */
function others(remotes: RemotesJson, name: string): unknown {
  return Object.fromEntries(Object.entries(remotes.remotes).filter(([key]) => key !== name));
}

test('release, use and roll back casino without touching the other remotes', async ({ site, page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the drill changes the shared dist: run it once');
  test.setTimeout(20 * 60_000);

  const before = readRemotes();
  const old = current(before, 'casino');

  await site.goto('/casino/slot');
  await expect(site.ownerMarker('casino')).toHaveAttribute('data-remote-version', old);

  await cli('release', 'casino');
  const afterRelease = readRemotes();
  const added = Object.keys(afterRelease.remotes.casino!.versions).filter((v) => !(v in before.remotes.casino!.versions));
  expect(added, 'release casino recorded exactly one new version').toHaveLength(1);
  const released = added[0]!;
  expect(fs.existsSync(path.join(distDir(), 'remotes', 'casino', released, 'remoteEntry.js'))).toBe(true);
  expect(current(afterRelease, 'casino'), 'a release is not yet in service').toBe(old);

  await cli('use', 'casino', released);
  expect(current(readRemotes(), 'casino')).toBe(released);
  const fresh = await page.context().newPage();
  const casinoCalls = new Set<string>();
  fresh.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/casino/') && response.ok()) casinoCalls.add(pathname.slice('/api/'.length));
  });
  // Page 2: the first page of a lobby's own address comes embedded in index.html.
  await fresh.goto('/casino/slot?page=2');
  await expect(fresh.locator('[data-remote-section="casino"]')).toHaveAttribute('data-remote-version', released, { timeout: 20_000 });
  // Independent delivery (ADR 0007): the casino's calls ship in the casino's own files. The host in
  // service was never built with them, yet the released version makes them and they work.
  await expect.poll(() => casinoCalls.size, { timeout: 20_000 }).toBeGreaterThan(0);
  const hostFiles = fs.readdirSync(path.join(distDir(), 'site')).filter((file) => file.endsWith('.js'));
  const hostCode = hostFiles.map((file) => fs.readFileSync(path.join(distDir(), 'site', file), 'utf8')).join('\n');
  for (const call of casinoCalls) {
    const named = ['"', "'", '`'].some((quote) => hostCode.includes(`${quote}${call}${quote}`));
    expect(named, `the host's files never name ${call}`).toBe(false);
  }
  await fresh.close();

  await cli('rollback', 'casino');
  expect(current(readRemotes(), 'casino')).toBe(old);
  const again = await page.context().newPage();
  await again.goto('/casino/slot');
  await expect(again.locator('[data-remote-section="casino"]')).toHaveAttribute('data-remote-version', old, { timeout: 20_000 });
  await again.close();

  expect(others(readRemotes(), 'casino')).toEqual(others(before, 'casino'));
});
