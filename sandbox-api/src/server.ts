import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import { constants as zlib } from 'node:zlib';
import { availableParallelism } from 'node:os';
import { openDatabase } from './db/database';
import type { Database } from './db/database';
import { watchWrites } from './db/writeWatch';
import { DEFAULT_SESSION_LIFETIME, SESSION_CACHE_TABLES, SessionCache } from './auth/sessionCache';
import type { SessionLifetime } from './auth/sessionCache';
import { WorkGate } from './security/workGate';
import { migrate } from './db/migrations';
import { seed } from './db/seed';
import { registerHub } from './hub/hub';
import type { Hub } from './hub/hub';
import { startFanOut, type FanOut } from './hub/fanOut';
import type { PubSub } from './db/database';
import type { ServerContext } from './http/context';
import { authRoutes } from './auth/authRoutes';
import { cmsRoutes } from './cms/cmsRoutes';
import { memberRoutes } from './member/memberRoutes';
import { accountPages } from './account/accountPages';
import { answerBadUrl, staticRoutes } from './static/staticRoutes';
import { basePathOf, rebaseSandboxUrls, rewriteBaseUrl } from './static/basePath';
import { demoRoutes } from './cms/assetRoutes';
import { adminRoutes } from './admin/adminRoutes';
import { registerOperatorGuard } from './admin/operatorGuard';
import { opsPage } from './admin/opsPage';
import type { OpsAccount } from './admin/opsLogin';
import { canaryWatch, DEFAULT_CANARY_POLICY, type CanaryPolicy } from './delivery/canaryWatch';
import { telemetryRoutes } from './telemetry/telemetryRoutes';
import { telemetryStore } from './telemetry/telemetryStore';
import { startProviderOrigin, type ProviderRegistration } from './providers/providerOrigin';
import { siteOriginsOf } from './providers/siteOrigins';
import { paymentRoutes } from './payments/paymentRoutes';
import { paymentProviderPages } from './payments/providerPages';
import { expireDeposits } from './payments/settlePayment';
import { sportsRoutes } from './sports/sportsRoutes';
import { sportsProviderPages } from './sports/providerPages';
import { casinoRoutes } from './casino/casinoRoutes';
import { casinoProviderPages } from './casino/providerPages';
import { responsibleRoutes } from './responsible/responsibleRoutes';
import { registerHostileMode } from './hostile/hostileMode';
import { registerBrokenAnswer } from './hostile/brokenAnswer';
import { registerProviderHeaders, registerSiteHeaders } from './security/securityHeaderHooks';
import { contentOriginPages } from './security/contentOrigin';
import { pageScriptRoutes } from './static/pageScripts';
import { contractDocumentRoutes } from './http/contractDocuments';

/** Each domain's demo provider pages on the provider origin (one line per domain). */
const PROVIDER_PAGES: readonly ProviderRegistration[] = [registerProviderHeaders, pageScriptRoutes, contentOriginPages, paymentProviderPages, sportsProviderPages, casinoProviderPages];

