export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/**
 * The host's unversioned static files (favicon, web manifest, icons): a day, then revalidated in
 * the background — a repeat visit does not wait on them, and a new icon shows within a day.
 */
export const STATIC_DAY = 'public, max-age=86400, stale-while-revalidate=604800';

/** A content hash in the file name (main.3fa9c1d2.js) makes the file safe to keep forever. */
const HASHED = /\.[0-9a-f]{8,}\./;

/**
 * Versioned remote folders never change once released; in the site, only hashed names do.
 * Entry files (index.html, main.js, remoteEntry.js) and remotes.json must be revalidated.
 */
export function cacheControlFor(urlPath: string): string {
  if (/^\/remotes\/[^/]+\/[^/]+\/.+/.test(urlPath)) return IMMUTABLE;
  if (urlPath === '/remotes.json') return NO_CACHE;
  if (urlPath.startsWith('/static/')) return STATIC_DAY;
  const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
