import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { OPS_TOKEN_HEADER } from '../admin/opsPage';
import { IMMUTABLE, NO_CACHE } from './cachePolicy';
import { pageScriptRoutes, pageScriptSrc, sendFixedPageScript } from './pageScripts';

describe('page scripts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    pageScriptRoutes(app);
    app.get('/sandbox/chat.js', async (request, reply) => sendFixedPageScript(request, reply, 'chat'));
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves each file of sandbox-api/assets at its content-hashed address, kept for good', async () => {
    const src = pageScriptSrc('sportsbook');
    expect(src).toMatch(/^\/assets\/sportsbook\.[0-9a-f]{12}\.js$/);
    const answer = await app.inject(src);
    expect([answer.statusCode, answer.headers['cache-control'], answer.headers['content-type']]).toEqual([200, IMMUTABLE, 'text/javascript; charset=utf-8']);
    expect(answer.body).toBe(fs.readFileSync(path.resolve(import.meta.dirname, '../../assets/sportsbook.js'), 'utf8'));
  });

  it('answers 404 to an old hash, an unknown name or a path outside the folder', async () => {
    for (const url of ['/assets/sportsbook.000000000000.js', '/assets/nothing.000000000000.js', '/assets/..%2Fpackage.json', '/assets/sportsbook.js']) {
      expect([url, (await app.inject(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it('revalidates a script at a fixed address: an ETag, and 304 without a body when it is unchanged', async () => {
    const first = await app.inject('/sandbox/chat.js');
    expect([first.statusCode, first.headers['cache-control']]).toEqual([200, NO_CACHE]);
    expect(first.body).toContain('window.VitrinDemoChat');
    const again = await app.inject({ url: '/sandbox/chat.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });
});

describe('the ops page script', () => {
  it('sends the session token in the header the ops endpoints read', () => {
    expect(fs.readFileSync(path.resolve(import.meta.dirname, '../../assets/ops.js'), 'utf8')).toContain(`'${OPS_TOKEN_HEADER}': token`);
  });
});
