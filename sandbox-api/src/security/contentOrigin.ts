import type { FastifyInstance } from 'fastify';

/** The content page's address on the provider origin (docs/security-headers.md "Provider HTML"). */
export const CONTENT_FRAME_PATH = '/content/frame';

/**
 * The "content" origin (issue 16): provider HTML (SoftGamings' launch answer, HTML plus a script)
 * cannot run in a `srcdoc` frame, which inherits the site's `script-src 'self'`. The site frames
 * this page instead, sandboxed WITHOUT allow-same-origin (an opaque origin, so the provider's code
 * reaches neither the site's nor this origin's storage), and posts it the document once it says it
 * is ready. The page takes the document only from its parent window AND from the parent origin the
 * site named in the address (`#parent=<origin>`); whatever it then writes runs under this page's
 * own policy, never the site's.
 */
export const CONTENT_FRAME_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Game</title><style>html,body{margin:0;height:100%;background:#000}</style></head>
<body><script>
(function () {
  var parentOrigin = new URLSearchParams(location.hash.slice(1)).get('parent');
  if (!parentOrigin || window.parent === window) return;
  function receive(event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var data = event.data;
    if (!data || data.type !== 'vitrin:content' || typeof data.html !== 'string') return;
    window.removeEventListener('message', receive);
    document.open();
    document.write(data.html);
    document.close();
  }
  window.addEventListener('message', receive);
  window.parent.postMessage({ type: 'vitrin:content-ready' }, parentOrigin);
})();
</script></body></html>`;

/** Registered on the provider origin (server.ts PROVIDER_PAGES). */
export function contentOriginPages(app: FastifyInstance): void {
  app.get(CONTENT_FRAME_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(CONTENT_FRAME_HTML),
  );
}
