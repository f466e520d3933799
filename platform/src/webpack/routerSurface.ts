// The host provides `react-router-dom` as a facade with the client-side API only (ADR 0006). A
// container that imported a name the facade does not export would get `undefined` at run time, in
// production only; this check turns that into a build error of the package that does it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The facade the host provides as the `react-router-dom` share. */
export const ROUTER_FACADE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'react-router-dom.mjs');

/** The names the facade exports. */
export function routerSurface(file = ROUTER_FACADE): Set<string> {
  const text = fs.readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
  const block = /export\s*\{([^}]*)\}\s*from/.exec(text);
  if (!block?.[1]) throw new Error(`no export list in ${file}`);
  return new Set(block[1].split(',').map((s) => s.trim()).filter(Boolean));
}

/** Source files under `dir` (TypeScript and JavaScript), tests excluded. */
export function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(tsx?|mjs|jsx?)$/.test(entry.name) && !/\.(test|spec)\./.test(entry.name)) out.push(full);
  }
  return out;
}

export interface RouterSurfaceProblem {
  file: string;
  name: string;
}

/**
 * Value imports of react-router-dom in the given source folders (tests excluded: jest uses the real
 * package) that the facade does not export. Type-only imports are fine: they vanish at build.
 */
export function routerImportsOutsideSurface(dirs: string[], surface = routerSurface()): RouterSurfaceProblem[] {
  const problems: RouterSurfaceProblem[] = [];
  const importRe = /import\s+(type\s+)?([^;]*?)\s+from\s+['"]react-router-dom['"]/g;
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(importRe)) {
      if (match[1]) continue;
      const clause = match[2] ?? '';
      if (/\*\s+as\s+/.test(clause)) {
        problems.push({ file, name: '* (import the names you use)' });
        continue;
      }
      const named = /\{([^}]*)\}/.exec(clause);
      if (!named?.[1]) {
        problems.push({ file, name: 'default' });
        continue;
      }
      for (const raw of named[1].split(',')) {
        const spec = raw.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = (spec.split(/\s+as\s+/)[0] ?? '').trim();
        if (!surface.has(name)) problems.push({ file, name });
      }
    }
  }
  return problems;
}

/** Throws when a package imports a router API the host does not provide. */
export function assertRouterSurface(dirs: string[], root: string): void {
  const problems = routerImportsOutsideSurface(dirs);
  if (problems.length === 0) return;
  const lines = problems.map((p) => `  ${path.relative(root, p.file)}: ${p.name}`);
  throw new Error(
    `react-router-dom names outside the host's router surface (${path.relative(root, ROUTER_FACADE)}):\n${lines.join('\n')}\n`
    + 'Add the client-side export to the facade (the host must be rebuilt and deployed first), or use another API.',
  );
}
