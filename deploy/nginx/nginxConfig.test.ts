import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheControlFor } from '../../sandbox-api/src/static/cachePolicy';
import { readHeaderSet, renderHeaders } from '../../sandbox-api/src/security/securityHeaders';
import { sandboxOrigins } from '../../sandbox-api/src/security/securityHeaderHooks';
import http from 'node:http';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { COSTLY_CALLS, COSTLY_CALL_LIMIT, nginxConfig, quote, type NginxOptions } from './nginxConfig';

const OPTIONS: NginxOptions = {
  distDir: '/srv/vitrin/dist',
  prefixDir: '/srv/vitrin/nginx',
  listen: '127.0.0.1:8080',
  backends: ['127.0.0.1:8090', '127.0.0.1:8092'],
  providers: { listen: '127.0.0.1:8081', publicUrl: 'http://127.0.0.1:8081', backends: ['127.0.0.1:8091', '127.0.0.1:8093'] },
  basePaths: ['/', '/tr/'],
};

/** The body of `location <head> {…}` (nested braces of limit_except included). */
function location(config: string, head: string): string {
  const start = config.indexOf(`location ${head} {`);
  if (start < 0) throw new Error(`no location ${head}`);
  let depth = 0;
  for (let i = config.indexOf('{', start); i < config.length; i += 1) {
    if (config[i] === '{') depth += 1;
    if (config[i] === '}' && --depth === 0) return config.slice(config.indexOf('{', start) + 1, i);
  }
  throw new Error('unbalanced');
}

/** nginx's map on $uri evaluated as nginx does: regexes in order, the first match wins, else the default. */
function cacheControlOf(config: string, uri: string): string {
  const map = /map \$uri \$vitrin_cache_control \{([\s\S]*?)\n\}/.exec(config)![1]!;
  const lines = map.trim().split('\n').map((line) => line.trim());
  const unquote = (text: string) => JSON.parse(text) as string;
  for (const line of lines) {
    const match = /^"~(.*)"\s+(".*");$/.exec(line);
    if (match && new RegExp(match[1]!).test(uri)) return unquote(match[2]!);
  }
  return unquote(/^default (".*");$/.exec(lines.find((line) => line.startsWith('default'))!)![1]!);
}

