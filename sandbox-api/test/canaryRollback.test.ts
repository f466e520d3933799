import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSandbox, tempDir } from './helpers';
import type { Sandbox } from './helpers';

jest.setTimeout(120000);

// The automatic rollback: a canary failing more than the stable version over the window is taken out of service.
let sb: Sandbox;
let dist: string;
const CLI = path.resolve(import.meta.dirname, '../../scripts/delivery/cli.mjs');
const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args, '--dist', dist], { encoding: 'utf8' });
const document = () => JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8'));
// The sandbox's clock runs this far ahead of the real one (the CLI stamps remotes.json with the
// real time): a schedule's step comes due without a real wait.
let ahead = 0;

beforeAll(async () => {
  dist = tempDir('vitrin-canary-');
  const versions: Record<string, unknown> = {};
  for (const v of ['1.0.0', '1.0.1', '1.0.2']) {
    mkdirSync(path.join(dist, `remotes/casino/${v}`), { recursive: true });
    writeFileSync(path.join(dist, `remotes/casino/${v}/remoteEntry.js`), '');
    versions[v] = { entry: `remotes/casino/${v}/remoteEntry.js`, contract: '1.1.0' };
  }
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({
    schemaVersion: 1, revision: 1, host: { contract: '1.1.0' },
    remotes: { casino: { current: '1.0.0', versions, history: [{ version: '1.0.0', at: '2026-01-01T00:00:00.000Z', action: 'use' }] } },
  }));
  sb = await startSandbox({ distDir: dist, now: () => new Date(Date.now() + ahead), canary: { windowMs: 60_000, minLoads: 20, checkEveryMs: 3_600_000 } });
});
afterAll(async () => {
  await sb?.stop();
});

let pages = 0;
async function pageLoads(count: number, version: string, canary: boolean, failing: boolean) {
  for (let i = 0; i < count; i += 1) {
    pages += 1;
    const answer = await sb.server.app.inject({
      method: 'POST', url: '/api/telemetry/failures', headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        page: `p${String(pages).padStart(10, '0')}`,
        ran: [{ remote: 'casino', version, canary }],
        failures: failing ? [{ remote: 'casino', version, kind: 'boundary' }] : [],
      }),
    });
    expect(answer.statusCode).toBe(200);
  }
}

test('a failing canary is taken out of service, with the rates, in the history, the versions listing, the ops page and a log line', async () => {
  expect(cli('canary', 'casino', '1.0.1', '--percent', '50').status).toBe(0);
  await pageLoads(20, '1.0.0', false, false);
  // Too few page loads yet: no verdict.
  await pageLoads(10, '1.0.1', true, true);
  expect(await sb.server.checkCanaries()).toEqual([]);
  expect(document().remotes.casino.canary).toMatchObject({ version: '1.0.1' });

  await pageLoads(10, '1.0.1', true, false);
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const lines = await sb.server.checkCanaries();
  expect(log).toHaveBeenCalledWith(expect.stringMatching(/casino: canary 1\.0\.1 taken out of service, automatic rollback: failure rate 50\.0 % of 20 page loads, stable 0\.0 % of 20/));
  log.mockRestore();
  expect(lines).toHaveLength(1);
  const after = document().remotes.casino;
  expect(after.canary).toBeUndefined();
  expect(after.current).toBe('1.0.0');
  expect(after.history.at(-1)).toMatchObject({ action: 'canary-stop', version: '1.0.1', by: 'sandbox (automatic rollback)', reason: expect.stringMatching(/^automatic rollback: failure rate 50\.0 %/) });
  expect(cli('versions', 'casino').stdout).toMatch(/canary-stop 1\.0\.1 \(automatic rollback: failure rate 50\.0 %.*\)\s+by sandbox \(automatic rollback\)/);
  const view = await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops' });
  expect(view.body).toMatch(/role="alert">Automatic rollback of 1\.0\.1 at [^:]+:\d\d:\d\d: automatic rollback: failure rate 50\.0 %/);
});

test('a healthy canary with a schedule steps on its own, and a canary failing no more than stable stays', async () => {
  expect(cli('canary', 'casino', '1.0.2', '--percent', '5', '--step-every', '1').status).toBe(0);
  await pageLoads(25, '1.0.2', true, false);
  ahead += 1100;
  const lines = await sb.server.checkCanaries();
  expect(lines).toEqual([expect.stringMatching(/\[vitrin delivery\] casino: canary 1\.0\.2 now to 25 % of browsers/)]);
  expect(document().remotes.casino.canary).toMatchObject({ version: '1.0.2', percent: 25 });
  expect(document().remotes.casino.history.at(-1)).toMatchObject({ action: 'canary', percent: 25, by: 'sandbox (schedule)' });
});
