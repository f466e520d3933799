import type { FastifyInstance, FastifyRequest } from 'fastify';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Names that always mean this machine; any other Host is refused (DNS rebinding). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'];
/** Listen addresses that are not a name a browser would use. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);
/** Sec-Fetch-Site values of a request the operator made on this origin or typed in the address bar. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export function isLoopback(request: Pick<FastifyRequest, 'socket'>): boolean {
  return LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '');
}

/**
 * The operator's side of the sandbox: the admin API, the outbox, the ops page and reading CSP
 * reports. Matched on the route's pattern, after the base path is stripped, so a new route under
 * one of these prefixes is guarded without a line of its own.
 */
export function isOperatorRoute(method: string, routeUrl: string | undefined): boolean {
  if (!routeUrl) return false;
  if (routeUrl.startsWith('/sandbox/admin/') || routeUrl === '/sandbox/ops' || routeUrl.startsWith('/sandbox/ops/') || routeUrl.startsWith('/sandbox/ops.')) return true;
  if (routeUrl === '/sandbox/messages' || routeUrl === '/sandbox/messages.json') return true;
  // Browsers post reports from any page (open); reading them is the operator's.
  return routeUrl === '/sandbox/csp-report' && method !== 'POST';
}

/** The host name of a Host header, lower case, without port, brackets or a trailing dot. */
export function hostNameOf(host: string | undefined): string | null {
  if (!host) return null;
  const match = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9._-]+))(?::\d{1,5})?$/i.exec(host.trim());
  if (!match) return null;
  return (match[1] ?? match[2]!).toLowerCase().replace(/\.$/, '');
}

export interface OperatorGuardOptions {
  /** Host names the operator may reach the sandbox under besides the loopback ones (SITE_HOST). */
  siteHosts?: readonly string[];
}

export interface Refusal { status: 403 | 415; message: string }

/**
 * Why an operator request is refused, or null. The socket must be loopback; and since a page in
 * the operator's own browser is on loopback too, the request must also look like the operator's
 * own: a known Host (a rebound DNS name is refused), no foreign Origin and no request sent by
 * another site (a form, an image, a no-cors fetch), and a state change only as JSON, which no page
 * of another origin can send without a CORS preflight this server never grants.
 */
export function operatorRefusal(request: Pick<FastifyRequest, 'socket' | 'headers' | 'method'>, allowedHosts: ReadonlySet<string>): Refusal | null {
  if (!isLoopback(request)) return { status: 403, message: 'The operator routes answer only on 127.0.0.1.' };
  const host = request.headers.host;
  const hostName = hostNameOf(host);
  if (!hostName || !allowedHosts.has(hostName)) {
    return { status: 403, message: `The operator routes answer only under localhost, 127.0.0.1 or the configured site host, not ${JSON.stringify(host ?? '')}.` };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}` && origin !== `https://${host}`) {
    return { status: 403, message: `The operator routes refuse requests from another origin (${origin}).` };
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && !OWN_FETCH_SITES.has(fetchSite.toLowerCase())) {
    return { status: 403, message: `The operator routes refuse requests sent by another site (Sec-Fetch-Site: ${fetchSite}).` };
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      return { status: 415, message: 'The operator routes take only JSON: send Content-Type: application/json (an empty body is {}).' };
    }
  }
  return null;
}

/** Every operator route answers only to the operator (see operatorRefusal); registered before the routes. */
export function registerOperatorGuard(app: FastifyInstance, options: OperatorGuardOptions = {}): void {
  const allowedHosts = new Set([...LOOPBACK_HOSTS, ...(options.siteHosts ?? []).map((name) => hostNameOf(name) ?? name.toLowerCase())]);
  for (const name of WILDCARD_HOSTS) allowedHosts.delete(name);
  app.addHook('onRequest', async (request, reply) => {
    if (!isOperatorRoute(request.method, request.routeOptions.url)) return;
    const refusal = operatorRefusal(request, allowedHosts);
    if (refusal) await reply.code(refusal.status).header('cache-control', 'no-store').send({ success: false, message: refusal.message });
  });
}
