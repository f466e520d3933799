import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** tsx lives in the sandbox package (pnpm keeps bins per package); the root copy wins if present. */
export function tsxBin(): string {
  const candidates = [
    path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    path.join(REPO_ROOT, 'sandbox-api', 'node_modules', '.bin', 'tsx'),
  ];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error('tsx is not installed: run ./vitrin test (it installs dependencies) first');
  return found;
}

export interface RunningSandbox {
  url: string;
  /** The loopback control of startSandbox.ts (hub drops). */
  controlUrl: string;
  pid: number;
  /** Its last lines of output (its log: what a background job such as the canary watch did), for a failure report. */
  output(): string[];
  stop(): Promise<void>;
}

/** Lines of a sandbox's output kept for a failure report. */
const KEPT_LINES = 300;

export interface SandboxOptions {
  dataDir: string;
  distDir: string;
  databaseUrl?: string;
  hubPingIntervalMs?: number;
  /** Hostile strings mode (sandbox-api README "Hostile strings"): every served text carries payloads. */
  hostile?: boolean;
  readyTimeoutMs?: number;
}

/**
 * Starts the sandbox in a child process over a pipe on stdin: closing the pipe (or the death of
 * this process) stops it, so no server outlives the test run.
 */
export function startSandboxProcess(options: SandboxOptions): Promise<RunningSandbox> {
  const child: ChildProcess = spawn(tsxBin(), [path.join(__dirname, 'startSandbox.ts')], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: {
      ...process.env,
      E2E_DATA_DIR: options.dataDir,
      E2E_DIST_DIR: options.distDir,
      E2E_DATABASE_URL: options.databaseUrl ?? '',
      E2E_HUB_PING_MS: String(options.hubPingIntervalMs ?? 15000),
      SANDBOX_HOSTILE: options.hostile ? '1' : '',
    },
  });

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines: string[] = [];
  const output = () => [...lines];

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin?.end();
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };

  return new Promise<RunningSandbox>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the sandbox did not start within ${options.readyTimeoutMs ?? 300_000} ms`));
    }, options.readyTimeoutMs ?? 300_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited with code ${code} before it was ready (see its output above)`));
    });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const message = JSON.parse(line) as { ready?: boolean; url?: string; controlUrl?: string };
        if (message.ready && message.url) {
          clearTimeout(timer);
          resolve({ url: message.url.replace(/\/$/, ''), controlUrl: message.controlUrl ?? '', pid: child.pid!, output, stop });
          return;
        }
      } catch {
        // Not our ready line: the server's own log output.
      }
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
      if (process.env.E2E_SANDBOX_LOG) process.stdout.write(`[sandbox] ${line}\n`);
    });
  });
}
