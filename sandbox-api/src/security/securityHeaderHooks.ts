import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/context';
import { SITE_OPTIONS } from '../cms/siteOptions';
import { basePathOf } from '../static/basePath';
import { NO_ORIGINS, originOf, readHeaderSet, renderHeaders, renderPolicy, type HeaderOrigins } from './securityHeaders';

/** Where browsers post violation reports; relative to the base path the page was served under. */
export const CSP_REPORT_PATH = 'sandbox/csp-report';
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
/** Enough for any e2e run; the oldest are dropped first. */
const KEEP_REPORTS = 500;

/** The chat script's origin when the settings enable a chat on another origin ("exactly the origins the site's settings name"). */
export function chatOrigins(options: readonly { key: string; value: string | null; status: boolean }[] = SITE_OPTIONS): string[] {
  const on = (key: string) => options.find((option) => option.key === key && option.status && option.value);
  const script = on('chat-script-url');
  if (!script || !on('chat-site-id') || !on('chat-div-id')) return [];
  const origin = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(script.value!) ? originOf(new URL(script.value!, 'http://site.invalid').href) : null;
  return origin ? [origin] : [];
}

/** The sandbox's origins: API and hub on the site's own origin ('self'), providers and content on the provider origin. */
export function sandboxOrigins(providerUrl: string, basePath: string): HeaderOrigins {
  const provider = originOf(providerUrl);
  return {
    ...NO_ORIGINS,
    chat: chatOrigins(),
    providers: provider ? [provider] : [],
    content: provider ? [provider] : [],
    report: [`${basePath}${CSP_REPORT_PATH}`],
  };
}

/**
 * Every answer of the site's origin — page, asset, remote entry, API, error — carries the site's
 * header set; POST sandbox/csp-report records what browsers report (GET lists it for e2e).
 */
export function registerSiteHeaders(app: FastifyInstance, ctx: ServerContext): void {
  const set = readHeaderSet();
  const cache = new Map<string, Record<string, string>>();
  app.addHook('onRequest', async (request, reply) => {
    const base = basePathOf(request.raw);
    const key = `${ctx.providerUrl} ${base}`;
    let headers = cache.get(key);
    if (!headers) {
      headers = renderHeaders(set.site, sandboxOrigins(ctx.providerUrl, base));
      cache.set(key, headers);
    }
    reply.headers(headers);
  });

  const reports: unknown[] = [];
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, null);
    }
  });
  app.post(`/${CSP_REPORT_PATH}`, async (request, reply) => {
    const body = request.body;
    for (const report of Array.isArray(body) ? body : [body]) if (report) reports.push(report);
    reports.splice(0, Math.max(0, reports.length - KEEP_REPORTS));
    return reply.code(204).send();
  });
  app.get(`/${CSP_REPORT_PATH}`, async () => ({ reports }));
}

/**
 * The provider origin's pages get their own, looser set: they are the providers' code, not
 * Vitrin's. Their one firm line is who may frame them: only the site's origins, from configuration.
 */
export function registerProviderHeaders(app: FastifyInstance, ctx: Pick<ServerContext, 'siteOrigins'>): void {
  const block = readHeaderSet().providerPages;
  let rendered: { for: readonly string[]; headers: Record<string, string> } | null = null;
  app.addHook('onRequest', async (_request, reply) => {
    // The site's origins are known once it listens (after this origin): rendered on first use.
    if (rendered?.for !== ctx.siteOrigins) rendered = { for: ctx.siteOrigins, headers: renderHeaders(block, { ...NO_ORIGINS, site: ctx.siteOrigins }) };
    reply.headers(rendered.headers);
  });
}

/** The content page's policy: the provider pages' plus its own `sandbox` (docs/security-headers.json contentPage). */
export function contentPagePolicy(siteOrigins: readonly string[]): string {
  const set = readHeaderSet();
  return renderPolicy({ ...set.providerPages['Content-Security-Policy'], ...set.contentPage['Content-Security-Policy'] }, { ...NO_ORIGINS, site: siteOrigins });
}
