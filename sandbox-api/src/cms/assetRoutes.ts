import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pictureFor } from './pictures';
import { gameThumbnailFor } from './gameThumbnail';
import { IMMUTABLE } from '../static/cachePolicy';
import { sendFixedPageScript } from '../static/pageScripts';

/** Generated pictures and the demo chat widget (the demo sportsbook lives in sports/, on the provider origin). */
export function demoRoutes(app: FastifyInstance): void {
  app.get('/sandbox/img/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // Game thumbnails are bitmaps (painting SVG thumbnails made the lobby's long tasks on a phone).
    const png = /^game\/([\w.-]{1,80})\.png$/.exec(path);
    if (png) return reply.header('cache-control', IMMUTABLE).type('image/png').send(gameThumbnailFor(png[1]!));
    const rest = path.replace(/\.svg$/, '');
    const [kind = '', ...parts] = rest.split('/').map((part) => decodeURIComponent(part));
    const svg = pictureFor(kind, parts);
    if (!svg) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(svg);
  });

  // The casino video banner's loop (4 s, 640×200, VP9; its size is in ADR 0061), made once with a canvas and
  // MediaRecorder in Chromium: no video encoder is needed on the machine.
  const banner = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'casino-banner.webm'));
  app.get('/sandbox/video/casino-banner.webm', async (_request, reply) =>
    reply.header('cache-control', IMMUTABLE).type('video/webm').send(banner));

  // The demo chat widget (sandbox-api/assets/chat.js) at the address the site settings name.
  app.get('/sandbox/chat.js', async (request, reply) => sendFixedPageScript(request, reply, 'chat'));
}
