// The host provides `react-router-dom` as a facade with the client-side API only (ADR 0006). A
// container that imported a name the facade does not export would get `undefined` at run time, in
// production only; this check turns that into a build error of the package that does it.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const FACADE = path.join(__dirname, 'react-router-dom.mjs');

/** The names the facade exports. */
function routerSurface(file = FACADE) {
  const text = fs.readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
  const block = /export\s*\{([^}]*)\}\s*from/.exec(text);
  if (!block) throw new Error(`no export list in ${file}`);
  return new Set(block[1].split(',').map((s) => s.trim()).filter(Boolean));
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(tsx?|mjs|jsx?)$/.test(entry.name) && !/\.(test|spec)\./.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Value imports of react-router-dom in the given source folders (tests excluded: jest uses the real
 * package) that the facade does not export. Type-only imports are fine: they vanish at build.
 * @returns {{ file: string, name: string }[]}
 */
function routerImportsOutsideSurface(dirs, surface = routerSurface()) {
  const problems = [];
  const importRe = /import\s+(type\s+)?([^;]*?)\s+from\s+['"]react-router-dom['"]/g;
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(importRe)) {
      if (match[1]) continue;
      const clause = match[2];
      if (/\*\s+as\s+/.test(clause)) {
        problems.push({ file, name: '* (import the names you use)' });
        continue;
      }
      const named = /\{([^}]*)\}/.exec(clause);
      if (!named) {
        problems.push({ file, name: 'default' });
        continue;
      }
      for (const raw of named[1].split(',')) {
        const spec = raw.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        if (!surface.has(name)) problems.push({ file, name });
      }
    }
  }
  return problems;
}

/** Throws when a package imports a router API the host does not provide. */
function assertRouterSurface(dirs, root) {
  const problems = routerImportsOutsideSurface(dirs);
  if (problems.length === 0) return;
  const lines = problems.map((p) => `  ${path.relative(root, p.file)}: ${p.name}`);
  throw new Error(
    `react-router-dom names outside the host's router surface (scripts/webpack/shared/react-router-dom.mjs):\n${lines.join('\n')}\n`
    + 'Add the client-side export to the facade (the host must be rebuilt and deployed first), or use another API.',
  );
}

module.exports = { routerSurface, routerImportsOutsideSurface, assertRouterSurface, sourceFiles, FACADE };
