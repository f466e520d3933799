import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { startSandbox, tempDir } from './helpers';
import type { Sandbox } from './helpers';
import { hostNameOf } from '../src/admin/operatorGuard';

jest.setTimeout(60000);

/**
 * A page in the operator's own browser (a file, any loopback page, a rebound DNS name) reaches
 * the sandbox from 127.0.0.1 too: the operator routes must tell the operator's requests from a
 * page's (docs/security.md "Operator actions").
 */
let sb: Sandbox;
let dist: string;
let host: string;
beforeAll(async () => {
  dist = tempDir('vitrin-guard-');
  for (const version of ['1.0.0', '1.0.1']) {
    mkdirSync(path.join(dist, `remotes/casino/${version}`), { recursive: true });
    writeFileSync(path.join(dist, `remotes/casino/${version}/remoteEntry.js`), '');
  }
  const versions = Object.fromEntries(['1.0.0', '1.0.1'].map((v) => [v, { entry: `remotes/casino/${v}/remoteEntry.js`, builtAt: 'b', contract: '1.1.0' }]));
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({
    schemaVersion: 1,
    host: { contract: '1.1.0', builtAt: 'h' },
    remotes: { casino: { current: '1.0.1', versions, history: [{ version: '1.0.0', at: 'a', action: 'use' }, { version: '1.0.1', at: 'b', action: 'use' }] } },
  }));
  sb = await startSandbox({ distDir: dist, siteHosts: ['vitrin.test'], basePaths: ['/', '/tr/'] });
  host = new URL(sb.url).host;
});
afterAll(async () => {
  await sb?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const inject = (options: InjectOptions) => sb.server.app.inject({ remoteAddress: '127.0.0.1', ...options });
const balanceOf = async (username: string) =>
  (await sb.server.db.query<{ balance: string }>('SELECT balance::text AS balance FROM players WHERE username = $1', [username]))[0]!.balance;
const JSON_TYPE = { 'content-type': 'application/json' };

describe('the admin routes take only the operator\'s own JSON requests', () => {
  test('a plain form post from a page is refused and changes nothing', async () => {
    const before = await balanceOf('demo');
    // What <form method=post action="http://127.0.0.1:8080/sandbox/admin/balance"> in a file sends.
    const form = await inject({
      method: 'POST', url: '/sandbox/admin/balance',
      headers: { host, origin: 'null', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=demo&balance=50000',
    });
    expect(form.statusCode).toBe(403);
    // Even with no Origin at all (an old browser), the body type alone refuses it.
    const bare = await inject({
      method: 'POST', url: '/sandbox/admin/balance', headers: { host, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=demo&balance=50000',
    });
    expect(bare.statusCode).toBe(415);
    expect(await balanceOf('demo')).toBe(before);
  });

  test('a no-cors fetch with a text/plain body is refused', async () => {
    const before = await balanceOf('demo');
    const body = JSON.stringify({ username: 'demo', balance: '50000' });
    const noCors = await inject({ method: 'POST', url: '/sandbox/admin/balance', headers: { host, 'content-type': 'text/plain;charset=UTF-8' }, payload: body });
    expect(noCors.statusCode).toBe(415);
    expect(noCors.json()).toMatchObject({ success: false, message: expect.stringContaining('application/json') });
    const noBody = await inject({ method: 'POST', url: '/sandbox/admin/payments/1/confirm', headers: { host } });
    expect(noBody.statusCode).toBe(415);
    expect(await balanceOf('demo')).toBe(before);
  });

  test('a foreign Host (DNS rebinding) is refused, the loopback names and the configured site host answer', async () => {
    for (const foreign of ['evil.example', 'evil.example:8080', `attacker.${host}`, '127.0.0.1.evil.example']) {
      const read = await inject({ method: 'GET', url: '/sandbox/messages.json', headers: { host: foreign } });
      expect([foreign, read.statusCode]).toEqual([foreign, 403]);
      const write = await inject({ method: 'POST', url: '/sandbox/admin/notify', headers: { host: foreign, ...JSON_TYPE }, payload: { username: 'demo', title: 't', note: 'n' } });
      expect([foreign, write.statusCode]).toEqual([foreign, 403]);
    }
    for (const own of [host, 'localhost:8080', 'LOCALHOST', '[::1]:8080', '127.0.0.1', 'vitrin.test:8080']) {
      const read = await inject({ method: 'GET', url: '/sandbox/messages.json', headers: { host: own } });
      expect([own, read.statusCode]).toEqual([own, 200]);
    }
  });

  test('a request from another origin or another site is refused; the operator\'s own origin answers', async () => {
    const notify = (headers: Record<string, string>) => inject({
      method: 'POST', url: '/sandbox/admin/notify', headers: { host, ...JSON_TYPE, ...headers }, payload: { username: 'demo', title: 'Guard', note: 'from the guard test' },
    });
    // The provider origin is another port of the same host: same-site, still not the operator.
    const providerOrigin = new URL(sb.server.providerUrl).origin;
    for (const origin of ['http://evil.example', 'null', providerOrigin, `https://evil.example`]) {
      expect([origin, (await notify({ origin })).statusCode]).toEqual([origin, 403]);
    }
    expect((await notify({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await notify({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/sandbox/admin/payments', headers: { host, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);

    expect((await notify({ origin: `http://${host}`, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await notify({})).statusCode).toBe(200);
  });

  test('every admin route is covered, also under a base path, and other machines stay refused', async () => {
    const routes: [string, string][] = [
      ['POST', '/sandbox/admin/balance'], ['POST', '/sandbox/admin/notify'], ['POST', '/sandbox/admin/hub/drop'],
      ['GET', '/sandbox/admin/hub/connections'], ['GET', '/sandbox/admin/payments'], ['POST', '/sandbox/admin/payments/1/confirm'],
      ['GET', '/sandbox/admin/sports/bets'], ['POST', '/sandbox/admin/sports/bets/1/won'], ['POST', '/sandbox/admin/sports/expire-tokens'],
      ['POST', '/sandbox/admin/bonus'], ['GET', '/sandbox/messages'], ['GET', '/sandbox/ops'], ['GET', '/sandbox/ops.json'],
      ['POST', '/sandbox/ops/rollback'], ['GET', '/sandbox/csp-report'], ['POST', '/tr/sandbox/admin/balance'], ['GET', '/tr/sandbox/ops'],
    ];
    for (const [method, url] of routes) {
      const rebound = await inject({ method: method as 'GET', url, headers: { host: 'evil.example', ...JSON_TYPE }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect([url, rebound.statusCode]).toEqual([url, 403]);
      const far = await inject({ method: method as 'GET', url, remoteAddress: '203.0.113.9', headers: { host, ...JSON_TYPE }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect([url, far.statusCode]).toEqual([url, 403]);
    }
  });
});

describe('the CSP reports', () => {
  test('anyone posts a report; only the operator reads them', async () => {
    const posted = await inject({
      method: 'POST', url: '/sandbox/csp-report', remoteAddress: '203.0.113.9',
      headers: { host: 'vitrin.example', origin: 'https://vitrin.example', 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'violated-directive': 'img-src', 'document-uri': 'https://vitrin.example/' } }),
    });
    expect(posted.statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: '/sandbox/csp-report', remoteAddress: '203.0.113.9', headers: { host } })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/sandbox/csp-report', headers: { host: 'evil.example' } })).statusCode).toBe(403);
    const read = await inject({ method: 'GET', url: '/sandbox/csp-report', headers: { host } });
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.json())).toContain('img-src');
  });
});

describe('the ops page', () => {
  async function openPage(cookie?: string) {
    const view = await inject({ method: 'GET', url: '/sandbox/ops', headers: { host, ...(cookie ? { cookie } : {}) } });
    expect(view.statusCode).toBe(200);
    const token = /<meta name="ops-token" content="([^"]+)">/.exec(view.body)?.[1];
    const setCookie = String(view.headers['set-cookie'] ?? '');
    return { view, token: token!, cookie: cookie ?? setCookie.split(';')[0]!, setCookie };
  }
  const rollback = (headers: Record<string, string>, payload: unknown = { remote: 'casino' }) =>
    inject({ method: 'POST', url: '/sandbox/ops/rollback', headers: { host, ...JSON_TYPE, ...headers }, payload: JSON.stringify(payload) });
  const current = () => JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8')).remotes.casino.current as string;

  test('gives each browser session a random, cookie-bound token and loads its one script', async () => {
    const first = await openPage();
    expect(first.setCookie).toMatch(/^vitrin_ops=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict$/);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await openPage(first.cookie);
    expect(again.setCookie).toBe('');
    expect(again.token).toBe(first.token);
    const other = await openPage();
    expect(other.token).not.toBe(first.token);
    expect(first.view.body).toContain('<button type="button" data-action="rollback" data-remote="casino">Roll back casino</button>');
    const script = await inject({ method: 'GET', url: '/sandbox/ops.js', headers: { host } });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("'x-ops-token': token");
  });

  test('a rollback without the session\'s token, with a wrong one or as a form post is refused', async () => {
    const { token, cookie } = await openPage();
    const other = await openPage();
    expect((await rollback({ cookie })).statusCode).toBe(403);
    expect((await rollback({ 'x-ops-token': token })).statusCode).toBe(403);
    expect((await rollback({ cookie, 'x-ops-token': 'x'.repeat(43) })).statusCode).toBe(403);
    expect((await rollback({ cookie, 'x-ops-token': other.token })).statusCode).toBe(403);
    // A cookie an attacker planted (cookies ignore ports) with a token it made up.
    expect((await rollback({ cookie: 'vitrin_ops=' + 'a'.repeat(43), 'x-ops-token': 'a'.repeat(43) })).statusCode).toBe(403);
    const form = await inject({
      method: 'POST', url: '/sandbox/ops/rollback',
      headers: { host, cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: `remote=casino&token=${token}`,
    });
    expect(form.statusCode).toBe(415);
    expect((await rollback({ cookie, 'x-ops-token': token, origin: 'http://evil.example' })).statusCode).toBe(403);
    expect(current()).toBe('1.0.1');
  });

  test('the page\'s own button rolls back: JSON with the session\'s token from its own origin', async () => {
    const { token, cookie } = await openPage();
    expect((await rollback({ cookie, 'x-ops-token': token }, { remote: '--dist' })).statusCode).toBe(400);
    const rolled = await rollback({ cookie, 'x-ops-token': token, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' });
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json()).toMatchObject({ success: true, message: expect.stringContaining('rolled back from 1.0.1 to 1.0.0') });
    expect(current()).toBe('1.0.0');
  });
});

test('reads the host name of a Host header', () => {
  expect(hostNameOf('LocalHost:8080')).toBe('localhost');
  expect(hostNameOf('[::1]:8080')).toBe('::1');
  expect(hostNameOf('vitrin.test.')).toBe('vitrin.test');
  expect(hostNameOf('a b')).toBeNull();
  expect(hostNameOf('evil.example:80:80')).toBeNull();
  expect(hostNameOf(undefined)).toBeNull();
});
