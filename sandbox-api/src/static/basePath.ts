import type { IncomingMessage } from 'node:http';

/**
 * Serving the site under a sub-path chosen at deploy time (`BASE_PATH=/tr/`), with no rebuild: the
 * built index.html says `<base href="/">`, every address in the site is relative to the document
 * base, and the server (this one, or an operator's) rewrites that one tag per request.
 */

/** '/tr', 'tr/', '/tr/' → '/tr/'; '' or '/' → '/'. Refuses anything that is not a plain path. */
export function normalizeBasePath(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '/';
  const segments = trimmed.split('/');
  if (segments.some((segment) => !/^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/.test(segment))) throw new Error(`BASE_PATH must be a plain path like /tr/, not "${value}"`);
  return `/${trimmed}/`;
}

/** The base a request was made under, kept on the raw request by `rewriteBaseUrl`. */
const BASE = Symbol('vitrinBasePath');
type WithBase = IncomingMessage & { [BASE]?: string };

/** Prefix for requests outside every base path: no route matches it, so they are 404s. */
export const OUTSIDE_BASE = '/__outside-base__';

/**
 * Fastify's `rewriteUrl`: strips the base path the request came under, so routes stay mounted at
 * `/`. With `/` among the bases, other requests pass unchanged; without it, they are outside the
 * site and answer 404 (a path that forgot the base shows up in tests instead of working by luck).
 */
export function rewriteBaseUrl(bases: readonly string[]): (req: IncomingMessage) => string {
  const prefixed = bases.filter((base) => base !== '/').sort((a, b) => b.length - a.length);
  const rootToo = bases.includes('/');
  return (req) => {
    const url = req.url ?? '/';
    for (const base of prefixed) {
      const bare = base.slice(0, -1);
      if (url === bare || url.startsWith(`${bare}?`)) {
        (req as WithBase)[BASE] = base;
        return `/${url.slice(bare.length)}`;
      }
      if (url.startsWith(base)) {
        (req as WithBase)[BASE] = base;
        return `/${url.slice(base.length)}`;
      }
    }
    (req as WithBase)[BASE] = '/';
    return rootToo ? url : `${OUTSIDE_BASE}${url}`;
  };
}

export function basePathOf(req: IncomingMessage): string {
  return (req as WithBase)[BASE] ?? '/';
}

/** index.html with its `<base href>` pointing at the base the page was asked for. */
export function withBaseHref(html: string, base: string): string {
  return html.replace(/<base href="[^"]*"\s*\/?>/, `<base href="${base}">`);
}

/**
 * The sandbox's own resources (`/sandbox/img/…`, `/sandbox/chat.js`, …) named in an API answer,
 * moved under the base the request came under, so a page served under /tr/ loads them from there
 * (also inside settings whose value is JSON text).
 * Returns the same value when nothing changes.
 */
export function rebaseSandboxUrls<T>(value: T, base: string): T {
  if (base === '/') return value;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') {
      if (item.startsWith('/sandbox/')) return `${base}${item.slice(1)}`;
      // Some site settings carry JSON text (the header's pinned games with their pictures).
      if (/^\s*[[{]/.test(item)) return item.replaceAll('"/sandbox/', `"${base}sandbox/`);
      return item;
    }
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item as Record<string, unknown>).map(([key, inner]) => [key, walk(inner)]));
    }
    return item;
  };
  return walk(value) as T;
}
