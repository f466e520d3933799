import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSandbox, tempDir, type Sandbox } from '../../test/helpers';
import { CONTENT_FRAME_PATH } from './contentOrigin';
import { scriptsOfPage } from '../../test/pageScripts';

jest.setTimeout(60000);

let sb: Sandbox;
let dist: string;

beforeAll(async () => {
  dist = tempDir('vitrin-dist-');
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  };
  write('site/index.html', '<!doctype html><html><head><base href="/"><script src="main.js"></script></head><body></body></html>');
  write('site/main.js', 'void 0;');
  write('remotes/casino/1.2.0/remoteEntry.js', 'void 0;');
  write('remotes.json', JSON.stringify({ casino: { current: '1.2.0' } }));
  sb = await startSandbox({ distDir: dist, basePaths: ['/', '/tr/'] });
});
afterAll(async () => {
  await sb?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('the sandbox serves the security header set', () => {
  test.each([['/'], ['/casino/slot'], ['/main.js'], ['/remotes/casino/1.2.0/remoteEntry.js'], ['/api/nowhere'], ['/tr/']])('%s', async (url) => {
    const answer = await sb.server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const csp = answer.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`frame-src 'self' ${new URL(sb.server.providerUrl).origin}`);
    expect(csp).toContain(`report-uri ${url.startsWith('/tr/') ? '/tr/' : '/'}sandbox/csp-report`);
    expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' });
  });

  test('an API call over the network carries them too', async () => {
    const answer = await fetch(`${sb.url}/api/cms/grouped`);
    expect(answer.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  test('browsers\' violation reports are recorded (report-uri and report-to formats)', async () => {
    const post = (type: string, body: unknown) => fetch(`${sb.url}/sandbox/csp-report`, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });
    expect((await post('application/csp-report', { 'csp-report': { 'violated-directive': 'script-src-elem' } })).status).toBe(204);
    expect((await post('application/reports+json', [{ type: 'csp-violation', body: { effectiveDirective: 'script-src-elem' } }])).status).toBe(204);
    const { reports } = (await (await fetch(`${sb.url}/sandbox/csp-report`)).json()) as { reports: unknown[] };
    expect(reports).toHaveLength(2);
  });

  test('the site sends Cross-Origin-Opener-Policy: same-origin', async () => {
    const answer = await sb.server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  test('every provider page may be framed only by the site\'s origins, from configuration', async () => {
    const port = new URL(sb.url).port;
    const sites = `http://127.0.0.1:${port} http://localhost:${port}`;
    expect(sb.server.app.server.listening).toBe(true);
    for (const path of ['/', '/sportsbook?view=spor', '/casino/egt/play?code=x', '/pay/unknown', '/nowhere']) {
      const answer = await fetch(`${sb.server.providerUrl}${path}`);
      expect([path, answer.headers.get('content-security-policy')]).toEqual([path, `object-src 'none'; base-uri 'self'; frame-ancestors ${sites}`]);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('the content page: sandboxed by its own policy, it takes a document only from its parent window at one of the site\'s origins, never one named in its address', async () => {
    const answer = await fetch(`${sb.server.providerUrl}${CONTENT_FRAME_PATH}#parent=http://evil.example`);
    const csp = answer.headers.get('content-security-policy')!;
    expect(csp).toContain('frame-ancestors http://127.0.0.1:');
    expect(csp).toContain('sandbox allow-scripts allow-forms allow-pointer-lock allow-popups');
    const html = await answer.text();
    const script = await scriptsOfPage(html, sb.server.providerUrl);
    expect(script).toContain('event.source !== window.parent || event.origin !== parentOrigin');
    expect(script).not.toContain('location.hash');
    expect(html).toContain(JSON.stringify([`http://127.0.0.1:${new URL(sb.url).port}`, `http://localhost:${new URL(sb.url).port}`]));
  });
});
