import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The sandbox grows one folder per domain; import circles between them (even type-only
// ones) are how such folders stop being separable. This walks every relative import and fails on
// any circle, naming it. Lint's import-x/no-cycle covers every package but skips type-only imports
// (they vanish at run time); this stricter check stays for the sandbox's domains (ADR 0057).
const SRC = path.resolve(import.meta.dirname, '../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

test('the sandbox has no import circles', () => {
  const graph = new Map<string, string[]>();
  for (const file of files(SRC)) {
    const source = readFileSync(file, 'utf8');
    const specs = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
    graph.set(file, specs.map((spec) => resolveImport(file, spec)).filter((f): f is string => f !== null));
  }
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(SRC, f)).join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  expect(circles).toEqual([]);
});