describe('the generated nginx configuration', () => {
  const config = nginxConfig(OPTIONS);

  it('gives static files the Cache-Control the sandbox gives them, under every base path', () => {
    const paths = ['/remotes.json', '/remotes/casino/1.0.1/remoteEntry.js', '/remotes/casino/1.0.1/412.9ab3c1d2e4.js', '/main.3fa9c1d2.js',
      '/static/favicon.svg', '/favicon.ico', '/site.webmanifest', '/remotes/casino/readme.txt'];
    for (const base of ['/', '/tr/']) {
      for (const urlPath of paths) expect([urlPath, cacheControlOf(config, `${base}${urlPath.slice(1)}`)]).toEqual([urlPath, cacheControlFor(urlPath)]);
    }
  });

  it('puts the whole security header set, with the report address of its base, on every kind of answer', () => {
    for (const base of ['/', '/tr/']) {
      const expected = renderHeaders(readHeaderSet().site, sandboxOrigins('http://127.0.0.1:8081', base));
      expect(expected['Content-Security-Policy']).toContain(`report-uri ${base}sandbox/csp-report`);
      const name = base === '/' ? 'root' : 'tr';
      for (const head of [`= ${base}remotes.json`, `^~ ${base}remotes/`, `^~ ${base}api/`, `^~ ${base}hub/`, `^~ ${base}sandbox/`,
        `= ${base}index.html`, `^~ ${base}`, `@page_${name}`, `@not_found_${name}`]) {
        const body = location(config, head);
        for (const [header, value] of Object.entries(expected)) expect([head, body]).toEqual([head, expect.stringContaining(`add_header ${header} ${quote(value)} always;`)]);
      }
    }
    // The backend's own copies are hidden, so no answer carries the set twice.
    for (const header of Object.keys(readHeaderSet().site)) expect(config).toContain(`proxy_hide_header ${header};`);
  });

  it('upgrades the hub to a WebSocket held open longer than the backend pings, and balances both backends', () => {
    const hub = location(config, '^~ /hub/');
    expect(hub).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(hub).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(Number(/proxy_read_timeout (\d+)s/.exec(hub)![1])).toBeGreaterThan(15 * 2);
    expect(hub).toContain('proxy_pass http://vitrin_backends;');
    expect(config).toMatch(/upstream vitrin_backends \{\n\s+server 127\.0\.0\.1:8090 [^\n]*\n\s+server 127\.0\.0\.1:8092 /);
    expect(config).toMatch(/upstream vitrin_providers \{\n\s+server 127\.0\.0\.1:8091 [^\n]*\n\s+server 127\.0\.0\.1:8093 /);
  });

  it('serves files from dist, pages through the backend (SPA fallback and not-found as the sandbox decides), the operator side to loopback only', () => {
    expect(location(config, '^~ /')).toContain('root /srv/vitrin/dist/site;');
    expect(location(config, '^~ /')).toContain('try_files $uri @page_root;');
    expect(location(config, '^~ /tr/')).toContain('alias /srv/vitrin/dist/site/;');
    expect(location(config, '= /tr/remotes.json')).toContain('alias /srv/vitrin/dist/remotes.json;');
    expect(location(config, '@page_tr')).toContain('proxy_pass http://vitrin_backends;');
    for (const head of ['^~ /sandbox/admin/', '^~ /sandbox/ops', '^~ /sandbox/messages', '^~ /tr/sandbox/ops']) expect(location(config, head)).toContain('deny all;');
    expect(location(config, '= /sandbox/csp-report')).toMatch(/limit_except POST \{\s+allow 127\.0\.0\.1;\s+allow ::1;\s+deny all;\s+\}/);
  });

  it('runs unprivileged: pid, logs and every temp folder under its own prefix, listening where it is told', () => {
    expect(config).toContain('pid /srv/vitrin/nginx/nginx.pid;');
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) expect(config).toContain(`${kind}_temp_path /srv/vitrin/nginx/tmp/${kind};`);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('gzip_static on;');
    expect(config).not.toContain('brotli');
    expect(nginxConfig({ ...OPTIONS, brotliModules: ['/m/brotli.so'] })).toMatch(/^load_module \/m\/brotli\.so;[\s\S]*brotli_static on;/m);
  });

  it('answers outside the base paths with a not-found when the site lives only under a sub-path', () => {
    const only = nginxConfig({ ...OPTIONS, basePaths: ['tr'] });
    expect(location(only, '/')).toContain('return 404');
    expect(only).not.toContain('location ^~ / {');
  });

  it('limits the costly calls per client address under every base path, and answers over the limit in the API\'s shape', () => {
    expect(COSTLY_CALLS).toEqual(expect.arrayContaining(['auth/login', 'auth/register', 'auth/sendresetpassword', 'auth/checkresetcode', 'customer/changepassword']));
    expect(config).toContain(`limit_req_zone $binary_remote_addr zone=vitrin_costly:10m rate=${COSTLY_CALL_LIMIT.ratePerSecond}r/s;`);
    for (const base of ['/', '/tr/']) {
      for (const call of COSTLY_CALLS) {
        const body = location(config, `= ${base}api/${call}`);
        expect(body).toContain(`limit_req zone=vitrin_costly burst=${COSTLY_CALL_LIMIT.burst} nodelay;`);
        expect(body).toContain('proxy_pass http://vitrin_backends;');
      }
      const tooMany = location(config, `@too_many_${base === '/' ? 'root' : 'tr'}`);
      expect(tooMany).toContain(`add_header Retry-After ${COSTLY_CALL_LIMIT.retryAfterSeconds} always;`);
      expect(tooMany).toContain('add_header Content-Security-Policy');
    }
    // Every other call keeps its plain proxy: no limit on the balance poll.
    expect(location(config, '^~ /api/')).not.toContain('limit_req');
  });

  it('sends every ops request to one instance, which holds the ops sessions and CSRF secret it issued', () => {
    for (const head of ['^~ /sandbox/ops', '^~ /tr/sandbox/ops']) {
      expect(location(config, head)).toContain('proxy_pass http://vitrin_ops;');
      expect(location(config, head)).toContain('deny all;');
    }
    expect(config).toMatch(/upstream vitrin_ops \{\n\s+hash \$remote_addr consistent;\n\s+server 127\.0\.0\.1:8090 [^\n]*\n\s+server 127\.0\.0\.1:8092 /);
  });

  it('quotes values so nothing in them is read as nginx syntax', () => {
    expect(quote('a "b" $x \\')).toBe('"a \\"b\\" ${dollar}x \\\\"');
    expect(() => quote('a\nadd_header X y;')).toThrow();
  });

  (existsSync('/usr/sbin/nginx') ? it : it.skip)('turns one address\'s sign-in flood away itself: the backend sees the burst, the balance poll is untouched', async () => {
    const seen = { login: 0, balance: 0 };
    const backend = http.createServer((request, response) => {
      if (request.url === '/api/auth/login') seen.login += 1;
      if (request.url === '/api/user/balance') seen.balance += 1;
      response.setHeader('content-type', 'application/json');
      response.end('{"success":true,"data":null}');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrin-nginx-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const nginx = (() => {
      for (const folder of ['logs', 'tmp', 'dist/site']) mkdirSync(path.join(dir, folder), { recursive: true });
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(file, nginxConfig({
        ...OPTIONS, providers: undefined, distDir: path.join(dir, 'dist'), prefixDir: dir, listen: `127.0.0.1:${port}`,
        backends: [`127.0.0.1:${(backend.address() as AddressInfo).port}`],
      }));
      return spawn('/usr/sbin/nginx', ['-p', dir, '-c', file, '-e', path.join(dir, 'logs/error.log')], { stdio: 'ignore' });
    })();
    const call = (urlPath: string, method: string) => new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers: { 'content-type': 'application/json' } }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined, body }));
      });
      request.on('error', reject);
      request.end(method === 'POST' ? '{}' : undefined);
    });
    try {
      for (let tries = 0; ; tries += 1) {
        try { await call('/api/user/balance', 'GET'); break; } catch (error) { if (tries > 100) throw error; await new Promise((resolve) => setTimeout(resolve, 50)); }
      }
      const flood = await Promise.all(Array.from({ length: 200 }, () => call('/api/auth/login', 'POST')));
      const turnedAway = flood.filter((answer) => answer.status === 429);
      // The burst (and what the rate lets through meanwhile) reaches the backend; nothing else does.
      expect(seen.login).toBeGreaterThanOrEqual(COSTLY_CALL_LIMIT.burst);
      expect(seen.login).toBeLessThan(COSTLY_CALL_LIMIT.burst + 20);
      expect(turnedAway.length).toBe(200 - seen.login);
      expect(turnedAway[0]).toMatchObject({ retryAfter: String(COSTLY_CALL_LIMIT.retryAfterSeconds) });
      expect(JSON.parse(turnedAway[0]!.body)).toMatchObject({ success: false });
      const polls = await Promise.all(Array.from({ length: 100 }, () => call('/api/user/balance', 'GET')));
      expect(polls.every((answer) => answer.status === 200)).toBe(true);
    } finally {
      nginx.kill('SIGTERM');
      await new Promise((resolve) => nginx.once('exit', resolve));
      await new Promise((resolve) => backend.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  (existsSync('/usr/sbin/nginx') ? it : it.skip)('is a configuration nginx accepts (nginx -t)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrin-nginx-'));
    try {
      for (const folder of ['logs', 'tmp', 'dist/site']) mkdirSync(path.join(dir, folder), { recursive: true });
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(file, nginxConfig({ ...OPTIONS, distDir: path.join(dir, 'dist'), prefixDir: dir }));
      execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', dir, '-c', file, '-e', path.join(dir, 'logs/error.log')], { stdio: 'pipe' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
