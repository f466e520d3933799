import { changePassword, changePasswordWithCode, checkResetCode, login, register, sendResetPassword } from '@vitrin/contract';
import { IMMUTABLE, NO_CACHE, STATIC_DAY } from '../../sandbox-api/src/static/cachePolicy';
import { CONTENT_TYPES } from '../../sandbox-api/src/static/contentTypes';
import { normalizeBasePath } from '../../sandbox-api/src/static/basePath';
import { readHeaderSet, renderHeaders, type HeaderSet } from '../../sandbox-api/src/security/securityHeaders';
import { CSP_REPORT_PATH, sandboxOrigins } from '../../sandbox-api/src/security/securityHeaderHooks';

/**
 * nginx in front of the backends, as an operator runs the site: the static files from disk (the
 * same dist/ that release, use and rollback write), pages, the API and the hub from an upstream of
 * backend instances. Everything a hand-written configuration would get wrong — the header set, the
 * cache rules, the answer types, the base paths — is generated from the files the sandbox itself
 * serves by, so the two cannot drift apart.
 */
export interface NginxOptions {
  /** The build output: site/, remotes/, remotes.json (absolute). */
  distDir: string;
  /** nginx's own folder: pid file, temp folders, logs (absolute; must be writable by the user nginx runs as). */
  prefixDir: string;
  /** Where the site listens: '127.0.0.1:8080' on one machine, '80' in a container. */
  listen: string;
  /** Backend instances, 'host:port'. */
  backends: readonly string[];
  /**
   * The demo providers' origin: nginx listens here and forwards to each backend's provider port, so
   * every instance's frames share one origin (the one in the site's CSP). Omit it when the
   * providers are real ones elsewhere.
   */
  providers?: { listen: string; publicUrl: string; backends: readonly string[] };
  /** Paths the site is served under ('/', '/tr/'); default ['/']. */
  basePaths?: readonly string[];
  /** Load the brotli modules (Debian's libnginx-mod-http-brotli-*), when installed. */
  brotliModules?: readonly string[];
  workerProcesses?: number | 'auto';
  /** The header set; default docs/security-headers.json. */
  headerSet?: HeaderSet;
}

/** Types that are worth compressing (the rest — pictures, fonts, wasm — are compressed already or small). */
const COMPRESSIBLE = ['text/css', 'text/javascript', 'application/javascript', 'application/json', 'image/svg+xml', 'text/plain', 'application/manifest+json', 'application/wasm'];

/** How long a hub connection may stay silent: the backend pings every 15 s, so four missed pings. */
export const HUB_READ_TIMEOUT_SECONDS = 60;

/** nginx string literal: double-quoted, with the characters nginx treats specially escaped. */
export function quote(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`A header value cannot hold a line break: ${JSON.stringify(value)}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\$/g, '${dollar}')}"`;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/tr/` → `tr`; `/` → `root`: a name for the base's named locations. */
const baseName = (base: string) => (base === '/' ? 'root' : base.slice(1, -1).replace(/[^A-Za-z0-9]/g, '_'));

function typesBlock(): string {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.split(';')[0]!.trim();
    byType.set(bare, [...(byType.get(bare) ?? []), extension.slice(1)]);
  }
  return [...byType].map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`).join('\n');
}

/**
 * The Cache-Control of a static file, as the sandbox's cacheControlFor decides it: versioned remote
 * folders and content-hashed names immutable, the host's static/ a day, everything else (entries,
 * remotes.json) revalidated. Keyed on the URI with the base path taken off.
 */
function cacheMap(bases: readonly string[]): string {
  const prefix = `(?:${bases.map((base) => escapeRegex(base)).join('|')})`;
  return [
    'map $uri $vitrin_cache_control {',
    `    default ${quote(NO_CACHE)};`,
    `    "~^${prefix}remotes/[^/]+/[^/]+/."  ${quote(IMMUTABLE)};`,
    `    "~^${prefix}remotes\\.json$"  ${quote(NO_CACHE)};`,
    `    "~^${prefix}static/"  ${quote(STATIC_DAY)};`,
    `    "~/[^/]*\\.[0-9a-f]{8,}\\.[^/]*$"  ${quote(IMMUTABLE)};`,
    '}',
  ].join('\n');
}

/** The site's header set for pages served under `base`, as `add_header … always;` lines. */
export function securityHeaderLines(base: string, providerUrl: string, set: HeaderSet = readHeaderSet()): string[] {
  const headers = renderHeaders(set.site, sandboxOrigins(providerUrl, base));
  return Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
}

const indent = (lines: readonly string[], depth: number) => lines.map((line) => (line ? `${' '.repeat(depth * 4)}${line}` : line)).join('\n');

const LOOPBACK_ONLY = ['allow 127.0.0.1;', 'allow ::1;', 'deny all;'];

