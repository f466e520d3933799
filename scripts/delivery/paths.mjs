// Where things are: the repository root and the dist folder a command works on.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `--dist <dir>` wins over VITRIN_DIST, which wins over <root>/dist (tests use a temp copy). */
export function distDirFrom(args, env = process.env) {
  const i = args.indexOf('--dist');
  if (i >= 0) {
    const value = args[i + 1];
    if (!value) throw new Error('--dist needs a folder');
    return path.resolve(value);
  }
  if (env.VITRIN_DIST) return path.resolve(env.VITRIN_DIST);
  return path.join(ROOT, 'dist');
}

/** Options that take a value; positionalArgs leaves them and their value out. */
const VALUE_OPTIONS = new Set(['--dist', '--expect-revision', '--by', '--percent', '--step-every', '--reason', '--retention-hours']);

/** The value after `name` (`--by ops`), or undefined; a missing value is an error. */
export function optionValue(args, name) {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

/** Arguments without the option pairs (`--dist <dir>`, `--by <who>`, …). */
export function positionalArgs(args) {
  const out = [];
  for (let i = 0; i < args.length; i += 1) {
    if (VALUE_OPTIONS.has(args[i])) { i += 1; continue; }
    out.push(args[i]);
  }
  return out;
}
