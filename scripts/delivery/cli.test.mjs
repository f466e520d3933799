import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addVersion, emptyDocument, serveVersion } from '@vitrin/platform';
import { writeDocumentAtomic } from './store.mjs';

// The CLI is run as a real process against a temp dist, as ops and the e2e drills run it.
const CLI = path.join(import.meta.dirname, 'cli.mjs');
let dist;

function cli(...args) {
  const result = spawnSync(process.execPath, [CLI, ...args, '--dist', dist], { encoding: 'utf8', env: { ...process.env, VITRIN_DIST: '' } });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
function cliAsync(...args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args, '--dist', dist], { env: { ...process.env, VITRIN_DIST: '' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => { out += chunk; });
    child.stderr.on('data', (chunk) => { err += chunk; });
    child.on('close', (code) => resolve({ code, out, err }));
  });
}
const document = () => fs.readFileSync(path.join(dist, 'remotes.json'), 'utf8');

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-cli-'));
  let doc = emptyDocument();
  for (const v of ['1.0.0', '1.0.1', '1.0.2']) {
    fs.mkdirSync(path.join(dist, 'remotes', 'casino', v), { recursive: true });
    fs.writeFileSync(path.join(dist, 'remotes', 'casino', v, 'remoteEntry.js'), `/* ${v} */`);
    doc = addVersion(doc, 'casino', v, { builtAt: '2026-01-01T00:00:00.000Z', contract: '1.0.0' });
  }
  writeDocumentAtomic(dist, serveVersion(doc, 'casino', '1.0.0', '2026-01-02T00:00:00.000Z'));
});
afterEach(() => { fs.rmSync(dist, { recursive: true, force: true }); });

