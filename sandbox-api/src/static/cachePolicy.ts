export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** A content hash in the file name (main.3fa9c1d2.js) makes the file safe to keep forever. */
const HASHED = /\.[0-9a-f]{8,}\./;

/**
 * Versioned remote folders never change once released; in the site, only hashed names do.
 * Entry files (index.html, main.js, remoteEntry.js) and remotes.json must be revalidated.
 */
export function cacheControlFor(urlPath: string): string {
  if (/^\/remotes\/[^/]+\/[^/]+\/.+/.test(urlPath)) return IMMUTABLE;
  if (urlPath === '/remotes.json') return NO_CACHE;
  const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
