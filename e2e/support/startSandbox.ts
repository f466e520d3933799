/**
 * Child-process entry that runs ONE sandbox for the end-to-end suite or the benchmark.
 *
 * Run with tsx. Reads its settings from the environment (E2E_DATA_DIR, E2E_DIST_DIR, optional
 * E2E_DATABASE_URL) and prints one JSON line `{"ready":true,"url":…}` on stdout once it listens.
 *
 * It stops by itself when its parent goes away: when stdin closes (the parent holds the write end
 * of the pipe, so the kernel closes it even if the parent is killed with SIGKILL) and, as a second
 * guard, when the parent pid no longer exists.
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface SandboxHandle {
  url: string;
  close(): Promise<void> | void;
  hub?: { drop(playerId?: number): void; connectionCount(playerId?: number): number };
  db?: { query<T>(sql: string, params?: unknown[]): Promise<T[]> };
}

interface CreateServerOptions {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  distDir: string;
  hubPingIntervalMs: number;
  basePaths?: readonly string[];
  canary?: { windowMs: number; checkEveryMs: number; minLoads: number };
}

type CreateServer = (options: CreateServerOptions) => Promise<SandboxHandle> | SandboxHandle;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`startSandbox: ${name} is not set`);
  return value;
}

async function main(): Promise<void> {
  // Watch the parent from the first moment: a runner that dies while the database is still being
  // seeded must not leave a server behind.
  let stop: (code: number) => Promise<void> = async (code) => process.exit(code);
  const parentGone = () => void stop(0);
  process.stdin.on('end', parentGone);
  process.stdin.on('close', parentGone);
  process.stdin.resume();
  // The parent died before reading our ready line: nobody needs this sandbox.
  process.stdout.on('error', parentGone);
  process.on('SIGTERM', parentGone);
  process.on('SIGINT', parentGone);
  const parentPid = process.ppid;
  const watchParent = setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      parentGone();
    }
  }, 1000);
  watchParent.unref();

  const repoRoot = path.resolve(__dirname, '..', '..');
  // A computed path keeps the sandbox's sources out of the e2e type check (it has its own tsconfig).
  const serverModule = pathToFileURL(path.join(repoRoot, 'sandbox-api', 'src', 'server.ts')).href;
  const { createServer } = (await import(serverModule)) as { createServer: CreateServer };

  const handle = await createServer({
    port: Number(process.env.E2E_PORT ?? 0),
    host: '127.0.0.1',
    dataDir: required('E2E_DATA_DIR'),
    databaseUrl: process.env.E2E_DATABASE_URL || undefined,
    distDir: required('E2E_DIST_DIR'),
    hubPingIntervalMs: Number(process.env.E2E_HUB_PING_MS ?? 15000),
    // The canary drill (platform/rollback.spec.ts, on a sandbox of its own) runs in seconds: a look
    // every second, few page loads. The window still holds every load of the drill: beside another worker, its canary loads
    // spread over more than 30 s, and a 30 s window once lost the first before the third came in, so
    // the watch never saw three. The window never reaches back before the canary started.
    canary: { windowMs: 180_000, checkEveryMs: 1000, minLoads: 3 },
    // The site is also served under a sub-path, so one run proves both (platform/basePath.spec.ts).
    basePaths: ['/', '/tr/'],
  });
  const control = await startControl(handle);

  let closing = false;
  stop = async (code) => {
    if (closing) return;
    closing = true;
    // A server that will not close in time is not worth waiting for: the data folder is temporary.
    setTimeout(() => process.exit(code), 5000).unref();
    try {
      control.close();
      await handle.close();
    } finally {
      process.exit(code);
    }
  };

  const address = control.address();
  const controlUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  process.stdout.write(`${JSON.stringify({ ready: true, url: handle.url, controlUrl })}\n`);
}

/**
 * A loopback side door for what the sandbox has no operator route for (dropping hub connections,
 * counting them): POST /drop-hub and /hub-connections with `{ "username"?: string }`.
 */
async function startControl(handle: SandboxHandle): Promise<http.Server> {
  const playerId = async (username: unknown): Promise<number | undefined> => {
    if (typeof username !== 'string' || !username || !handle.db) return undefined;
    const rows = await handle.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [username]);
    if (!rows[0]) throw new Error(`unknown user ${username}`);
    return rows[0].id;
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      void (async () => {
        try {
          if (!handle.hub) throw new Error('this sandbox exposes no hub');
          const input = body ? (JSON.parse(body) as { username?: string }) : {};
          const id = await playerId(input.username);
          let answer: unknown;
          if (request.url === '/drop-hub') {
            handle.hub.drop(id);
            answer = { ok: true };
          } else if (request.url === '/hub-connections') {
            answer = { count: handle.hub.connectionCount(id) };
          } else {
            response.writeHead(404).end();
            return;
          }
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        } catch (error) {
          response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

main().catch((error: unknown) => {
  process.stderr.write(`startSandbox failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
