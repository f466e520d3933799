import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { test as vitrin, expect, SandboxClient, withoutPopup } from '../../support';
import { REPO_ROOT } from '../../support/sandboxProcess';
import { startProdShapeProcess, type RunningProdShape } from '../../support/prodShapeProcess';

// The site as an operator runs it (deploy/, README "Run it as production does"): nginx in front
// of two backend instances on one PostgreSQL, started by the same command as `./vitrin start --prod`.
// One worker, in order: the last test kills a backend.
const test = vitrin.extend<object, { shape: RunningProdShape }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from its first parameter.
  shape: [async ({}, provide) => {
    const shape = await startProdShapeProcess(process.env.VITRIN_E2E_SOURCE_DIST ?? path.join(REPO_ROOT, 'dist'));
    await provide(shape);
    await shape.stop();
  }, { scope: 'worker', timeout: 240_000 }],
  baseURL: async ({ shape }, provide) => provide(shape.url),
});
test.describe.configure({ mode: 'serial' });

const HEADER_SET = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'docs/security-headers.json'), 'utf8')) as { site: Record<string, unknown> };

/** Which backend holds the member's hub connection (each counts only its own). */
async function hubHolder(shape: RunningProdShape, request: APIRequestContext, username: string) {
  for (const [index, backend] of shape.backends.entries()) {
    // A killed backend does not answer: it holds nothing.
    const answer = await request.get(`${backend.url}/sandbox/admin/hub/connections?username=${encodeURIComponent(username)}`).catch(() => null);
    if (answer?.ok() && ((await answer.json()) as { data: { count: number } }).data.count > 0) return index;
  }
  return -1;
}

test('every kind of answer through nginx carries the header set and its cache rule; home, a lobby and sign-in work, under / and /tr/', async ({ site, page, request, shape }) => {
  const answers: { url: string; csp: string | undefined; nosniff: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).origin === new URL(shape.url).origin) {
      const headers = response.headers();
      answers.push({ url: response.url(), csp: headers['content-security-policy'], nosniff: headers['x-content-type-options'] });
    }
  });
  await withoutPopup(page);
  await site.goto('/');
  await expect(site.main).toBeVisible();
  // Signed in through nginx (auth/login reaches either backend), then a lobby as the member.
  await site.loginAs('demo', 'demo123');
  await site.goto('/casino/slot');
  await site.expectRemote('casino');
  await expect(site.header.getByTestId('header-balance')).toBeVisible();
  await page.goto('/tr/casino/slot');
  await site.expectRemote('casino');
  expect(answers.length).toBeGreaterThan(10);
  expect(answers.filter((answer) => !answer.csp?.includes("frame-ancestors 'none'") || answer.nosniff !== 'nosniff').map((answer) => answer.url)).toEqual([]);

  const remotes = (await (await request.get(`${shape.url}/remotes.json`)).json()) as { remotes: { casino: { current: string } } };
  const version = remotes.remotes.casino.current;
  const kinds: [string, string, number, string | null][] = [
    // path, Accept, status, Cache-Control (null: the backend's own)
    ['/', 'text/html', 200, 'no-cache'],
    ['/casino/slot', 'text/html', 200, 'no-cache'],
    ['/tr/dashboard', 'text/html', 200, 'no-cache'],
    ['/remotes.json', '*/*', 200, 'no-cache'],
    [`/remotes/casino/${version}/remoteEntry.js`, '*/*', 200, 'public, max-age=31536000, immutable'],
    [`/tr/remotes/casino/${version}/remoteEntry.js`, '*/*', 200, 'public, max-age=31536000, immutable'],
    ['/main.0000000000.js', '*/*', 404, null],
    [`/remotes/casino/${version}/missing.js`, '*/*', 404, null],
    ['/api/cms/grouped', 'application/json', 200, null],
    ['/api/no/such/call', 'application/json', 404, null],
  ];
  for (const [address, accept, status, cache] of kinds) {
    const response = await request.get(`${shape.url}${address}`, { headers: { accept } });
    const headers = response.headers();
    expect([address, response.status()]).toEqual([address, status]);
    for (const name of Object.keys(HEADER_SET.site)) expect([address, name, headers[name.toLowerCase()] !== undefined]).toEqual([address, name, true]);
    if (cache) expect([address, headers['cache-control']]).toEqual([address, cache]);
  }
  // The page under /tr/ names its base; the operator's side is not open to the world (loopback here: it answers).
  expect(await (await request.get(`${shape.url}/tr/casino/slot`, { headers: { accept: 'text/html' } })).text()).toContain('<base href="/tr/">');
});

