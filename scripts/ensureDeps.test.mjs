import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ENSURE_DEPS = path.join(import.meta.dirname, 'ensureDeps.mjs');
let root;

/**
 * A command that calls ensureDeps on `root` and prints its own output, run as a process with an
 * `npx` on the PATH that stands for pnpm: it reports its arguments on stdout, as pnpm's install does.
 */
function commandAfterEnsureDeps() {
  const bin = path.join(root, 'bin');
  const script = `import { ensureDeps } from ${JSON.stringify(ENSURE_DEPS)}; ensureDeps(${JSON.stringify(root)}); console.log('{"revision":1}');`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-deps-'));
  fs.writeFileSync(path.join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n');
  fs.writeFileSync(path.join(root, 'vitrin'), '#!/usr/bin/env bash\nPNPM_VERSION=10.34.8\n');
  fs.mkdirSync(path.join(root, 'bin'));
  fs.writeFileSync(path.join(root, 'bin', 'npx'), '#!/bin/sh\necho "npx $*"\n', { mode: 0o755 });
});
afterEach(() => { fs.rmSync(root, { recursive: true, force: true }); });

describe('ensureDeps (before cli.mjs and build-all.mjs)', () => {
  it('installs when the lockfile changed, with pnpm\'s report on stderr: the command\'s stdout stays its own (--json)', () => {
    const { code, out, err } = commandAfterEnsureDeps();
    expect(code).toBe(0);
    expect(out).toBe('{"revision":1}\n');
    expect(err).toContain('npx -y pnpm@10.34.8 install --frozen-lockfile');
    expect(err).toContain('pnpm-lock.yaml changed since the last install');
  });

  it('does not install again while the lockfile is the one installed', () => {
    expect(commandAfterEnsureDeps().err).toContain('install');
    const again = commandAfterEnsureDeps();
    expect(again).toEqual({ code: 0, out: '{"revision":1}\n', err: '' });
  });
});
