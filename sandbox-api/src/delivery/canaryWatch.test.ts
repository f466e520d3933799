import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TelemetryStore } from '../telemetry/telemetryStore';
import { canaryWatch } from './canaryWatch';

const POLICY = { windowMs: 60_000, minLoads: 3, factor: 2, floor: 0.01, checkEveryMs: 10 };

let dist: string;
const remotesFile = () => path.join(dist, 'remotes.json');
const canaryOf = () => (JSON.parse(readFileSync(remotesFile(), 'utf8')) as { remotes: { casino: { canary?: unknown } } }).remotes.casino.canary;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'vitrin-watch-'));
  const at = new Date().toISOString();
  writeFileSync(remotesFile(), JSON.stringify({
    remotes: { casino: { current: '1.0.0', canary: { version: '1.1.0', percent: 50, since: at, stepAt: at } } },
  }));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** Every page load of the canary failed, none of the stable version's. */
const telemetry = {
  health: async () => new Map([
    ['1.1.0', { version: '1.1.0', loads: 4, failedPages: 4 }],
    ['1.0.0', { version: '1.0.0', loads: 4, failedPages: 0 }],
  ]),
} as unknown as TelemetryStore;

/** A delivery CLI as slow as a busy machine makes it: it stops the canary after `ms`. */
function slowCli(ms: number) {
  const calls: string[][] = [];
  const runCli = async (_dist: string, ...args: string[]) => {
    calls.push(args);
    await new Promise((resolve) => setTimeout(resolve, ms));
    const doc = JSON.parse(readFileSync(remotesFile(), 'utf8')) as { remotes: { casino: { canary?: unknown } } };
    if (!doc.remotes.casino.canary) throw Object.assign(new Error('refused'), { stderr: 'error: casino runs no canary' });
    delete doc.remotes.casino.canary;
    writeFileSync(remotesFile(), JSON.stringify(doc));
    return 'stopped\n';
  };
  return { calls, runCli };
}

test('while the CLI takes a failing canary out, the watch starts it once, not once per beat', async () => {
  const cli = slowCli(300);
  const lines: string[] = [];
  const watch = canaryWatch({ distDir: dist, telemetry, now: () => new Date(), policy: POLICY, log: (line) => lines.push(line), runCli: cli.runCli });
  watch.start();
  try {
    // Thirty beats of the watch while the one rollback is under way, and a few after it.
    await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    watch.stop();
  }
  expect(canaryOf()).toBeUndefined();
  expect(cli.calls).toEqual([['canary', 'casino', 'stop', '--reason', expect.stringMatching(/^automatic rollback: failure rate 100\.0 % of 4/), '--by', 'sandbox (automatic rollback)']]);
  expect(lines.filter((line) => /could not/.test(line))).toEqual([]);
});

test('a look asked for while another is under way reads what that one changed', async () => {
  const cli = slowCli(50);
  const watch = canaryWatch({ distDir: dist, telemetry, now: () => new Date(), policy: POLICY, log: () => undefined, runCli: cli.runCli });
  const [first, second] = await Promise.all([watch.check(), watch.check()]);
  expect(first).toHaveLength(1);
  expect(second).toEqual([]);
  expect(cli.calls).toHaveLength(1);
});

test('a look that fails is logged and the watch keeps looking', async () => {
  let looks = 0;
  const failing = { health: async () => { looks += 1; throw new Error('database gone'); } } as unknown as TelemetryStore;
  const lines: string[] = [];
  const watch = canaryWatch({ distDir: dist, telemetry: failing, now: () => new Date(), policy: POLICY, log: (line) => lines.push(line) });
  watch.start();
  try {
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    watch.stop();
  }
  expect(looks).toBeGreaterThan(1);
  expect(lines[0]).toMatch(/the canary watch could not look at the canaries: Error: database gone/);
});