describe('delivery CLI', () => {
  it('use puts a version in service, rollback brings the previous one back, versions shows both', () => {
    expect(cli('use', 'casino', '1.0.1')).toMatchObject({ code: 0 });
    expect(JSON.parse(document()).remotes.casino.current).toBe('1.0.1');
    const back = cli('rollback', 'casino');
    expect(back.code).toBe(0);
    expect(back.out).toMatch(/rolled back from 1\.0\.1 to 1\.0\.0/);
    expect(JSON.parse(document()).remotes.casino.current).toBe('1.0.0');
    const listing = cli('versions', 'casino');
    expect(listing.out).toMatch(/\* 1\.0\.0/);
    expect(listing.out).toMatch(/rollback 1\.0\.0/);
  });

  it.each([
    [['use', 'poker', '1.0.0'], /unknown remote "poker"/],
    [['use', 'casino', '9.9.9'], /no version 9\.9\.9/],
    [['rollback', 'casino'], /no earlier version/],
    [['release', 'casino', '1.0.1'], /exists already/],
    [['release', 'casino', 'latest'], /not a version/],
    [['frobnicate'], /unknown command/],
  ])('%j is refused with a clear message and changes nothing', (args, message) => {
    const before = document();
    const result = cli(...args);
    expect(result.code).not.toBe(0);
    expect(result.err).toMatch(message);
    expect(document()).toBe(before);
    expect(fs.readdirSync(dist).sort()).toEqual(['remotes', 'remotes.json']);
  });

  it('two operators changing the same revision at once: one wins, the other is refused and loses nothing', async () => {
    const seen = JSON.parse(cli('versions', '--json').out).revision;
    const results = await Promise.all([
      cliAsync('use', 'casino', '1.0.1', '--expect-revision', String(seen), '--by', 'ayse'),
      cliAsync('use', 'casino', '1.0.2', '--expect-revision', String(seen), '--by', 'mehmet'),
    ]);
    const won = results.filter((r) => r.code === 0);
    const refused = results.filter((r) => r.code !== 0);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].err).toMatch(/someone changed it since you looked|changed while this command ran/);
    expect(refused[0].err).toMatch(/Nothing was written|nothing was written/);
    const after = JSON.parse(document());
    expect(after.revision).toBe(seen + 1);
    // The refused operator looks again and repeats the change: both are in the history, with who.
    const loser = results.indexOf(refused[0]) === 0 ? ['1.0.1', 'ayse'] : ['1.0.2', 'mehmet'];
    expect(cli('use', 'casino', loser[0], '--expect-revision', String(after.revision), '--by', loser[1]).code).toBe(0);
    const history = JSON.parse(document()).remotes.casino.history.filter((h) => h.action === 'use').slice(-2);
    expect(history.map((h) => h.by).sort()).toEqual(['ayse', 'mehmet']);
    expect(history.every((h) => typeof h.at === 'string' && h.version)).toBe(true);
  }, 120_000);

  it('records who made a change and refuses a stale expected revision', () => {
    expect(cli('use', 'casino', '1.0.1', '--by', 'ops-oncall').code).toBe(0);
    const doc = JSON.parse(document());
    expect(doc.remotes.casino.history.at(-1)).toMatchObject({ action: 'use', version: '1.0.1', by: 'ops-oncall' });
    const stale = cli('rollback', 'casino', '--expect-revision', String(doc.revision - 1));
    expect(stale.code).not.toBe(0);
    expect(stale.err).toMatch(new RegExp(`at revision ${doc.revision}, not ${doc.revision - 1}`));
    expect(JSON.parse(document()).remotes.casino.current).toBe('1.0.1');
    expect(cli('versions', 'casino').out).toMatch(/use\s+1\.0\.1\s+by ops-oncall/);
  });

  it('canary: a share of browsers, steps 5 → 25 → 100 and is promoted; stop takes it out with a reason', () => {
    expect(cli('canary', 'casino', '1.0.1', '--percent', '5').out).toMatch(/canary 1\.0\.1 to 5 % of browsers, the rest keep 1\.0\.0/);
    expect(JSON.parse(document()).remotes.casino).toMatchObject({ current: '1.0.0', canary: { version: '1.0.1', percent: 5 } });
    expect(cli('versions', 'casino').out).toMatch(/canary: 1\.0\.1 to 5 % of browsers/);
    expect(cli('canary', 'casino', 'step').out).toMatch(/now to 25 %/);
    expect(cli('canary', 'casino', 'step').out).toMatch(/promoted, in service for everyone/);
    expect(JSON.parse(document()).remotes.casino.current).toBe('1.0.1');
    expect(cli('canary', 'casino', '1.0.2', '--percent', '50').code).toBe(0);
    const stopped = cli('canary', 'casino', 'stop', '--reason', 'looked wrong');
    expect(stopped.out).toMatch(/canary 1\.0\.2 taken out of service \(looked wrong\); every browser gets 1\.0\.1/);
    expect(JSON.parse(document()).remotes.casino.history.at(-1)).toMatchObject({ action: 'canary-stop', version: '1.0.2', reason: 'looked wrong' });
    expect(cli('canary', 'casino', 'step').err).toMatch(/runs no canary/);
  }, 60_000);

  it('gc removes the folders no revision of the retention window served, and keeps the rest', () => {
    // 1.0.0 is in service; 1.0.1 and 1.0.2 were released on 2026-01-01 and never served.
    expect(cli('gc', '--dry-run', '--retention-hours', '1').out).toMatch(/gc would remove: casino 1\.0\.1, casino 1\.0\.2/);
    expect(fs.existsSync(path.join(dist, 'remotes', 'casino', '1.0.1'))).toBe(true);
    const removed = cli('gc', 'casino', '--retention-hours', '1', '--by', 'ops');
    expect(removed.out).toMatch(/gc removed casino 1\.0\.1, casino 1\.0\.2/);
    expect(fs.readdirSync(path.join(dist, 'remotes', 'casino'))).toEqual(['1.0.0']);
    expect(Object.keys(JSON.parse(document()).remotes.casino.versions)).toEqual(['1.0.0']);
    expect(cli('gc').out).toMatch(/nothing to remove/);
  }, 60_000);

  it('refuses to use a version whose folder is missing', () => {
    fs.rmSync(path.join(dist, 'remotes', 'casino', '1.0.1'), { recursive: true });
    const result = cli('use', 'casino', '1.0.1');
    expect(result.code).not.toBe(0);
    expect(result.err).toMatch(/folder .* is missing/);
  });
});
