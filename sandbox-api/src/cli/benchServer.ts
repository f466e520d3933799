/**
 * Child-process entry of the load bench (`./vitrin bench load`, e2e/bench/load.mjs): one sandbox
 * on 127.0.0.1 with BENCH_MEMBERS members signed in, then one JSON line on stdout:
 * `{"ready":true,"url":…,"storage":…,"members":[{username,token}…]}`.
 *
 * Settings: BENCH_DATA_DIR (PGlite folder) or BENCH_DATABASE_URL (PostgreSQL), BENCH_MEMBERS.
 * It stops when its stdin closes (the parent holds the other end, so a killed parent stops it too).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { createServer } from '../server';
import { seedBenchMembers } from './benchMembers';

const env = process.env;
const dataDir = env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('benchServer: BENCH_DATA_DIR is not set');

const server = await createServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl: env.BENCH_DATABASE_URL || undefined,
  // No build needed: the bench calls the API only.
  distDir: path.join(dataDir, 'no-dist'),
});
const members = await seedBenchMembers(server.db, Number(env.BENCH_MEMBERS ?? 2000));

// What the server itself saw, to tell its own stalls (event loop, garbage collection) from the network's.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
const gcPauses: { ms: number; kind: string }[] = [];
const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak callbacks' };
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
    gcPauses.push({ ms: entry.duration, kind: GC_KINDS[kind] ?? String(kind) });
  }
});

// The server's own time for each balance poll (request read → answer written): with the client's
// latency, it tells a queue inside the sandbox from one in the network or the load generator.
const balanceTimes: number[] = [];
server.app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
  if (!request.url?.endsWith('/user/balance')) return;
  const started = performance.now();
  response.once('finish', () => balanceTimes.push(performance.now() - started));
});
let cacheAtReset = { clears: 0, reads: 0 };

/** Starts the server-side counters over; the parent asks when its measured window begins. */
function resetStats() {
  loopDelay.reset();
  loopDelay.enable();
  gcPauses.length = 0;
  balanceTimes.length = 0;
  cacheAtReset = { ...server.context.sessions.counts };
  gcObserver.disconnect();
  gcObserver.observe({ entryTypes: ['gc'] });
}

function stats() {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const sorted = [...gcPauses].sort((a, b) => a.ms - b.ms);
  const longest = sorted.at(-1);
  return {
    eventLoopDelayMs: { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) },
    gc: {
      count: sorted.length,
      totalMs: Math.round(sorted.reduce((sum, d) => sum + d.ms, 0)),
      maxMs: Math.round(longest?.ms ?? 0),
      longestKind: longest?.kind ?? null,
      over20Ms: sorted.filter((d) => d.ms > 20).length,
    },
    membersCache: {
      clears: server.context.sessions.counts.clears - cacheAtReset.clears,
      reads: server.context.sessions.counts.reads - cacheAtReset.reads,
    },
    balanceServerMs: (() => {
      const sorted = [...balanceTimes].sort((a, b) => a - b);
      const at = (p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10;
      return { p50: at(50), p99: at(99), max: at(100) };
    })(),
    passwordWorkPeak: server.context.passwordWork.peak,
    heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1048576),
    rssMb: Math.round(process.memoryUsage().rss / 1048576),
  };
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 5000).unref();
  void server.close().finally(() => process.exit(0));
};
// One command a line on stdin: "reset" (the measured window begins), "stats" (answers one JSON line).
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'reset') resetStats();
  else if (line === 'stats') process.stdout.write(`${JSON.stringify({ stats: stats() })}\n`);
});
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

process.stdout.write(`${JSON.stringify({ ready: true, url: server.url, storage: server.db.kind, members })}\n`);
