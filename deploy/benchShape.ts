/**
 * Child-process entry of `./vitrin bench load --prod` (e2e/bench/load.mjs): the production shape
 * (deploy/prodShape.ts: PostgreSQL, two backends, nginx) with BENCH_MEMBERS members signed in, then
 * the same ready line as sandbox-api/src/cli/benchServer.ts: `{"ready":true,"url":…,"members":[…]}`.
 *
 * Commands on stdin, one per line:
 * - `notify <per second> <seconds> <user,user,…>`: publishes Notification hub messages through
 *   the fan-out channel as an instance does (a row, a NOTIFY naming it), round-robin over those
 *   members, each carrying its send time; answers `{"notified":n}` when done.
 * - `kill <index>`: SIGKILLs that backend; answers `{"killed":index,"at":<epoch ms>}`.
 * - `reset`, `stats`: as benchServer's (the backends are other processes: stats are empty here).
 * It stops everything when its stdin closes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { openDatabase } from '../sandbox-api/src/db/database';
import { seedBenchMembers } from '../sandbox-api/src/cli/benchMembers';
import { REPO, startProdShape } from './prodShape';

const env = process.env;
const dataDir = env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'vitrin-bench-prod-'));
const shape = await startProdShape({
  port: 0,
  dataDir,
  distDir: path.resolve(env.BENCH_DIST_DIR ?? path.join(REPO, 'dist')),
  log: (line) => process.stderr.write(`[prod] ${line}\n`),
});
const db = await openDatabase({ dataDir, databaseUrl: shape.databaseUrl });
const members = await seedBenchMembers(db, Number(env.BENCH_MEMBERS ?? 2000));
const ids = new Map((await db.query<{ id: number; username: string }>("SELECT id, username FROM players WHERE username LIKE 'bench%'")).map((row) => [row.username, row.id]));
const channel = db.pubsub!.channel('vitrin_hub');
const send = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function notify(perSecond: number, seconds: number, usernames: string[]) {
  const players = usernames.map((name) => ids.get(name)).filter((id): id is number => id !== undefined);
  const total = Math.round(perSecond * seconds);
  const start = Date.now();
  let sent = 0;
  // Batches every 10 ms, each due at its own time: an instance publishes what its requests produced.
  while (sent < total) {
    const due = Math.min(total, Math.floor(((Date.now() - start) / 1000) * perSecond));
    const batch = Array.from({ length: due - sent }, (_, i) => players[(sent + i) % players.length]!);
    if (batch.length > 0) {
      const bodies = batch.map(() => JSON.stringify({ command: 'Notification', message: JSON.stringify({ benchSentAt: Date.now() }) }));
      await db.query(
        `WITH m AS (INSERT INTO hub_messages (kind, player_id, body) SELECT 'notify', * FROM unnest($1::int[], $2::text[]) RETURNING id, player_id)
         SELECT count(pg_notify($3, x.id || ':' || x.player_id || ':bench'))::int AS n FROM (SELECT id, player_id FROM m ORDER BY id) x`,
        [batch, bodies, channel],
      );
      sent += batch.length;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return sent;
}

send({ ready: true, url: shape.url, storage: `postgres, ${shape.backends.length} instances behind nginx`, members });
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, ...rest] = line.trim().split(' ');
  if (command === 'notify') void notify(Number(rest[0]), Number(rest[1]), (rest[2] ?? '').split(',')).then((n) => send({ notified: n }));
  else if (command === 'kill') {
    const index = Number(rest[0]);
    shape.backends[index]!.process.kill('SIGKILL');
    send({ killed: index, at: Date.now() });
  } else if (command === 'stats') send({ stats: {} });
}).on('close', () => {
  void db.close().then(() => shape.stop()).then(() => {
    if (!env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
