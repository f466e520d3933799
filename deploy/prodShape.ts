import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, createWriteStream, existsSync, statSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig } from './nginx/nginxConfig';
import { precompress } from './nginx/precompress';

/**
 * The production shape on one machine (`./vitrin start --prod`, the e2e project `prod`, the
 * load bench's `--prod`): PostgreSQL, two backend instances on it, nginx in front. Every part is
 * a child process of the caller, stopped by `stop()`.
 */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];

export interface ProdShapeOptions {
  /** Where nginx listens (127.0.0.1); 0 picks a free port. The demo providers' origin is the next one unless told. */
  port: number;
  providerPort?: number;
  /** State: PostgreSQL's cluster (unless databaseUrl), nginx's prefix, the backends' logs. */
  dataDir: string;
  distDir: string;
  /** An existing PostgreSQL; otherwise a cluster in dataDir/postgres is made once and started. */
  databaseUrl?: string | undefined;
  basePaths?: readonly string[];
  backends?: number;
  /** Extra environment for the backends (LOG_LEVEL, SESSION_IDLE_MINUTES, …). */
  backendEnv?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Backend { url: string; providerUrl: string; process: ChildProcess; port: number }

export interface ProdShape {
  url: string;
  providerUrl: string;
  databaseUrl: string;
  backends: Backend[];
  /** Starts backend `index` again after it was killed (the same ports). */
  restartBackend(index: number): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A port that is free, for parts that must be told theirs before they listen. */
const portOr = async (port: number | undefined) => (port ? port : freePort());

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: ./vitrin start --prod installs it (Debian postgresql)');
  return path.join(root, newest, 'bin');
}

/** PostgreSQL refuses to run as root: then its cluster belongs to the postgres user. */
function asPostgres(command: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const result = root ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' }) : spawnSync(command, args, { stdio: 'pipe' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr?.toString() ?? ''}`);
}

async function startPostgres(dir: string, log: (line: string) => void): Promise<{ url: string; stop: () => void }> {
  const bin = postgresBin();
  const data = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    // Its own user must reach the cluster: every folder on the way needs the others' x bit (mkdtemp makes 0700).
    for (let folder = path.dirname(dir); folder !== path.dirname(folder); folder = path.dirname(folder)) {
      const { mode } = statSync(folder);
      if (!(mode & 0o001)) chmodSync(folder, mode | 0o011);
    }
    spawnSync('useradd', ['-r', 'postgres'], { stdio: 'ignore' });
    const ids = spawnSync('id', ['-u', 'postgres']).stdout.toString().trim();
    const gid = spawnSync('id', ['-g', 'postgres']).stdout.toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    log(`creating the PostgreSQL cluster in ${data} (first start only)`);
    asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'vitrin', '--auth=trust']);
  }
  const port = await freePort();
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), '-w', 'start']);
  const url = `postgres://vitrin@127.0.0.1:${port}/postgres`;
  return { url, stop: () => { try { asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']); } catch { /* already stopped */ } } };
}

/** Resolves once the process printed `marker`; rejects if it exits first. */
function started(child: ChildProcess, marker: RegExp, name: string, logFile: string, timeoutMs = 120_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it started:\n${output}`));
    };
    const onData = (data: Buffer) => {
      output += data.toString();
      if (!marker.test(output)) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      // From here on its output goes to its log file only.
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      const file = createWriteStream(logFile, { flags: 'a' });
      file.write(output);
      child.stdout?.pipe(file);
      child.stderr?.pipe(file);
      resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function startProdShape(options: ProdShapeOptions): Promise<ProdShape> {
  const log = options.log ?? (() => undefined);
  const count = options.backends ?? 2;
  const port = await portOr(options.port);
  const providerPort = await portOr(options.providerPort ?? (options.port ? options.port + 1 : 0));
  const url = `http://127.0.0.1:${port}`;
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const basePaths = options.basePaths ?? ['/'];
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const postgres = await startPostgres(path.join(options.dataDir, 'postgres'), log);
      stops.push(postgres.stop);
      databaseUrl = postgres.url;
    }

    const logs = path.join(options.dataDir, 'logs');
    mkdirSync(logs, { recursive: true });
    const backends: Backend[] = [];
    const startBackend = async (index: number, ports: { port: number; providerPort: number }) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'sandbox-api/src/main.ts')], {
        cwd: REPO,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          ...options.backendEnv,
          HOST: '127.0.0.1',
          PORT: String(ports.port),
          PROVIDER_PORT: String(ports.providerPort),
          // Browsers reach every instance's demo providers through nginx, on one origin.
          PROVIDER_PUBLIC_URL: providerUrl,
          SITE_ORIGINS: [url, `http://localhost:${port}`].join(','),
          BASE_PATH: basePaths.join(','),
          TRUST_PROXY: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          DIST_DIR: options.distDir,
        },
      });
      await started(child, /Vitrin sandbox listening/, `backend ${index + 1}`, path.join(logs, `backend-${index + 1}.log`));
      const backend = { url: `http://127.0.0.1:${ports.port}`, providerUrl: `http://127.0.0.1:${ports.providerPort}`, process: child, port: ports.port };
      backends[index] = backend;
      log(`backend ${index + 1}: ${backend.url} (pid ${child.pid})`);
    };
    const ports: { port: number; providerPort: number }[] = [];
    // One after the other: the first migrates and seeds, the next finds it done.
    for (let index = 0; index < count; index += 1) {
      ports.push({ port: await freePort(), providerPort: await freePort() });
      stops.push(() => stopChild(backends[index]!.process));
      await startBackend(index, ports[index]!);
    }

    const prefix = path.join(options.dataDir, 'nginx');
    for (const folder of ['logs', 'tmp']) mkdirSync(path.join(prefix, folder), { recursive: true });
    const brotliModules = BROTLI_MODULES.every((file) => existsSync(file)) ? BROTLI_MODULES : [];
    const configFile = path.join(prefix, 'nginx.conf');
    writeFileSync(configFile, nginxConfig({
      distDir: options.distDir,
      prefixDir: prefix,
      listen: `127.0.0.1:${port}`,
      backends: ports.map((p) => `127.0.0.1:${p.port}`),
      providers: { listen: `127.0.0.1:${providerPort}`, publicUrl: providerUrl, backends: ports.map((p) => `127.0.0.1:${p.providerPort}`) },
      basePaths,
      brotliModules,
    }));
    precompress(options.distDir, { brotli: brotliModules.length > 0 });
    if (!existsSync(NGINX)) throw new Error('nginx is not installed: ./vitrin start --prod installs it (Debian nginx)');
    const nginx = spawn(NGINX, ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'logs/error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
    stops.push(() => stopChild(nginx, 'SIGQUIT'));
    await waitForHttp(`${url}/remotes.json`, nginx);
    log(`nginx: ${url} → ${ports.length} backends, providers ${providerUrl} (config ${configFile})`);

    return {
      url,
      providerUrl,
      databaseUrl,
      backends,
      restartBackend: (index) => startBackend(index, ports[index]!),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForHttp(address: string, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}) before answering ${address}`);
    try {
      await fetch(address);
      return;
    } catch {
      if (Date.now() - start > timeoutMs) throw new Error(`nothing answers ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
