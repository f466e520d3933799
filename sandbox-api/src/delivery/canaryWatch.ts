import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TelemetryStore } from '../telemetry/telemetryStore';
import { runDeliveryCli } from './deliveryCli';

/** Who the history names for a canary the watch took out of service (the ops page looks for it). */
export const AUTOMATIC_ROLLBACK_BY = 'sandbox (automatic rollback)';
const SCHEDULE_BY = 'sandbox (schedule)';

/**
 * When a canary is failing: over the last `windowMs` (never before the canary reached its share),
 * at least `minLoads` page loads ran it and its share of pages with a failure is above `factor`
 * times the stable version's and above `floor` (so a stable version with no failure at all does
 * not make one failed page out of fifty a rollback).
 */
export interface CanaryPolicy {
  windowMs: number;
  minLoads: number;
  factor: number;
  floor: number;
  /** How often the watch looks; window + this is the longest a failing canary stays in service. */
  checkEveryMs: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = { windowMs: 60_000, minLoads: 50, factor: 2, floor: 0.01, checkEveryMs: 10_000 };

interface Rates { loads: number; failedPages: number }

const rateOf = (r: Rates | undefined) => (r && r.loads > 0 ? r.failedPages / r.loads : 0);
const percent = (rate: number) => `${(100 * rate).toFixed(1)} %`;

/** Why the canary must come out, or null while it may stay. */
export function canaryFailing(canary: Rates | undefined, stable: Rates | undefined, policy: Pick<CanaryPolicy, 'minLoads' | 'factor' | 'floor'>): string | null {
  if (!canary || canary.loads < policy.minLoads) return null;
  const canaryRate = rateOf(canary);
  const stableRate = rateOf(stable);
  if (canaryRate <= Math.max(policy.factor * stableRate, policy.floor)) return null;
  return `failure rate ${percent(canaryRate)} of ${canary.loads} page loads, stable ${percent(stableRate)} of ${stable?.loads ?? 0}`;
}

interface DocumentCanary { version: string; percent: number; since: string; stepAt: string; stepEverySeconds?: number }
interface DocumentRemote { current: string | null; canary?: DocumentCanary }

export interface CanaryWatchOptions {
  distDir: string;
  telemetry: TelemetryStore;
  now: () => Date;
  policy: CanaryPolicy;
  log: (line: string) => void;
  /** The delivery CLI (tests put a slow or scripted one in its place). */
  runCli?: typeof runDeliveryCli;
}

/**
 * While a remote runs a canary, compares its failure rate with the stable version's (telemetry of
 * the same window) and takes it out of service through the delivery CLI when it fails (a history
 * line by AUTOMATIC_ROLLBACK_BY with the rates, and a log line); a healthy canary with
 * `stepEverySeconds` is stepped 5 → 25 → 100 on that schedule. A change that loses the
 * compare-and-swap to an operator is left for the next look.
 *
 * One look at a time, and the next `checkEveryMs` after the last one ended: a look that acts starts
 * the CLI, a process of its own that takes seconds on a busy machine. Looks on a fixed beat used to
 * overlap it, each read the document the first had not yet changed and started the CLI again: on a
 * loaded 2-core machine one more process a second piled up, they slowed one another towards the
 * CLI's timeout and the failing canary stayed in service; a due step could run twice (25 → 100 %
 * with no time at 25 %).
 */
export function canaryWatch({ distDir, telemetry, now, policy, log, runCli = runDeliveryCli }: CanaryWatchOptions) {
  const look = async (): Promise<string[]> => {
    let doc: { remotes?: Record<string, DocumentRemote> };
    try {
      doc = JSON.parse(await readFile(path.join(distDir, 'remotes.json'), 'utf8')) as typeof doc;
    } catch {
      return [];
    }
    const done: string[] = [];
    for (const [remote, state] of Object.entries(doc.remotes ?? {})) {
      const canary = state.canary;
      if (!canary || !state.current) continue;
      const until = now();
      const from = new Date(Math.max(until.getTime() - policy.windowMs, Date.parse(canary.stepAt) || 0));
      const health = await telemetry.health(remote, from, until);
      const why = canaryFailing(health.get(canary.version), health.get(state.current), policy);
      try {
        if (why) {
          const reason = `automatic rollback: ${why}`;
          await runCli(distDir, 'canary', remote, 'stop', '--reason', reason, '--by', AUTOMATIC_ROLLBACK_BY);
          const line = `[vitrin delivery] ${remote}: canary ${canary.version} taken out of service, ${reason}; every browser gets ${state.current}`;
          log(line);
          done.push(line);
        } else if (canary.stepEverySeconds && until.getTime() - Date.parse(canary.stepAt) >= canary.stepEverySeconds * 1000) {
          const line = `[vitrin delivery] ${(await runCli(distDir, 'canary', remote, 'step', '--by', SCHEDULE_BY)).trim()}`;
          log(line);
          done.push(line);
        }
      } catch (error) {
        log(`[vitrin delivery] ${remote}: the canary watch could not change remotes.json: ${(error as { stderr?: string }).stderr?.trim() ?? String(error)}`);
      }
    }
    return done;
  };
  let running: Promise<string[]> | undefined;
  /** A look after the one under way (if any) has ended, so it reads what that one changed. */
  const check = async (): Promise<string[]> => {
    while (running) await running.catch(() => []);
    const current = look();
    running = current;
    try {
      return await current;
    } finally {
      if (running === current) running = undefined;
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      check()
        .catch((error: unknown) => log(`[vitrin delivery] the canary watch could not look at the canaries: ${String(error)}`))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, policy.checkEveryMs);
    timer.unref();
  };
  return {
    check,
    start() {
      stopped = false;
      schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