export interface ServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** PGlite data folder (ignored when databaseUrl or pgliteImage is set). */
  dataDir: string;
  /** A dumped PGlite data folder to start from in memory (DatabaseOptions.pgliteImage; the tests). */
  pgliteImage?: Blob | undefined;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema (tests use a fresh one); default public. */
  databaseSchema?: string | undefined;
  /** The build output: site/, remotes/, remotes.json. */
  distDir: string;
  /**
   * Paths the site is served under, normalized ('/', '/tr/'); default ['/']. `BASE_PATH=/tr/`
   * serves it only under /tr/ (README "Serve under a sub-path"); the e2e run serves both.
   */
  basePaths?: readonly string[];
  /** Port of the provider origin (demo game, payment and sportsbook providers); 0 picks a free port. */
  providerPort?: number;
  /** How browsers reach the provider origin, when not http://<host>:<providerPort>. */
  providerPublicUrl?: string | undefined;
  /**
   * The origins browsers reach the site on (`SITE_ORIGINS`), the only parents the provider pages
   * accept; default: the listening address (both loopback names on a loopback host).
   */
  siteOrigins?: readonly string[] | undefined;
  hubPingIntervalMs?: number;
  /**
   * On PostgreSQL: how long a write waits for another instance to say it emptied its members cache
   * before it drops that instance from the live set and answers (hub/fanOut.ts); default 1 s.
   */
  cacheAckTimeoutMs?: number;
  /**
   * Addresses of the proxies in front (nginx): requests from them are taken for the client named in
   * X-Forwarded-For, so sign-in and code throttles count each client's address, not the proxy's.
   * Default none: the socket's address counts.
   */
  trustProxy?: readonly string[] | undefined;
  /** The server's clock (tests move it: idempotency key lifetimes, bonus periods, session lifetimes, throttles, codes); default the real one. */
  now?: () => Date;
  /**
   * Host names besides localhost and the loopback addresses that the operator routes answer under
   * (SITE_HOST; the listen host counts when it is a name or address of its own).
   */
  siteHosts?: readonly string[];
  /** Hostile strings mode (README "Hostile strings"); default: the environment's SANDBOX_HOSTILE=1. */
  hostile?: boolean;
  /** One call whose answers break the contract on purpose (SANDBOX_BREAK_ANSWER), for the conformance suite's own test. */
  breakAnswer?: string;
  logger?: FastifyServerOptions['logger'];
  /** Session lifetimes (docs/security.md "Accounts"); default 60 min idle, 12 h in all. */
  sessionLifetime?: Partial<SessionLifetime>;
  /** Connections the kernel holds for the server to accept (LISTEN_BACKLOG); default LISTEN_BACKLOG below. */
  listenBacklog?: number;
  /** Password work at once and waiting (login, register, password changes); default cores − 1 (1 to 4) and 32. */
  passwordWork?: { active: number; waiting: number };
  /** The automatic rollback of a failing canary (window, minimum page loads, factor); default DEFAULT_CANARY_POLICY. */
  canary?: Partial<CanaryPolicy>;
  /** The operator account of the ops page (`./vitrin start` always sets one); none: loopback and the operator guard only. */
  opsAccount?: OpsAccount | undefined;
}

/**
 * The listen backlog: how many new connections the kernel queues for the server. Node takes every
 * queued connection in one turn of the event loop, so under a flood (2,000 sign-ins at once) the
 * default 511 meant a long turn in which no other call was answered (ADR 0042); 32 keeps each turn short and
 * leaves the rest of a flood to TCP's own retries (ADR 0042). Kept connections (the site's polls,
 * the hub) are not affected; a new connection may wait during a flood.
 */
export const LISTEN_BACKLOG = 32;
/** How often abandoned deposits are ended: a player told within 15 s of the end is told on time. */
export const PAYMENT_SWEEP_MS = 15_000;

export interface SandboxServer {
  app: FastifyInstance;
  url: string;
  /** The provider origin: another port, so provider frames are cross-origin. */
  providerUrl: string;
  /** The site's origins the provider pages accept as their parent. */
  siteOrigins: readonly string[];
  db: Database;
  hub: Hub;
  /** On PostgreSQL: how this instance reaches the others on the same database. */
  fanOut: FanOut | null;
  context: ServerContext;
  /** Ends the sessions past their lifetime now (the server does it every minute). */
  sweepSessions(): Promise<number>;
  /** Ends the deposits past their end now and notifies their players (the server also does it every PAYMENT_SWEEP_MS). */
  sweepPayments(): Promise<number>;
  /** Looks at the running canaries now (the server does it every policy.checkEveryMs): what it changed, as log lines. */
  checkCanaries(): Promise<string[]>;
  close(): Promise<void>;
}

