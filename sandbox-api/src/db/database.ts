import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The one small query interface the server uses, over PGlite or node-postgres alike. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn inside one transaction on one connection. */
  transaction<T>(fn: (tx: Pick<Database, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL's LISTEN/NOTIFY, for several server processes on one database (nginx in front of
   * two backends); absent on PGlite, which one process owns.
   */
  readonly pubsub?: PubSub;
}

export interface PubSub {
  /** The channel NOTIFY uses for `name` in this database's schema (tests share one database). */
  channel(name: string): string;
  /**
   * LISTENs on `name` on a connection of its own, calling `onPayload` for each notification.
   * The returned `notify` sends payloads on `name` from that same connection: a reply that must not
   * queue behind the pool's callers (a flood keeps every pooled connection busy).
   */
  listen(name: string, onPayload: (payload: string) => void, connection: ListenConnection): Promise<Listening>;
}

/** What a listener is told of its connection: from `onLost` to `onReconnect` notifications are lost. */
export interface ListenConnection {
  /** The connection failed or ended (not on close): nothing sent on the channel reaches it now. */
  onLost(): void;
  /** It is made again and LISTENs once more (a second after the loss, then every second it fails). */
  onReconnect(): void;
}

export interface Listening {
  /** NOTIFYs each payload on the channel, in one statement; rejects while the connection is lost. */
  notify(payloads: readonly string[]): Promise<void>;
}

export interface DatabaseOptions {
  /** PGlite data folder; used when no databaseUrl or pgliteImage is given. */
  dataDir: string;
  /**
   * A PGlite data folder dumped as a tarball (`dumpDataDir`): PGlite starts from a copy of it held in
   * memory, and nothing is written to dataDir. The tests start their sandboxes from the migrated
   * template this way (test/helpers.ts, ADR 0081); a served sandbox always has a folder.
   */
  pgliteImage?: Blob | undefined;
  /** A PostgreSQL connection string; wins over dataDir when set. */
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to work in (tests use a fresh one per run). */
  schema?: string | undefined;
}

async function openPglite(dataDir: string, image: Blob | undefined): Promise<Database> {
  let db: PGlite;
  if (image) {
    db = await PGlite.create({ loadDataDir: image });
  } else {
    mkdirSync(dataDir, { recursive: true });
    db = await PGlite.create(dataDir);
  }
  // PGlite runs one statement at a time; a queue keeps transactions from interleaving with others.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };
  const query = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => query(sql, params)),
    exec: (sql) => serial(async () => { await db.exec(sql); }),
    transaction: (fn) => serial(() => db.transaction(async (tx) => fn({
      query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
    }))),
    close: () => serial(() => db.close()),
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return `"${name}"`;
}

/** DATABASE_POOL_SIZE, else 16: far below PostgreSQL's 100 connections even with a few instances. */
function poolSize(setting: string | undefined): number {
  const n = Number(setting);
  return Number.isInteger(n) && n > 0 ? n : 16;
}

async function openPostgres(url: string, schema?: string): Promise<Database> {
  // numeric stays the string PostgreSQL sends, as PGlite answers it (money is exact: never a
  // double); bigint (counts, ids) becomes a number.
  pg.types.setTypeParser(20, (value) => Number(value));
  // A call's query waits for a free connection, and each connection serves one query per turn of
  // the event loop; when a flood (2,000 sign-ins at once) stretches those turns, a small pool
  // serves few queries a second and every other call queues behind them (ADR 0042 has the figures).
  const pool = new pg.Pool({ connectionString: url, max: poolSize(process.env.DATABASE_POOL_SIZE) });
  const listeners: pg.Client[] = [];
  let closing = false;
  if (schema) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    pool.on('connect', (client) => {
      client.query(`SET search_path TO ${quoteIdent(schema)}`).catch(() => undefined);
    });
  }
  const run = async (client: pg.Pool | pg.PoolClient, sql: string, params: unknown[] = []) => {
    const result = await client.query(sql, params);
    return result.rows;
  };
  // The connect hook's SET is async; setting it per checkout as well makes it certain.
  const checkout = async () => {
    const client = await pool.connect();
    if (schema) await client.query(`SET search_path TO ${quoteIdent(schema)}`);
    return client;
  };
  return {
    kind: 'postgres',
    query: async (sql, params) => {
      const client = await checkout();
      try { return await run(client, sql, params); } finally { client.release(); }
    },
    exec: async (sql) => {
      const client = await checkout();
      try { await client.query(sql); } finally { client.release(); }
    },
    transaction: async (fn) => {
      const client = await checkout();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => run(client, sql, params) as never });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      closing = true;
      await Promise.all(listeners.map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
    pubsub: {
      channel: (name) => (schema ? `${name}_${schema}` : name),
      async listen(name, onPayload, connection) {
        const channel = schema ? `${name}_${schema}` : name;
        let current: pg.Client | null = null;
        const connect = async (): Promise<void> => {
          // Named, so that pg_stat_activity tells which connection listens on what.
          const client = new pg.Client({ connectionString: url, application_name: `vitrin listen ${channel}` });
          listeners.push(client);
          let lost = false;
          const again = () => {
            if (lost) return;
            lost = true;
            if (current === client) current = null;
            if (listeners.includes(client)) listeners.splice(listeners.indexOf(client), 1);
            client.end().catch(() => undefined);
            if (closing) return;
            connection.onLost();
            // Made again after a second; what was sent meanwhile is gone, so the caller resets.
            setTimeout(() => {
              if (!closing) connect().then(() => connection.onReconnect(), () => undefined);
            }, 1000).unref();
          };
          client.on('notification', (message) => {
            if (message.channel === channel) onPayload(message.payload ?? '');
          });
          client.on('error', again);
          client.on('end', again);
          try {
            await client.connect();
            await client.query(`LISTEN ${quoteIdent(channel)}`);
            if (!lost) current = client;
          } catch (error) {
            again();
            throw error;
          }
        };
        await connect();
        return {
          async notify(payloads) {
            if (!current) throw new Error(`The connection listening on ${channel} is lost`);
            await current.query('SELECT count(pg_notify($1, p))::int AS n FROM unnest($2::text[]) p', [channel, payloads]);
          },
        };
      },
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return openPglite(options.dataDir, options.pgliteImage);
}
