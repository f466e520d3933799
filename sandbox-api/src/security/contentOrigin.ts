import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context';
import { pageScriptSrc } from '../static/pageScripts';
import { contentPagePolicy } from './securityHeaderHooks';

/** The content page's address on the provider origin (docs/security-headers.md "Provider HTML"). */
export const CONTENT_FRAME_PATH = '/content/frame';

/**
 * The "content" origin: provider HTML (SoftGamings' launch answer, HTML plus a script)
 * cannot run in a `srcdoc` frame, which inherits the site's `script-src 'self'`. The site frames
 * this page instead, sandboxed WITHOUT allow-same-origin (an opaque origin, so the provider's code
 * reaches neither the site's nor this origin's storage), and posts it the document once it says it
 * is ready. Who may be that parent is server configuration, never the address: only the site's
 * origins may frame the page (frame-ancestors), and the page takes the document only from its
 * parent window AND one of those origins. Its own policy sandboxes it too (CSP `sandbox`), so even
 * opened outside the site's frame it never runs with the provider origin's rights. Its script is
 * sandbox-api/assets/contentFrame.js.
 */
export function contentFrameHtml(siteOrigins: readonly string[]): string {
  const sites = JSON.stringify(siteOrigins).replace(/</g, '\\u003c');
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Game</title><style>html,body{margin:0;height:100%;background:#000}</style></head>
<body><script type="application/json" id="sites">${sites}</script>
<script src="${pageScriptSrc('parentOrigin')}"></script>
<script src="${pageScriptSrc('contentFrame')}"></script></body></html>`;
}

/** Registered on the provider origin (server.ts PROVIDER_PAGES). */
export function contentOriginPages(app: FastifyInstance, ctx: Pick<ServerContext, 'siteOrigins'>): void {
  let page: { for: readonly string[]; html: string; policy: string } | null = null;
  app.get(CONTENT_FRAME_PATH, async (_request, reply) => {
    if (page?.for !== ctx.siteOrigins) page = { for: ctx.siteOrigins, html: contentFrameHtml(ctx.siteOrigins), policy: contentPagePolicy(ctx.siteOrigins) };
    return reply.header('cache-control', 'no-cache').header('content-security-policy', page.policy).type('text/html; charset=utf-8').send(page.html);
  });
}
