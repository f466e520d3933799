import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import * as v from 'valibot';
import { emptyEnvelope } from '@vitrin/contract';
import type { CallDefinition } from '@vitrin/contract';
import { createServer } from '../src/server';
import { openDatabase } from '../src/db/database';
import { migrate, MIGRATIONS } from '../src/db/migrations';
import { seed } from '../src/db/seed';
import type { SandboxServer, ServerOptions } from '../src/server';

export interface Sandbox {
  server: SandboxServer;
  url: string;
  dataDir: string;
  /** Makes one contract call and asserts the answer against the call's shared response schema. */
  call<D extends CallDefinition>(def: D, input?: v.InferInput<D['request']> | Record<string, unknown>, options?: CallOptions): Promise<v.InferOutput<D['response']>>;
  raw(def: CallDefinition, input?: unknown, options?: CallOptions): Promise<Response>;
  login(username?: string, password?: string): Promise<string>;
  stop(options?: { keepData?: boolean }): Promise<void>;
}
export interface CallOptions { token?: string | null; locale?: 'tr' | 'en' }

export function tempDir(prefix = 'vitrin-sbx-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * A fresh PGlite cluster's initdb costs far more than copying one, so one migrated and seeded
 * cluster is built once per migration set: copied for a sandbox that needs the folder, and made an
 * image once per process for the others (pgliteTemplateImage; figures: ADRs 0063, 0071, 0081).
 * Workers that race both build; the first rename wins and the others throw theirs away.
 */
export async function freshDataDir(): Promise<string> {
  const key = createHash('sha256').update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 12);
  const template = path.join(tmpdir(), `vitrin-sbx-template-${key}`);
  if (!existsSync(path.join(template, 'PG_VERSION'))) {
    const building = mkdtempSync(path.join(tmpdir(), 'vitrin-sbx-building-'));
    const db = await openDatabase({ dataDir: building });
    await migrate(db);
    await seed(db);
    await db.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  const dir = tempDir();
  cpSync(template, dir, { recursive: true });
  return dir;
}

let templateImage: Promise<Blob> | undefined;

/**
 * The migrated template as a PGlite image (an uncompressed tarball), made once per test process
 * (the node projects' runner keeps this module across test files, ADR 0081). A sandbox started from
 * it opens PGlite in memory: no 40 MB copy on disk to make and delete per sandbox, and PGlite's
 * writes go to memory. A test that needs the folder itself (a restart on the same data) passes
 * `dataDir` and gets a folder copy as before.
 *
 * The image leaves out the cluster's two template databases: the sandbox only ever connects to
 * `postgres` and creates no database, and they are half the image's files, which PGlite unpacks
 * one by one at every start (≈ 0.15 s of CPU per sandbox, ADR 0094). A sandbox on a folder keeps them.
 */
function pgliteTemplateImage(): Promise<Blob> {
  templateImage ??= (async () => {
    const dir = await freshDataDir();
    const db = await PGlite.create(dir);
    try {
      await db.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
      await db.exec('DROP DATABASE template0');
      await db.exec('DROP DATABASE template1');
      // A checkpoint after the drops: the image starts with no WAL of them to replay.
      await db.exec('CHECKPOINT');
      return await db.dumpDataDir('none');
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return templateImage;
}

export async function startSandbox(overrides: Partial<ServerOptions> = {}): Promise<Sandbox> {
  const dataDir = overrides.dataDir ?? tempDir();
  const inMemory = !overrides.dataDir && !overrides.databaseUrl;
  const server = await createServer({
    port: 0,
    dataDir,
    distDir: path.join(dataDir, 'no-dist'),
    ...(inMemory ? { pgliteImage: await pgliteTemplateImage() } : {}),
    ...overrides,
  });
  const raw = async (def: CallDefinition, input: unknown = {}, options: CallOptions = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', 'x-locale': options.locale ?? 'tr' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let target = `${server.url}/api/${def.path}`;
    const init: RequestInit = { method: def.method, headers };
    if (def.method === 'GET') {
      const query = new URLSearchParams(Object.entries(input as Record<string, unknown>).map(([k, value]) => [k, String(value)]));
      if ([...query].length) target += `?${query}`;
    } else {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(input);
    }
    return fetch(target, init);
  };
  const sandbox: Sandbox = {
    server,
    url: server.url,
    dataDir,
    raw,
    async call(def, input = {}, options = {}) {
      const response = await raw(def, input, options);
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      // A refusal carries no usable data: the shared client checks it as a bare envelope, so do we.
      const refused = def.envelope && (body as { success?: unknown }).success === false;
      const checked = v.safeParse(refused ? emptyEnvelope : def.response, body);
      if (!checked.success) throw new Error(`${def.path} broke its schema: ${JSON.stringify(checked.issues[0]?.path?.map((p) => p.key))} ${checked.issues[0]?.message} in ${JSON.stringify(body).slice(0, 300)}`);
      return checked.output;
    },
    async login(username = 'demo', password = 'demo123') {
      const { login } = await import('@vitrin/contract');
      const answer = await sandbox.call(login, { username, password });
      if (!answer.success || !answer.data) throw new Error(`login failed: ${answer.message}`);
      return answer.data.token;
    },
    async stop(options = {}) {
      await server.close();
      if (!options.keepData && !overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return sandbox;
}

/**
 * The databases a storage-sensitive suite runs on, for `describe.each`: PGlite always, and
 * PostgreSQL under scripts/with-postgres.sh (TEST_DATABASE_URL), in a throwaway schema
 * `<prefix>_<random>`, where a pool of connections makes races real.
 */
export function databasesUnderTest(prefix: string): [string, Partial<ServerOptions>][] {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const databases: [string, Partial<ServerOptions>][] = [['PGlite', {}]];
  if (databaseUrl) databases.push(['PostgreSQL', { databaseUrl, databaseSchema: `${prefix}_${randomBytes(4).toString('hex')}` }]);
  return databases;
}

/**
 * One sandbox on `options` for the enclosing describe: started before its tests (handed to
 * `started`), stopped after them, its PostgreSQL schema dropped.
 */
export function sandboxPerSuite(options: Partial<ServerOptions>, started: (sandbox: Sandbox) => void): void {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox(options);
    started(sandbox);
  });
  afterAll(async () => {
    await sandbox?.stop();
    if (options.databaseUrl && options.databaseSchema) {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${options.databaseSchema} CASCADE`);
      await client.end();
    }
  });
}
