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

/**
 * Page script (ES5, for the provider pages' inline scripts): the origin of the window that frames
 * this page, chosen only among `sites` (the site's origins from configuration): the browser's own
 * record of the ancestors where it keeps one, else the referrer the site's frame sends (its
 * `referrerpolicy="origin"`). Null when the page is not framed or its parent is not the site.
 * A postMessage addressed to that origin reaches the parent only if it really is that origin.
 */
export function parentOriginScript(sites: readonly string[]): string {
  const list = JSON.stringify(sites).replace(/</g, '\\u003c');
  return `(function (sites) {
    if (window.parent === window) return null;
    var seen = [];
    try { if (location.ancestorOrigins && location.ancestorOrigins.length) seen.push(location.ancestorOrigins[0]); } catch (e) {}
    try { if (document.referrer) seen.push(new URL(document.referrer).origin); } catch (e) {}
    for (var i = 0; i < seen.length; i += 1) if (sites.indexOf(seen[i]) >= 0) return seen[i];
    return sites.length === 1 ? sites[0] : null;
  })(${list})`;
}
