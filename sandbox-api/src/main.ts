import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './server';
import { hashPassword } from './security/password';
import { normalizeBasePath } from './static/basePath';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;

const dataDir = path.resolve(env.DATA_DIR ?? path.join(repo, '.data/sandbox'));
if (!env.DATABASE_URL && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
  console.log(`Creating the sandbox database in ${dataDir} (first start only; PGlite's initdb takes 10-30 s)…`);
}

function positive(name: string): number {
  const value = Number(env[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${env[name]}"`);
  return value;
}

/**
 * The ops page's operator (README "What ops see"): OPS_USER (default ops) with the password of
 * OPS_PASSWORD or the first line of the file OPS_PASSWORD_FILE; without either, a random one for
 * this run, printed once. Only its scrypt hash is kept.
 */
async function opsAccount(): Promise<{ username: string; passwordHash: string; generated: string | null }> {
  const username = env.OPS_USER || 'ops';
  const fromFile = env.OPS_PASSWORD_FILE ? readFileSync(env.OPS_PASSWORD_FILE, 'utf8').split(/\r?\n/)[0] : undefined;
  const given = env.OPS_PASSWORD || fromFile;
  const password = given || randomBytes(12).toString('base64url');
  return { username, passwordHash: await hashPassword(password), generated: given ? null : password };
}
const ops = await opsAccount();

const port = Number(env.PORT ?? 8080);
const server = await createServer({
  port,
  // The demo providers' origin: the next port unless PROVIDER_PORT says otherwise (0 = any free port).
  providerPort: env.PROVIDER_PORT !== undefined ? Number(env.PROVIDER_PORT) : port === 0 ? 0 : port + 1,
  providerPublicUrl: env.PROVIDER_PUBLIC_URL || undefined,
  // The site's public origins, comma-separated, when browsers reach it by another name than HOST:PORT.
  siteOrigins: env.SITE_ORIGINS ? env.SITE_ORIGINS.split(',') : undefined,
  // Where the site is served, chosen at deploy time with no rebuild (README "Serve under a sub-path"); comma-separated for several.
  basePaths: (env.BASE_PATH ?? '/').split(',').map(normalizeBasePath),
  // Behind a proxy (nginx in `./vitrin start --prod`): the addresses it forwards from, so throttles count the client's address.
  trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY.split(',').map((address) => address.trim()) : undefined,
  host: env.HOST ?? '127.0.0.1',
  // A name the operator reaches the sandbox under besides localhost (comma-separated): operator routes answer only under these.
  siteHosts: (env.SITE_HOST ?? '').split(',').map((name) => name.trim()).filter(Boolean),
  dataDir,
  databaseUrl: env.DATABASE_URL || undefined,
  distDir: path.resolve(env.DIST_DIR ?? path.join(repo, 'dist')),
  opsAccount: { username: ops.username, passwordHash: ops.passwordHash },
  logger: env.LOG_LEVEL ? { level: env.LOG_LEVEL } : false,
  // New connections the kernel holds for the sandbox (ADR 0042); behind nginx the proxy's own backlog holds a flood.
  ...(env.LISTEN_BACKLOG ? { listenBacklog: positive('LISTEN_BACKLOG') } : {}),
  // The automatic rollback of a failing canary (README "Roll out a remote to a share of players").
  canary: {
    ...(env.CANARY_WINDOW_SECONDS ? { windowMs: positive('CANARY_WINDOW_SECONDS') * 1000 } : {}),
    ...(env.CANARY_CHECK_SECONDS ? { checkEveryMs: positive('CANARY_CHECK_SECONDS') * 1000 } : {}),
    ...(env.CANARY_MIN_LOADS ? { minLoads: positive('CANARY_MIN_LOADS') } : {}),
    ...(env.CANARY_FAILURE_FACTOR ? { factor: positive('CANARY_FAILURE_FACTOR') } : {}),
  },
  // Session lifetimes (docs/security.md "Accounts"): idle minutes and hours in all.
  sessionLifetime: {
    ...(env.SESSION_IDLE_MINUTES ? { idleSeconds: positive('SESSION_IDLE_MINUTES') * 60 } : {}),
    ...(env.SESSION_MAX_HOURS ? { maxSeconds: positive('SESSION_MAX_HOURS') * 3600 } : {}),
  },
});

console.log(`Vitrin sandbox listening on ${server.url}, demo providers on ${server.providerUrl}  (storage: ${server.db.kind}; demo member demo / demo123; outbox ${server.url}/sandbox/messages)`);
if (ops.generated) console.log(`Ops page ${server.url}/sandbox/ops: operator ${ops.username}, password ${ops.generated} (this run only; set OPS_PASSWORD or OPS_PASSWORD_FILE)`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the sandbox`);
  server.close().then(() => process.exit(0), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
