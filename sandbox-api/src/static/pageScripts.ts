import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE, NO_CACHE } from './cachePolicy';

/**
 * The browser scripts of the sandbox's own pages are real files in sandbox-api/assets/, linted as
 * browser code; a page's data travels beside them as JSON in a script element that is not run.
 */
const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets');

/** The scripts in sandbox-api/assets/, by file name without `.js`. */
export type PageScriptName = 'sportsbook' | 'casinoGame' | 'contentFrame' | 'parentOrigin' | 'chat' | 'ops';
const NAMES: readonly PageScriptName[] = ['sportsbook', 'casinoGame', 'contentFrame', 'parentOrigin', 'chat', 'ops'];

interface PageScript { body: Buffer; hash: string }
const loaded = new Map<PageScriptName, PageScript>();

/** Read once per process: the files change only with a new sandbox. */
function pageScript(name: PageScriptName): PageScript {
  let script = loaded.get(name);
  if (!script) {
    const body = fs.readFileSync(path.join(ASSETS, `${name}.js`));
    script = { body, hash: createHash('sha256').update(body).digest('hex').slice(0, 12) };
    loaded.set(name, script);
  }
  return script;
}

/** The path a provider page loads its script from: the content hash in the name, so it is kept for good. */
export function pageScriptSrc(name: PageScriptName): string {
  return `/assets/${name}.${pageScript(name).hash}.js`;
}

/**
 * The provider origin's page scripts at /assets/<name>.<hash>.js, cached for good (a change of
 * the file is a change of its address). Registered on the provider origin (server.ts PROVIDER_PAGES).
 */
export function pageScriptRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const match = /^(\w+)\.([0-9a-f]{12})\.js$/.exec(request.params.file);
    const name = NAMES.find((n) => n === match?.[1]);
    if (!match || !name || pageScript(name).hash !== match[2]) {
      return reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.header('cache-control', IMMUTABLE).type('text/javascript; charset=utf-8').send(pageScript(name).body);
  });
}

/**
 * A page script at a fixed address (the chat widget, whose address the site settings name; the ops
 * page's): revalidated on each use, with an ETag so a repeat visit gets a 304 and no body.
 */
export function sendFixedPageScript(request: FastifyRequest, reply: FastifyReply, name: PageScriptName): FastifyReply {
  const { body, hash } = pageScript(name);
  const etag = `"${hash}"`;
  reply.header('cache-control', NO_CACHE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('text/javascript; charset=utf-8').send(body);
}
