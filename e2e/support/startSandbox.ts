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
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface SandboxHandle {
  url: string;
  close(): Promise<void> | void;
}

interface CreateServerOptions {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  distDir: string;
  hubPingIntervalMs: number;
}

type CreateServer = (options: CreateServerOptions) => Promise<SandboxHandle> | SandboxHandle;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`startSandbox: ${name} is not set`);
  return value;
}

async function main(): Promise<void> {
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
  });

  let closing = false;
  const stop = async (code: number): Promise<void> => {
    if (closing) return;
    closing = true;
    try {
      await handle.close();
    } finally {
      process.exit(code);
    }
  };

  const parentPid = process.ppid;
  const watchParent = setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      void stop(0);
    }
  }, 1000);
  watchParent.unref();

  process.stdin.on('end', () => void stop(0));
  process.stdin.on('close', () => void stop(0));
  process.stdin.resume();
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  process.stdout.write(`${JSON.stringify({ ready: true, url: handle.url })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`startSandbox failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
