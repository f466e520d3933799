import { originOf } from '../security/securityHeaders';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::']);

/**
 * The origins a browser reaches the site on, from server configuration: `SITE_ORIGINS` when the
 * operator names them (a public host name, a proxy), else the listening address — on a loopback or
 * wildcard host, both names a browser uses for this machine (`./vitrin start` says localhost, the
 * tests 127.0.0.1). The provider pages accept no other parent; nothing here comes from a request.
 */
export function siteOriginsOf(host: string, port: number, configured: readonly string[] = []): string[] {
  const named = configured.map((address) => originOf(address.trim())).filter((origin): origin is string => !!origin && /^https?:/.test(origin));
  if (named.length > 0) return [...new Set(named)];
  if (!LOOPBACK.has(host)) return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  // Not http://[::1]: CSP source expressions cannot name an IPv6 literal.
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}
