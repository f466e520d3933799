import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startSandbox, tempDir } from './helpers';
import type { Sandbox } from './helpers';
import { runCli } from '../src/cli/run';
import { CASINO_LOBBY_PAGE_SIZE, CONTRACT_VERSION, FIRST_ANSWERS_ELEMENT_ID } from '@vitrin/contract';
import { FIRST_ANSWERS_ELEMENT_ID as STEP_ELEMENT_ID } from '@vitrin/platform';

jest.setTimeout(60000);

const BIG_JS = `console.log(${JSON.stringify('vitrin '.repeat(2000))});\n`;
let sb: Sandbox;
let dist: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dist = tempDir('vitrin-dist-');
  write(path.join(dist, 'site/index.html'), '<!doctype html><html><head><script src="/main.js"></script></head><body><div id="root"></div></body></html>');
  write(path.join(dist, 'site/main.js'), BIG_JS);
  write(path.join(dist, 'site/remoteEntry.js'), BIG_JS);
  write(path.join(dist, 'site/chunks/412.3fa9c1d2e5.js'), BIG_JS);
  write(path.join(dist, 'remotes/casino/1.2.0/remoteEntry.js'), BIG_JS);
  write(path.join(dist, 'remotes.json'), JSON.stringify({ casino: { current: '1.2.0' } }));
  sb = await startSandbox({ distDir: dist });
});
afterAll(async () => {
  await sb?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => sb.server.app.inject({ method: 'GET', url, headers });

describe('static site and remotes', () => {
  test('cache headers follow the delivery rules', async () => {
    const cases: [string, string][] = [
      ['/', 'no-cache'],
      ['/main.js', 'no-cache'],
      ['/remoteEntry.js', 'no-cache'],
      ['/chunks/412.3fa9c1d2e5.js', 'public, max-age=31536000, immutable'],
      ['/remotes/casino/1.2.0/remoteEntry.js', 'public, max-age=31536000, immutable'],
      ['/remotes.json', 'no-cache'],
    ];
    for (const [url, cacheControl] of cases) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, cacheControl]);
    }
    expect((await get('/remotes.json')).json()).toEqual({ casino: { current: '1.2.0' } });
    expect((await get('/main.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  test('gzip and brotli, decoded back to the file', async () => {
    const br = await get('/main.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 5);
    const gz = await get('/remotes/casino/1.2.0/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const api = await get('/api/cms/grouped', { 'accept-encoding': 'gzip' });
    expect(api.headers['content-encoding']).toBe('gzip');
  });

  test('each static file is compressed once, in the encoding the client takes, with its length and Vary', async () => {
    const url = '/chunks/412.3fa9c1d2e5.js';
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
      ['identity', undefined, (data: Buffer) => data],
      ['', undefined, (data: Buffer) => data],
    ] as const) {
      for (const round of ['first', 'again']) {
        const response = await get(url, { 'accept-encoding': accept });
        expect([accept, round, response.statusCode, response.headers['content-encoding']]).toEqual([accept, round, 200, encoding]);
        expect(decode(response.rawPayload).toString()).toBe(BIG_JS);
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
        if (encoding) expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      }
    }
    const head = await sb.server.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect([head.statusCode, head.headers['content-encoding'], head.rawPayload.length]).toEqual([200, 'br', 0]);
  });

  test('a compressed file answers 304 to its ETag, whatever the encoding', async () => {
    const first = await get('/remoteEntry.js', { 'accept-encoding': 'br' });
    for (const accept of ['br', 'gzip', '']) {
      const again = await get('/remoteEntry.js', { 'accept-encoding': accept, 'if-none-match': String(first.headers.etag) });
      expect([accept, again.statusCode, again.rawPayload.length, again.headers.vary]).toEqual([accept, 304, 0, 'Accept-Encoding']);
    }
  });

  test('a rewritten file is served as it is now, never its old compressed bytes', async () => {
    const file = path.join(dist, 'site/rewritten.js');
    write(file, BIG_JS);
    const before = await get('/rewritten.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(before.rawPayload).toString()).toBe(BIG_JS);
    const changed = BIG_JS.replace('vitrin', 'VITRIN');
    write(file, changed);
    // Same size: only the modification time tells the two apart.
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    const after = await get('/rewritten.js', { 'accept-encoding': 'br' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(brotliDecompressSync(after.rawPayload).toString()).toBe(changed);
  });

  test('a file under 1 KB is sent as it is', async () => {
    const small = await get('/remotes.json', { 'accept-encoding': 'br, gzip' });
    expect([small.headers['content-encoding'], small.headers.vary]).toEqual([undefined, undefined]);
    expect(small.json()).toEqual({ casino: { current: '1.2.0' } });
  });

  test('revalidation answers 304 for an unchanged entry file', async () => {
    const first = await get('/main.js');
    const again = await get('/main.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  test('SPA fallback for client routes only', async () => {
    for (const url of ['/casino/slot', '/pages/1', '/dashboard/account?x=1']) {
      const response = await get(url, { accept: 'text/html' });
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(response.body).toContain('<div id="root">');
    }
    expect((await get('/missing.js', { accept: '*/*' })).statusCode).toBe(404);
    expect((await get('/api/nothing', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/remotes/casino/9.9.9/remoteEntry.js', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/sandbox/nothing', { accept: 'text/html' })).statusCode).toBe(404);
    expect((await get('/remotes/../site/index.html')).statusCode).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd', { accept: 'text/html' })).body).not.toContain('root:');
  });
});

describe('demo pages', () => {
  test('the old sportsbook address leads to the provider origin; the chat widget is self-contained', async () => {
    // The live TV link of the site options: the sportsbook's script never runs on the site's origin.
    const old = await get('/sandbox/sportsbook?view=livespor&variant=tv&lang=en');
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(`${sb.server.providerUrl}/sportsbook?view=livespor&lang=en`);
    expect((await get('/sandbox/sportsbook?view=<x>')).headers.location).toBe(`${sb.server.providerUrl}/sportsbook?view=spor&lang=tr`);
    const chat = await get('/sandbox/chat.js');
    expect(chat.headers['content-type']).toContain('javascript');
    expect(chat.body).toContain('window.VitrinDemoChat');
    for (const name of ['amusnet', '3oaksgaming', 'spribe']) {
      expect((await get(`/sandbox/img/provider/${name}.svg`)).statusCode).toBe(200);
    }
    expect((await get('/sandbox/img/game/sweet-bonanza.svg')).body).toContain('Sweet Bonanza');
    expect((await get('/sandbox/img/provider/unknown.svg')).statusCode).toBe(404);
  });
});

describe('operator side', () => {
  test('refuses non-loopback callers', async () => {
    for (const [method, url] of [['GET', '/sandbox/messages'], ['GET', '/sandbox/messages.json'], ['POST', '/sandbox/admin/notify'], ['POST', '/sandbox/admin/balance']] as const) {
      const response = await sb.server.app.inject({ method, url, remoteAddress: '10.1.2.3', payload: method === 'POST' ? {} : undefined });
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
    const local = await sb.server.app.inject({ method: 'GET', url: '/sandbox/messages', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('Sandbox outbox');
  });

  test('the CLI drives the admin routes and says what went wrong', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l), env: {} };
    expect(await runCli(['balance', '--user', 'demo', '--set', '250.5', '--url', sb.url], io)).toBe(0);
    expect(out.pop()).toContain('Balance of demo is now 250.50');
    expect(await runCli(['notify', '--user', 'demo', '--title', 'T', '--note', 'N', '--type', '4', '--url', sb.url], io)).toBe(0);
    expect(out.pop()).toMatch(/^Notification \d+ stored/);
    expect(await runCli(['notify', '--user', 'ghost', '--title', 'T', '--note', 'N', '--url', sb.url], io)).toBe(1);
    expect(err.pop()).toBe('Unknown user: ghost');
    expect(await runCli(['messages', '--url', sb.url], io)).toBe(0);
    expect(await runCli(['balance', '--user', 'demo', '--url', 'http://127.0.0.1:9'], io)).toBe(1);
    expect(err.pop()).toContain('Missing --set');
    expect(await runCli(['messages', '--url', 'http://127.0.0.1:9'], io)).toBe(1);
    expect(err.pop()).toContain('not running');
    expect(await runCli(['frobnicate'], io)).toBe(2);
  });
});

describe('served under a sub-path chosen at deploy time (BASE_PATH)', () => {
  let sub: Sandbox;
  beforeAll(async () => {
    write(path.join(dist, 'site/index.html'), '<!doctype html><html><head><base href="/"><script src="main.js"></script></head><body></body></html>');
    sub = await startSandbox({ distDir: dist, basePaths: ['/tr/'] });
  });
  afterAll(async () => sub?.stop());
  const subGet = (url: string, headers: Record<string, string> = { accept: 'text/html' }) => sub.server.app.inject({ method: 'GET', url, headers });

  test('the site, its files and the API answer under the base; index.html names it as its base', async () => {
    for (const url of ['/tr/', '/tr', '/tr/casino/slot']) {
      const page = await subGet(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<base href="/tr/">');
    }
    expect((await subGet('/tr/main.js', {})).statusCode).toBe(200);
    expect((await subGet('/tr/remotes/casino/1.2.0/remoteEntry.js', {})).statusCode).toBe(200);
    expect((await subGet('/tr/api/cms/grouped', { accept: 'application/json' })).json()).toMatchObject({ success: true });
  });

  test('nothing answers outside the base, so an address that forgot it shows up', async () => {
    expect((await subGet('/', {})).statusCode).toBe(404);
    expect((await subGet('/api/cms/grouped', { accept: 'application/json' })).statusCode).toBe(404);
    expect((await subGet('/main.js', {})).statusCode).toBe(404);
  });
});

describe('an address the router cannot decode', () => {
  test('a page request gets the site, anything else a plain 400, never a framework error body', async () => {
    const page = await get('/casino/play/%%%', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<base href="/">');
    const api = await get('/api/casino/%%%', { accept: 'application/json' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ success: false, message: 'Bad request address' });
  });
});

describe('the first-paint step on every page', () => {
  test('the route names its remote entry, / paints the home banner, the lang cookie picks the language', async () => {
    const index = path.join(dist, 'site/index.html');
    const remotes = path.join(dist, 'remotes.json');
    write(index, '<!doctype html><html lang="tr"><head><base href="/"><meta name="vitrin-first-paint" content=""/></head>'
      + '<body><div id="root"><div id="boot-banner"></div><div id="boot-tiles"></div><div id="boot-body"><span id="boot-text">Yükleniyor...</span></div></div></body></html>');
    // The casino's descriptor as a build records it (ADR 0036): its prefixes and home slots decide what the step preloads.
    const descriptor = { name: 'casino', mount: 'root', prefixes: ['/casino'], slots: ['HomeGameRails'], menu: [], contractVersion: CONTRACT_VERSION };
    write(remotes, JSON.stringify({ schemaVersion: 1, remotes: { casino: { current: '1.2.0', versions: { '1.2.0': { entry: 'remotes/casino/1.2.0/remoteEntry.js', descriptor } }, history: [] } } }));
    try {
      const home = await get('/');
      expect(home.headers.vary).toContain('Cookie');
      expect(home.body).toContain('<link rel="preload" as="script" href="remotes/casino/1.2.0/remoteEntry.js">');
      expect(home.body).toContain('<img src="/sandbox/img/slide/welcome/tr/800x400.svg"');
      expect((await get(home.body.match(/<img src="([^"]+)"/)![1]!)).statusCode).toBe(200);

      const english = await get('/casino/slot', { cookie: 'lang=en', accept: 'text/html' });
      expect(english.body).toContain('<html lang="en"');
      expect(english.body).toContain('<span id="boot-text">Loading...</span>');
      expect(english.body).toContain('href="remotes/casino/1.2.0/remoteEntry.js"');
      expect(english.body).not.toContain('<picture>');
      expect((await get('/', { cookie: 'lang=en' })).body).toContain('/sandbox/img/slide/welcome/en/800x400.svg');

      // A lobby's own address embeds the answer to its first call and paints its first tiles.
      const block = /<script type="application\/json" id="([^"]+)">([^<]*)<\/script>/.exec(english.body);
      expect(block?.[1]).toBe(FIRST_ANSWERS_ELEMENT_ID);
      expect(STEP_ELEMENT_ID).toBe(FIRST_ANSWERS_ELEMENT_ID);
      const [embedded] = JSON.parse(block![2]!) as { path: string; request: unknown; answer: unknown }[];
      const network = await sb.server.app.inject({ method: 'POST', url: '/api/casino/lobbygames', payload: embedded!.request as Record<string, unknown> });
      expect(embedded!.path).toBe('casino/lobbygames');
      expect(embedded!.request).toEqual({ lobby: 'slot', skip: 0, take: CASINO_LOBBY_PAGE_SIZE });
      expect(embedded!.answer).toEqual(network.json());
      const firstGame = (network.json() as { data: { items: { name: string; imageUrl: string }[] } }).data.items[0]!;
      expect(english.body).toContain(`<ul id="boot-tiles" aria-hidden="true"><li><img src="${firstGame.imageUrl}"`);
      // With a campaign's keys in the address the lobby still asks for its first page.
      const campaign = await get('/casino/slot?utm_source=ads&utm_campaign=spring&gclid=x1', { cookie: 'lang=en', accept: 'text/html' });
      expect(campaign.body).toContain(english.body.match(/<script type="application\/json"[^>]*>[^<]*<\/script>/)![0]);
      // Not with the lobby's own keys in the address (it asks for something else), nor off the lobbies.
      for (const other of ['/casino/slot?category=1', '/casino/slot?utm_source=ads&page=2', '/casino/slot?search=', '/casino/play/x', '/dashboard']) {
        const page = await get(other, { accept: 'text/html' });
        expect(page.body).not.toContain(FIRST_ANSWERS_ELEMENT_ID);
        expect(page.body).toContain('<div id="boot-tiles"></div>');
      }

      // The deposit and withdraw pages embed payment/methods' answer for their direction, the very
      // answer a member's call gets, and ask the member script to paint it.
      const login = await sb.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo123' } });
      const token = (login.json() as { data: { token: string } }).data.token;
      for (const [address, direction] of [['/dashboard/deposit', 1], ['/dashboard/withdraw/', 2]] as const) {
        const page = await get(address, { accept: 'text/html' });
        const entries = JSON.parse(/<script type="application\/json" id="[^"]+">([^<]*)<\/script>/.exec(page.body)![1]!) as { path: string; request: unknown; answer: unknown }[];
        const network = await sb.server.app.inject({ method: 'POST', url: '/api/payment/methods', headers: { authorization: `Bearer ${token}` }, payload: { direction } });
        expect(entries).toEqual([{ path: 'payment/methods', request: { direction }, locale: 'tr', answer: network.json() }]);
        expect(page.body).toContain('data-methods');
      }
      // In English (the lang cookie) the embedded answer is the English call's, marked as English.
      const englishDeposit = await get('/dashboard/deposit', { cookie: 'lang=en', accept: 'text/html' });
      const [englishEntry] = JSON.parse(/<script type="application\/json" id="[^"]+">([^<]*)<\/script>/.exec(englishDeposit.body)![1]!) as { locale: string; answer: { data: { name: string }[] } }[];
      const englishCall = await sb.server.app.inject({ method: 'POST', url: '/api/payment/methods', headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' }, payload: { direction: 1 } });
      expect(englishEntry).toMatchObject({ locale: 'en', answer: englishCall.json() });
      expect(englishEntry!.answer.data.map((m) => m.name)).toContain('Bank transfer (Havale/EFT)');
    } finally {
      write(index, '<!doctype html><html><head><script src="/main.js"></script></head><body><div id="root"></div></body></html>');
      write(remotes, JSON.stringify({ casino: { current: '1.2.0' } }));
    }
  });
});

describe('the first-paint step in hostile strings mode', () => {
  test("a page's embedded answers carry the payloads its calls carry, so its first render is tested like them", async () => {
    const hostileDist = tempDir('vitrin-dist-');
    write(path.join(hostileDist, 'site/index.html'), '<!doctype html><html lang="tr"><head><meta name="vitrin-first-paint" content=""/></head><body><div id="root"></div></body></html>');
    const hostile = await startSandbox({ distDir: hostileDist, hostile: true });
    try {
      const login = await hostile.server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo123' } });
      const token = (login.json() as { data: { token: string } }).data.token;
      const page = await hostile.server.app.inject({ method: 'GET', url: '/dashboard/deposit', headers: { accept: 'text/html' } });
      const [embedded] = JSON.parse(/<script type="application\/json" id="[^"]+">([^<]*)<\/script>/.exec(page.body)![1]!) as { answer: { data: { name: string }[] } }[];
      const network = await hostile.server.app.inject({ method: 'POST', url: '/api/payment/methods', headers: { authorization: `Bearer ${token}` }, payload: { direction: 1 } });
      expect(embedded!.answer).toEqual(network.json());
      expect(embedded!.answer.data[0]!.name).toMatch(/<|javascript:|onerror/i);
    } finally {
      await hostile.stop();
      rmSync(hostileDist, { recursive: true, force: true });
    }
  });
});
