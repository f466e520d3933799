import fs from 'node:fs';
import os from 'node:os';

/**
 * Whether the machine is idle before a Lighthouse run. The 1-minute load average is a slow mean
 * (it takes about two minutes to fall from 6 to under 1 after the bench's own build on 2 cores),
 * so where /proc/stat exists the share of the cores that worked over the last few seconds decides;
 * elsewhere the load average does.
 */

/** Idle: at most a quarter of the machine busy over a sample (half a core on 2 cores). */
export const IDLE_BUSY_SHARE = 0.25;
/** Idle by the load average where /proc/stat is missing: under half the cores. */
const IDLE_LOAD = os.cpus().length * 0.5;

/** The busy and total jiffies of all cores from /proc/stat's first line (idle and iowait are not busy). */
export function cpuTimes(statText) {
  const fields = statText.split('\n')[0].trim().split(/\s+/);
  if (fields[0] !== 'cpu') throw new Error('not /proc/stat');
  const values = fields.slice(1, 9).map(Number);
  const total = values.reduce((sum, v) => sum + v, 0);
  return { busy: total - values[3] - values[4], total };
}

/** The share of the machine (0–1) busy between two readings of cpuTimes. */
export function busyShare(before, after) {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

function readStat() {
  try {
    return cpuTimes(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

const round = (n) => Math.round(n * 100) / 100;

/**
 * Waits until the machine is idle (a sample of `sampleMs` at most IDLE_BUSY_SHARE busy), at most
 * `maxSeconds`. Returns `{ idle, load, busyShare }`: the load average is kept for the record.
 * @param {number} maxSeconds
 * @param {{ sampleMs?: number, onWait?: (state: { load: number, busyShare: number | null }) => void }} [options]
 */
export async function waitForIdle(maxSeconds, { sampleMs = 5000, onWait = () => undefined } = {}) {
  const started = Date.now();
  for (let first = true; ; first = false) {
    const before = readStat();
    // A sample spans sampleMs; without /proc/stat the load average needs no span, only a pause between reads.
    if (before || !first) await new Promise((resolve) => setTimeout(resolve, sampleMs));
    const after = readStat();
    const load = round(os.loadavg()[0]);
    const share = before && after ? round(busyShare(before, after)) : null;
    const idle = share === null ? load <= IDLE_LOAD : share <= IDLE_BUSY_SHARE;
    if (idle) return { idle, load, busyShare: share };
    if (Date.now() - started >= maxSeconds * 1000) return { idle: false, load, busyShare: share };
    if (first) onWait({ load, busyShare: share });
  }
}
