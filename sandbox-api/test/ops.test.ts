import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSandbox, tempDir } from './helpers';
import type { Sandbox } from './helpers';

jest.setTimeout(60000);

// The ops view: versions in service, contract, entry health, one-click rollback.
let sb: Sandbox;
let dist: string;
beforeAll(async () => {
  dist = tempDir('vitrin-ops-');
  for (const v of ['1.0.0', '1.0.1', '1.0.2']) {
    mkdirSync(path.join(dist, `remotes/casino/${v}`), { recursive: true });
    writeFileSync(path.join(dist, `remotes/casino/${v}/remoteEntry.js`), '');
  }
  const versions = Object.fromEntries(['1.0.0', '1.0.1', '1.0.2'].map((v) => [v, { entry: `remotes/casino/${v}/remoteEntry.js`, builtAt: 'b', contract: '1.1.0' }]));
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({
    schemaVersion: 1,
    host: { contract: '1.1.0', builtAt: 'h' },
    remotes: {
      casino: {
        current: '1.0.1', versions,
        history: [{ version: '1.0.0', at: 'a', action: 'use' }, { version: '1.0.1', at: 'b', action: 'use' }],
      },
      payments: { current: '9.9.9', versions: { '9.9.9': { entry: 'remotes/payments/9.9.9/remoteEntry.js', contract: '1.1.0' } }, history: [] },
    },
  }));
  sb = await startSandbox({ distDir: dist });
});
afterAll(async () => {
  await sb?.stop();
  rmSync(dist, { recursive: true, force: true });
});

test('shows each remote in service with its health, and rolls one back in one click', async () => {
  const view = await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops' });
  expect(view.statusCode).toBe(200);
  expect(view.body).toContain('<th scope="row">casino</th>');
  expect(view.body).toMatch(/1\.0\.1<\/td>\s*<td>1\.1\.0<\/td>\s*<td class="ok">✓ answers/);
  expect(view.body).toMatch(/9\.9\.9<\/td>\s*<td>1\.1\.0<\/td>\s*<td class="bad">✗ does not answer/);

  // The page's button: JSON with the session's token (its script, ops.js), answered with the CLI's words.
  const token = /<meta name="ops-token" content="([^"]+)">/.exec(view.body)![1]!;
  const cookie = String(view.headers['set-cookie']).split(';')[0]!;
  const rolled = await sb.server.app.inject({
    method: 'POST', url: '/sandbox/ops/rollback',
    headers: { 'content-type': 'application/json', cookie, 'x-ops-token': token }, payload: { remote: 'casino' },
  });
  expect(rolled.statusCode).toBe(200);
  expect(rolled.json().message).toContain('rolled back from 1.0.1 to 1.0.0');
  expect(JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8')).remotes.casino.current).toBe('1.0.0');
});

test('answers only on loopback', async () => {
  const far = await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops', remoteAddress: '203.0.113.9' });
  expect(far.statusCode).toBe(403);
});

test('two operators putting versions in service at the same moment: one wins, one is refused, both end in the history', async () => {
  const view = await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops' });
  const token = /<meta name="ops-token" content="([^"]+)">/.exec(view.body)![1]!;
  const revision = Number(/<meta name="ops-revision" content="(\d+)">/.exec(view.body)![1]);
  const cookie = String(view.headers['set-cookie']).split(';')[0]!;
  const use = (version: string, seen: number) => sb.server.app.inject({
    method: 'POST', url: '/sandbox/ops/use',
    headers: { 'content-type': 'application/json', cookie, 'x-ops-token': token }, payload: { remote: 'casino', version, revision: seen },
  });
  const answers = await Promise.all([use('1.0.1', revision), use('1.0.2', revision)]);
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes).toEqual([200, 409]);
  const refused = answers.find((a) => a.statusCode === 409)!;
  expect(refused.json().message).toMatch(/someone changed it since you looked|changed while this command ran/);
  const doc = JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8'));
  expect(doc.revision).toBe(revision + 1);

  // The refused operator sees the new revision and repeats the change; nothing was lost on the way.
  const again = await use(answers[0] === refused ? '1.0.1' : '1.0.2', doc.revision);
  expect(again.statusCode).toBe(200);
  const history = JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8')).remotes.casino.history;
  const uses = history.slice(-2);
  expect(uses.map((h: { version: string }) => h.version).sort()).toEqual(['1.0.1', '1.0.2']);
  expect(uses.every((h: { by?: string; at: string }) => h.by === 'ops page' && !Number.isNaN(Date.parse(h.at)))).toBe(true);
});

test('starts a canary from the page, shows it, and stops it', async () => {
  const view = await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops' });
  const token = /<meta name="ops-token" content="([^"]+)">/.exec(view.body)![1]!;
  const cookie = String(view.headers['set-cookie']).split(';')[0]!;
  expect(view.body).toContain('data-action="canary" data-remote="casino"');
  const post = async (action: string, payload: Record<string, unknown>) => {
    const revision = JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8')).revision as number;
    return sb.server.app.inject({
      method: 'POST', url: `/sandbox/ops/${action}`,
      headers: { 'content-type': 'application/json', cookie, 'x-ops-token': token }, payload: { remote: 'casino', revision, ...payload },
    });
  };
  const started = await post('canary', { version: '1.0.0', percent: 50 });
  expect(started.json().message).toMatch(/canary 1\.0\.0 to 50 % of browsers/);
  expect(JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8')).remotes.casino.canary).toMatchObject({ version: '1.0.0', percent: 50 });
  const running = await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops', headers: { cookie } });
  expect(running.body).toContain('1.0.0 to 50 % of browsers');
  expect(running.body).toContain('data-action="canary-stop" data-remote="casino"');
  expect((await post('canary', { version: '1.0.0', percent: 0 })).statusCode).toBe(400);
  const stopped = await post('canary-stop', {});
  expect(stopped.json().message).toMatch(/canary 1\.0\.0 taken out of service/);
  expect(JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8')).remotes.casino.canary).toBeUndefined();
});
