import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf } from './contentTypes';
import { NO_CACHE, cacheControlFor } from './cachePolicy';
import { basePathOf, withBaseHref } from './basePath';
import { withFirstPaint } from './firstPaint';
import { COMPRESSIBLE_FILE, CompressedFiles, MIN_COMPRESS_BYTES, preferredEncoding } from './compressedFiles';
import type { AnswerTransform } from '../hostile/hostileMode';

/** Paths that never fall back to the single-page app. */
const NOT_SPA = /^\/(api|hub|remotes|sandbox)(\/|$)/;

const MISSING_DIST = [
  'Vitrin sandbox backend is running, but the site is not built yet.',
  '',
  'run ./vitrin build',
  '',
  '(or ./vitrin start, which builds when needed). The API answers under /api/ meanwhile.',
].join('\n');

/** Resolves a URL path inside root, refusing anything that climbs out of it. */
function inside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

async function fileAt(full: string | null) {
  if (!full) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  full: string,
  cacheControl: string,
  files: CompressedFiles,
) {
  const info = await fileAt(full);
  if (!info) return false;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply.header('cache-control', cacheControl).header('etag', etag).header('last-modified', info.mtime.toUTCString());
  reply.type(contentTypeOf(full));
  const compressible = COMPRESSIBLE_FILE.test(full);
  if (compressible && info.size >= MIN_COMPRESS_BYTES) reply.header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return true;
  }
  if (compressible && info.size < MIN_COMPRESS_BYTES) {
    // As a buffer, so @fastify/compress sees its size and keeps to its threshold (it compresses any stream).
    await reply.send(await readFile(full));
    return true;
  }
  const wanted = request.headers['x-no-compression'] === undefined ? preferredEncoding(request.headers['accept-encoding']) : null;
  const encoding = compressible && files.keeps(info.size) ? wanted : null;
  if (encoding) {
    // A Content-Encoding already set makes @fastify/compress pass the payload through as it is.
    const data = await files.get(full, info, encoding);
    await reply.header('content-encoding', encoding).header('content-length', data.length).send(data);
    return true;
  }
  // The file as it is (a client that takes neither encoding), or one not kept (an image, a file
  // larger than the cache takes: @fastify/compress compresses it on the way, per request).
  await reply.send(createReadStream(full));
  return true;
}

/**
 * The app shell, its `<base href>` set to the base path the page was asked under, through the
 * first-paint step (preloads of the route's remotes, the home banner, the visitor's language).
 */
async function sendIndex(request: FastifyRequest, reply: FastifyReply, distDir: string, answerOf?: AnswerTransform) {
  const index = path.join(path.resolve(distDir, 'site'), 'index.html');
  const base = basePathOf(request.raw);
  const [pathname = '/', query = ''] = (request.raw.url ?? '/').split('?');
  const html = await withFirstPaint(withBaseHref(await readFile(index, 'utf8'), base), {
    distDir, pathname, query, base, cookie: request.headers.cookie, answerOf,
  });
  const etag = `W/"${createHash('sha1').update(html).digest('hex').slice(0, 16)}"`;
  // The page differs by the language cookie (its banner and texts): shared caches must key on it.
  reply.header('cache-control', NO_CACHE).header('etag', etag).header('vary', 'Cookie').type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(html);
}

/**
 * A URL the router cannot even decode (`/casino/play/%%%`): a page request gets the site, which
 * shows its own not-found or invalid-address message; anything else a plain 400.
 */
export async function answerBadUrl(distDir: string, request: FastifyRequest, reply: FastifyReply) {
  const index = path.join(path.resolve(distDir, 'site'), 'index.html');
  const urlPath = (request.raw.url ?? '/').split('?')[0]!;
  if (wantsHtml(request) && !NOT_SPA.test(urlPath) && (await fileAt(index))) return sendIndex(request, reply, distDir);
  return reply.code(400).type('application/json').send({ success: false, message: 'Bad request address' });
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built site (dist/site at /), the versioned remotes (dist/remotes at /remotes/) and
 * remotes.json. The folders are looked up per request, so a build made while the server runs shows up.
 */
export function staticRoutes(app: FastifyInstance, distDir: string, answerOf?: AnswerTransform): void {
  const siteDir = path.resolve(distDir, 'site');
  const remotesDir = path.resolve(distDir, 'remotes');
  // The compressed site and remotes, made once per file for this server (ADR 0085).
  const files = new CompressedFiles();

  app.get('/remotes.json', async (request, reply) => {
    if (await sendFile(request, reply, path.join(distDir, 'remotes.json'), NO_CACHE, files)) return reply;
    return reply.code(404).type('application/json').send({ success: false, message: 'remotes.json not found: run ./vitrin build' });
  });

  app.get('/remotes/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    const full = inside(remotesDir, urlPath.slice('/remotes/'.length));
    if (full && (await sendFile(request, reply, full, cacheControlFor(urlPath), files))) return reply;
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    if (NOT_SPA.test(urlPath)) {
      return reply.code(404).type('application/json').send({ success: false, message: `No route ${urlPath}` });
    }
    const index = path.join(siteDir, 'index.html');
    if (!(await fileAt(index))) {
      if (urlPath === '/' || wantsHtml(request)) {
        return reply.code(urlPath === '/' ? 200 : 404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send(MISSING_DIST);
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (urlPath !== '/' && urlPath !== '/index.html') {
      const full = inside(siteDir, urlPath);
      if (full && (await sendFile(request, reply, full, cacheControlFor(urlPath), files))) return reply;
    }
    // Client-side routes (/casino/slot, /pages/1, …) get the app shell; a missing asset stays a 404.
    const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
    if (urlPath === '/' || urlPath === '/index.html' || (wantsHtml(request) && !/\.(js|mjs|css|map|json|png|svg|jpg|webp|woff2?|ico)$/i.test(last))) {
      return sendIndex(request, reply, distDir, answerOf);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
