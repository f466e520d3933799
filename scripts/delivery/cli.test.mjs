import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addVersion, emptyDocument, serveVersion } from '@vitrin/platform';
import { writeDocumentAtomic } from './store.mjs';

// The CLI is run as a real process against a temp dist, as ops and the e2e drills run it.
const CLI = path.join(__dirname, 'cli.mjs');
let dist;

function cli(...args) {
  const result = spawnSync(process.execPath, [CLI, ...args, '--dist', dist], { encoding: 'utf8', env: { ...process.env, VITRIN_DIST: '' } });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
const document = () => fs.readFileSync(path.join(dist, 'remotes.json'), 'utf8');

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-cli-'));
  let doc = emptyDocument();
  for (const v of ['1.0.0', '1.0.1']) {
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

  it('refuses to use a version whose folder is missing', () => {
    fs.rmSync(path.join(dist, 'remotes', 'casino', '1.0.1'), { recursive: true });
    const result = cli('use', 'casino', '1.0.1');
    expect(result.code).not.toBe(0);
    expect(result.err).toMatch(/folder .* is missing/);
  });
});
