import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../src/security/password';
import { startSandbox, tempDir } from './helpers';
import type { Sandbox } from './helpers';

jest.setTimeout(60000);

// With an operator account, the ops page and every action need a signed-in session and its CSRF token.
let sb: Sandbox;
let dist: string;
beforeAll(async () => {
  dist = tempDir('vitrin-opslogin-');
  const versions: Record<string, unknown> = {};
  for (const v of ['1.0.0', '1.0.1']) {
    mkdirSync(path.join(dist, `remotes/casino/${v}`), { recursive: true });
    writeFileSync(path.join(dist, `remotes/casino/${v}/remoteEntry.js`), '');
    versions[v] = { entry: `remotes/casino/${v}/remoteEntry.js`, contract: '1.1.0' };
  }
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({
    schemaVersion: 1, host: { contract: '1.1.0' },
    remotes: { casino: { current: '1.0.0', versions, history: [{ version: '1.0.0', at: '2026-01-01T00:00:00.000Z', action: 'use' }] } },
  }));
  sb = await startSandbox({ distDir: dist, opsAccount: { username: 'ayse', passwordHash: await hashPassword('s3cret-ops') } });
});
afterAll(async () => {
  await sb?.stop();
});

const cookieOf = (answer: { headers: Record<string, unknown> }) => String(answer.headers['set-cookie']).split(';')[0]!;
const tokenOf = (body: string) => /<meta name="ops-token" content="([^"]+)">/.exec(body)![1]!;

test('the page asks for the operator first; actions are refused until signed in', async () => {
  const first = await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops' });
  expect(first.body).toContain('<form id="ops-login">');
  expect(first.body).not.toContain('Remotes in service');
  const cookie = cookieOf(first);
  const token = tokenOf(first.body);
  const use = await sb.server.app.inject({
    method: 'POST', url: '/sandbox/ops/use', headers: { 'content-type': 'application/json', cookie, 'x-ops-token': token }, payload: { remote: 'casino', version: '1.0.1' },
  });
  expect(use.statusCode).toBe(401);
  expect((await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops.json', headers: { cookie } })).statusCode).toBe(401);
  const wrong = await sb.server.app.inject({
    method: 'POST', url: '/sandbox/ops/login', headers: { 'content-type': 'application/json', cookie, 'x-ops-token': token }, payload: { username: 'ayse', password: 'guess' },
  });
  expect(wrong.statusCode).toBe(401);
  const noToken = await sb.server.app.inject({
    method: 'POST', url: '/sandbox/ops/login', headers: { 'content-type': 'application/json', cookie }, payload: { username: 'ayse', password: 's3cret-ops' },
  });
  expect(noToken.statusCode).toBe(403);
});

test('signing in starts a new session; its actions are recorded as the operator\'s; signing out ends it', async () => {
  const first = await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops' });
  const before = cookieOf(first);
  const login = await sb.server.app.inject({
    method: 'POST', url: '/sandbox/ops/login',
    headers: { 'content-type': 'application/json', cookie: before, 'x-ops-token': tokenOf(first.body) }, payload: { username: 'ayse', password: 's3cret-ops' },
  });
  expect(login.statusCode).toBe(200);
  expect(String(login.headers['set-cookie'])).toMatch(/; Path=\/sandbox; HttpOnly; SameSite=Strict/);
  const cookie = cookieOf(login);
  expect(cookie).not.toBe(before);
  // The session id set before signing in is not signed in (no fixation).
  expect((await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops', headers: { cookie: before } })).body).toContain('ops-login');

  const page = await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops', headers: { cookie } });
  expect(page.body).toContain('Remotes in service');
  const token = tokenOf(page.body);
  const use = await sb.server.app.inject({
    method: 'POST', url: '/sandbox/ops/use', headers: { 'content-type': 'application/json', cookie, 'x-ops-token': token }, payload: { remote: 'casino', version: '1.0.1' },
  });
  expect(use.statusCode).toBe(200);
  const history = JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8')).remotes.casino.history;
  expect(history.at(-1)).toMatchObject({ action: 'use', version: '1.0.1', by: 'ops:ayse' });

  const out = await sb.server.app.inject({ method: 'POST', url: '/sandbox/ops/logout', headers: { 'content-type': 'application/json', cookie, 'x-ops-token': token }, payload: {} });
  expect(out.statusCode).toBe(200);
  expect((await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops', headers: { cookie } })).body).toContain('ops-login');
});