/**
 * The calls that cost a password hash or guard a secret: one address's flood of them is turned away
 * here, before it takes a connection, a parser and a turn of a backend's event loop (ADR 0042). The
 * backends keep their own limits (work gate, throttles per user and address); this one is coarse on
 * purpose so a carrier's NAT with many players behind one address still signs in.
 */
export const COSTLY_CALLS = [login, register, sendResetPassword, checkResetCode, changePasswordWithCode, changePassword].map((call) => call.path);
/** Per client address: a steady rate with room for a burst (a household, an office, a carrier's NAT). */
export const COSTLY_CALL_LIMIT = { ratePerSecond: 20, burst: 40, retryAfterSeconds: 2 } as const;
const TOO_MANY_BODY = JSON.stringify({ success: false, message: 'Too many requests, try again in a moment' });

function proxyLines(upstream: string): string[] {
  return [
    `proxy_pass http://${upstream};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header Connection "";',
  ];
}

function baseLocations(base: string, options: NginxOptions, headerSet: HeaderSet): string[] {
  const headers = securityHeaderLines(base, options.providers?.publicUrl ?? '', headerSet);
  const withCache = [...headers, 'add_header Cache-Control $vitrin_cache_control always;'];
  const page = `@page_${baseName(base)}`;
  const notFound = `@not_found_${baseName(base)}`;
  const proxied = [...proxyLines('vitrin_backends'), ...headers];
  const block = (head: string, body: readonly string[]) => [`location ${head} {`, indent(body, 1), '}'];
  const tooMany = `@too_many_${baseName(base)}`;
  return [
    `# ---- the site under ${base}`,
    ...COSTLY_CALLS.flatMap((callPath) => block(`= ${base}api/${callPath}`, [
      `limit_req zone=vitrin_costly burst=${COSTLY_CALL_LIMIT.burst} nodelay;`,
      `error_page 429 = ${tooMany};`,
      ...proxied,
    ])),
    // The answer of an address over the limit, in the API's own shape so the site shows its message.
    ...block(tooMany, [
      'types { }',
      'default_type "application/json; charset=utf-8";',
      `add_header Retry-After ${COSTLY_CALL_LIMIT.retryAfterSeconds} always;`,
      ...headers,
      `return 429 ${quote(TOO_MANY_BODY)};`,
    ]),
    // remotes.json: the document release/use/rollback rename into place (never half written).
    ...block(`= ${base}remotes.json`, [`alias ${options.distDir}/remotes.json;`, ...withCache]),
    // Version folders are immutable once released; entries and unknown files fall to the rules of the map.
    ...block(`^~ ${base}remotes/`, [`alias ${options.distDir}/remotes/;`, `error_page 404 = ${notFound};`, 'try_files $uri =404;', ...withCache]),
    ...block(`^~ ${base}api/`, proxied),
    // The hub: a WebSocket upgrade through to one instance, held open while pings flow.
    ...block(`^~ ${base}hub/`, [
      ...proxyLines('vitrin_backends').filter((line) => !line.startsWith('proxy_set_header Connection')),
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection $connection_upgrade;',
      `proxy_read_timeout ${HUB_READ_TIMEOUT_SECONDS}s;`,
      `proxy_send_timeout ${HUB_READ_TIMEOUT_SECONDS}s;`,
      'proxy_buffering off;',
      ...headers,
    ]),
    // The operator's side answers only on this machine: behind nginx every request reaches the
    // backend from loopback, so nginx is where the client's address is still known.
    ...block(`^~ ${base}sandbox/admin/`, [...LOOPBACK_ONLY, ...proxied]),
    // The ops page keeps its sign-in sessions and CSRF secret in the instance that issued them:
    // every ops request goes to one instance, chosen by the client's address (ops answers loopback only).
    ...block(`^~ ${base}sandbox/ops`, [...LOOPBACK_ONLY, ...proxyLines('vitrin_ops'), ...headers]),
    ...block(`^~ ${base}sandbox/messages`, [...LOOPBACK_ONLY, ...proxied]),
    // Browsers post violation reports from any page; reading them is the operator's.
    ...block(`= ${base}${CSP_REPORT_PATH}`, ['limit_except POST {', indent(LOOPBACK_ONLY, 1), '}', ...proxied]),
    ...block(`^~ ${base}sandbox/`, proxied),
    // The app shell goes through the backend's first-paint step (preloads of the remotes in
    // service, the first slide, the visitor's language, <base href> for this base path).
    ...block(`= ${base}index.html`, proxied),
    // A file of the site from disk; anything else is a page (SPA fallback) or a not-found, decided
    // by the backend exactly as the sandbox decides it.
    ...block(`^~ ${base}`, [base === '/' ? `root ${options.distDir}/site;` : `alias ${options.distDir}/site/;`, `try_files $uri ${page};`, ...withCache]),
    ...block(page, proxied),
    ...block(notFound, ['types { }', 'default_type "text/plain; charset=utf-8";', 'return 404 "Not found\\n";', ...headers]),
  ];
}

/** The whole nginx.conf: run it with `nginx -p <prefixDir> -c <file> -e <prefixDir>/logs/error.log`. */
export function nginxConfig(options: NginxOptions): string {
  if (options.backends.length === 0) throw new Error('nginx needs at least one backend');
  const bases = [...new Set((options.basePaths ?? ['/']).map(normalizeBasePath))].sort((a, b) => b.length - a.length);
  const headerSet = options.headerSet ?? readHeaderSet();
  const prefix = options.prefixDir;
  const brotli = options.brotliModules ?? [];
  const upstream = (name: string, servers: readonly string[], balance: readonly string[] = []) => [
    `upstream ${name} {`,
    ...balance.map((line) => `    ${line}`),
    // A refused or reset connection sends the request to the other instance; one failure marks the
    // instance down for 5 s, so a killed backend costs one retry, not one per request.
    ...servers.map((server) => `    server ${server} max_fails=1 fail_timeout=5s;`),
    '    keepalive 32;',
    '}',
  ];
  const outsideBases = bases.includes('/') ? [] : [
    // Served only under its base paths: anything else is outside the site.
    'location / {',
    '    default_type "text/plain; charset=utf-8";',
    '    return 404 "Not found\\n";',
    indent(securityHeaderLines(bases[0]!, options.providers?.publicUrl ?? '', headerSet), 1),
    '}',
  ];
  const providerServer = options.providers ? [
    'server {',
    `    listen ${options.providers.listen};`,
    '    server_name _;',
    '    location / {',
    // Provider pages carry their own, looser header set from the backend (their frame-ancestors).
    indent([...proxyLines('vitrin_providers')], 2),
    '    }',
    '}',
  ] : [];
  return [
    '# Generated by deploy/nginx/generate.ts from docs/security-headers.json and the sandbox\'s',
    '# cache rules and answer types. Do not edit: generate it again.',
    ...brotli.map((module) => `load_module ${module};`),
    'daemon off;',
    `worker_processes ${options.workerProcesses ?? 1};`,
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/logs/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    indent([
      'types {',
      typesBlock(),
      '}',
      'default_type application/octet-stream;',
      'charset utf-8;',
      'charset_types text/css text/javascript application/json text/plain;',
      `access_log off;`,
      'server_tokens off;',
      'sendfile on;',
      'tcp_nopush on;',
      'keepalive_timeout 65s;',
      // Unprivileged: every temp folder in nginx's own prefix (the compiled-in ones are root's).
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${prefix}/tmp/${kind};`),
      'gzip on;',
      'gzip_comp_level 5;',
      'gzip_min_length 1024;',
      'gzip_vary on;',
      'gzip_proxied any;',
      `gzip_types ${COMPRESSIBLE.join(' ')};`,
      // Files compressed once at deploy time (deploy/nginx/precompress.ts) are sent as they are.
      'gzip_static on;',
      ...(brotli.length > 0 ? ['brotli on;', 'brotli_comp_level 5;', 'brotli_static on;', `brotli_types ${COMPRESSIBLE.join(' ')};`] : []),
      // The backend's headers are replaced by the set generated here, so every answer carries the same.
      ...Object.keys(headerSet.site).map((name) => `proxy_hide_header ${name};`),
      'proxy_connect_timeout 2s;',
      'proxy_next_upstream error timeout http_502 http_503;',
      'proxy_next_upstream_tries 2;',
      'map $http_upgrade $connection_upgrade {',
      '    default upgrade;',
      '    "" close;',
      '}',
      // A literal $ inside a quoted value (quote() writes ${dollar}).
      'geo $dollar { default "$"; }',
      cacheMap(bases),
      `limit_req_zone $binary_remote_addr zone=vitrin_costly:10m rate=${COSTLY_CALL_LIMIT.ratePerSecond}r/s;`,
      'limit_req_status 429;',
      'limit_req_log_level warn;',
      ...upstream('vitrin_backends', options.backends),
      ...upstream('vitrin_ops', options.backends, ['hash $remote_addr consistent;']),
      ...(options.providers ? upstream('vitrin_providers', options.providers.backends) : []),
      'server {',
      indent([
        `listen ${options.listen};`,
        'server_name _;',
        'absolute_redirect off;',
        ...bases.flatMap((base) => baseLocations(base, options, headerSet)),
        ...outsideBases,
      ], 1),
      '}',
      ...providerServer,
    ], 1),
    '}',
    '',
  ].join('\n');
}