export async function createServer(options: ServerOptions): Promise<SandboxServer> {
  const now = options.now ?? (() => new Date());
  const sessions = new SessionCache({ lifetime: { ...DEFAULT_SESSION_LIFETIME, ...options.sessionLifetime }, now });
  // Every write to players, sessions or bonus grants empties the members cache (auth/sessionCache.ts), this
  // process's at once and, on PostgreSQL, every other live instance's before the write's answer leaves
  // (each acknowledges; one silent for cacheAckTimeoutMs is dropped, hub/fanOut.ts).
  let fanOut: FanOut | null = null;
  const db = watchWrites(
    await openDatabase({ dataDir: options.dataDir, pgliteImage: options.pgliteImage, databaseUrl: options.databaseUrl, schema: options.databaseSchema }),
    SESSION_CACHE_TABLES,
    sessions.clear,
    () => fanOut?.invalidate() ?? Promise.resolve(),
  );
  try {
    await migrate(db);
    await seed(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? [...options.trustProxy] : false,
    bodyLimit: 256 * 1024,
    rewriteUrl: rewriteBaseUrl(options.basePaths ?? ['/']),
    // A URL the router cannot decode still answers the site, never a framework error.
    frameworkErrors: (error, request, reply) => {
      const res = reply as unknown as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL') return void answerBadUrl(options.distDir, request as unknown as FastifyRequest, res);
      return void res.code(400).send({ success: false, message: 'Bad request' });
    },
  });

  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 costs far too much per request; 5 keeps most of the gain.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // Under a sub-path, the sandbox's own resource addresses in answers follow the request's base.
  app.addHook('preSerialization', async (request, _reply, payload) => rebaseSandboxUrls(payload, basePathOf(request.raw)));

  const localHub = registerHub(app, db, sessions, { pingIntervalMs: options.hubPingIntervalMs ?? 15000 });
  // On PostgreSQL other instances may share the database: hub messages reach their connections too.
  if (db.pubsub) {
    try {
      fanOut = await startFanOut(db as typeof db & { pubsub: PubSub }, localHub, {
        cache: sessions, onError: (error) => app.log.error(error), ackTimeoutMs: options.cacheAckTimeoutMs,
      });
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  const hub = fanOut?.hub ?? localHub;
  // A session that expires closes its hub connections, as a revoked one does.
  sessions.onEnded = (hashes) => void hub.closeSessions(hashes);
  const answerOf = registerHostileMode(app, hub, options.hostile);
  registerBrokenAnswer(app, options.breakAnswer);
  // Hashing leaves a core to the event loop and the database: 1 at once on 2 cores, at most 4.
  const work = options.passwordWork ?? { active: Math.max(1, Math.min(4, availableParallelism() - 1)), waiting: 32 };
  const context: ServerContext = { db, hub, sessions, now, providerUrl: '', siteOrigins: [], passwordWork: new WorkGate(work.active, work.waiting) };
  // Security headers on every answer (docs/security-headers.md); first, so every route has them.
  registerSiteHeaders(app, context);
  // Operator routes refuse foreign hosts, origins and non-JSON bodies; first, so every such route is covered.
  registerOperatorGuard(app, { siteHosts: [options.host ?? '127.0.0.1', ...(options.siteHosts ?? [])] });

  authRoutes(app, context);
  cmsRoutes(app, context);
  memberRoutes(app, context);
  accountPages(app, context);
  paymentRoutes(app, context);
  sportsRoutes(app, context);
  casinoRoutes(app, context);
  responsibleRoutes(app, context);
  demoRoutes(app);
  contractDocumentRoutes(app);
  adminRoutes(app, context);
  const telemetry = telemetryStore(db);
  telemetryRoutes(app, telemetry, now);
  opsPage(app, options.distDir, { telemetry, now, account: options.opsAccount });
  const canaries = canaryWatch({
    distDir: options.distDir, telemetry, now, policy: { ...DEFAULT_CANARY_POLICY, ...options.canary },
    // Always printed: an automatic rollback is what ops look for in the sandbox's output.
    log: (line) => console.log(line),
  });
  staticRoutes(app, options.distDir, answerOf);

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    reply.code(status).send({ success: false, message: status === 500 ? 'Internal server error' : error.message });
  });

  const host = options.host ?? '127.0.0.1';
  let providers;
  try {
    providers = await startProviderOrigin(PROVIDER_PAGES, context, { port: options.providerPort ?? 0, host, publicUrl: options.providerPublicUrl });
  } catch (error) {
    await db.close();
    throw error;
  }
  context.providerUrl = providers.url;
  try {
    await app.listen({ port: options.port, host, backlog: options.listenBacklog ?? LISTEN_BACKLOG });
  } catch (error) {
    await providers.app.close();
    await db.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  context.siteOrigins = siteOriginsOf(host, port, options.siteOrigins);

  const sweepSessions = async () => {
    await fanOut?.sweep();
    return sessions.sweep(db);
  };
  const sweeper = setInterval(() => {
    sweepSessions().catch((error: unknown) => app.log.error(error));
  }, 60_000);
  sweeper.unref();
  // Abandoned deposits end on time and their players are told (a dialog left open says so).
  const sweepPayments = () => expireDeposits(context);
  const paymentSweeper = setInterval(() => {
    sweepPayments().catch((error: unknown) => app.log.error(error));
  }, PAYMENT_SWEEP_MS);
  paymentSweeper.unref();
  canaries.start();

  let closed = false;
  return {
    app,
    url,
    providerUrl: providers.url,
    siteOrigins: context.siteOrigins,
    db,
    hub,
    fanOut,
    context,
    sweepSessions,
    sweepPayments,
    checkCanaries: canaries.check,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweeper);
      clearInterval(paymentSweeper);
      canaries.stop();
      hub.drop();
      await fanOut?.flushed();
      await fanOut?.stop();
      await app.close();
      await providers.app.close();
      await db.close();
    },
  };
}