test('a notification sent through one instance reaches the member\'s hub connection on the other; a remote down leaves the rest working', async ({ site, page, request, shape }) => {
  await withoutPopup(page);
  const member = await site.loginAsNewMember();
  await site.goto('/');
  await expect(site.header.getByTestId('header-balance')).toBeVisible();
  let holder = -1;
  await expect.poll(async () => (holder = await hubHolder(shape, request, member.username)), { timeout: 20_000 }).toBeGreaterThanOrEqual(0);
  const other = new SandboxClient(request, shape.backends[1 - holder]!.url);
  await other.notify(member.username, { title: 'Öbür sunucudan', note: 'Gönderildi', type: 2 });
  await expect(page.getByTestId('notification-badge')).toContainText('1');

  // The sports remote's version folder is gone from the server: nginx answers 404, the host shows
  // the section's fallback and the rest of the site goes on.
  const remotes = JSON.parse(fs.readFileSync(path.join(shape.distDir, 'remotes.json'), 'utf8')) as { remotes: { sports: { current: string } } };
  const folder = path.join(shape.distDir, 'remotes/sports', remotes.remotes.sports.current);
  fs.renameSync(folder, `${folder}.away`);
  try {
    await site.goto('/spor');
    await expect(site.sectionFallback('sports')).toBeVisible();
    await expect(site.header).toBeVisible();
    await site.goto('/casino/slot');
    await site.expectRemote('casino');
  } finally {
    fs.renameSync(`${folder}.away`, folder);
  }
});

test('a version put in service and rolled back shows on the next page load, with nothing restarted', async ({ site, page, shape }) => {
  const run = promisify(execFile);
  await withoutPopup(page);
  const distDir = shape.distDir;
  const file = path.join(distDir, 'remotes.json');
  type Doc = { remotes: Record<string, { current: string; versions: Record<string, { entry: string; builtAt: string; contract: string }> }> };
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as Doc;
  const old = doc.remotes.casino!.current;
  // A release without a build: the version in service copied under a new number (release's own
  // work is proven by the rollback drill of the default projects; here, what nginx serves).
  const released = `${old.split('.').slice(0, 2).join('.')}.${Number(old.split('.')[2]) + 50}`;
  fs.cpSync(path.join(distDir, 'remotes/casino', old), path.join(distDir, 'remotes/casino', released), { recursive: true });
  doc.remotes.casino!.versions[released] = { ...doc.remotes.casino!.versions[old]!, entry: `remotes/casino/${released}/remoteEntry.js` };
  fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  const cli = (...args: string[]) => run('node', [path.join(REPO_ROOT, 'scripts/delivery/cli.mjs'), ...args, '--dist', distDir], { cwd: REPO_ROOT });

  // The casino's entry the next page load asks nginx for (the module itself, copied, still says its old version).
  const entryOnNextLoad = async () => {
    const entries: string[] = [];
    const listener = (request: { url(): string }) => {
      const match = /\/remotes\/casino\/([^/]+)\/remoteEntry\.js/.exec(request.url());
      if (match) entries.push(match[1]!);
    };
    page.on('request', listener);
    await site.goto('/casino/slot');
    await site.expectRemote('casino');
    page.off('request', listener);
    return [...new Set(entries)];
  };
  await cli('use', 'casino', released);
  expect(await entryOnNextLoad()).toEqual([released]);
  await cli('rollback', 'casino');
  expect(await entryOnNextLoad()).toEqual([old]);
});

test('a backend killed during a member\'s session: the hub reconnects to the other, pushes and polls go on', async ({ site, page, request, shape }) => {
  await withoutPopup(page);
  const member = await site.loginAsNewMember();
  await site.goto('/');
  await expect(site.header.getByTestId('header-balance')).toBeVisible();
  let holder = -1;
  await expect.poll(async () => (holder = await hubHolder(shape, request, member.username)), { timeout: 20_000 }).toBeGreaterThanOrEqual(0);
  const survivor = shape.backends[1 - holder]!;
  const killedAt = Date.now();
  process.kill(shape.backends[holder]!.pid, 'SIGKILL');
  await expect.poll(async () => hubHolder(shape, request, member.username), { timeout: 30_000, intervals: [50] }).toBe(1 - holder);
  test.info().annotations.push({ type: 'hub reconnect', description: `${Date.now() - killedAt} ms from SIGKILL to the connection on the other instance` });
  await new SandboxClient(request, survivor.url).setBalance(member.username, 4321);
  await expect(site.header.getByTestId('header-balance')).toContainText('4.321');
  await new SandboxClient(request, survivor.url).notify(member.username, { title: 'Hâlâ burada', type: 2 });
  await expect(page.getByTestId('notification-badge')).toContainText('1');
});
