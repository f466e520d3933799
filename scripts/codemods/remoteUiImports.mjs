#!/usr/bin/env node
// Rewrites the remotes' MUI imports to the UI module, `@vitrin/shared/ui` (ADR 0054), and adds to
// it every name a remote needs that it does not export yet (and drops a name no remote imports).
//
//   import Button, { type ButtonProps } from '@mui/material/Button';
//   import { useTheme } from '@mui/material/styles';
// becomes, once per file:
//   import { Button, type ButtonProps, useTheme } from '@vitrin/shared/ui';
//
// The module has a few parts, one share each (shared/src/ui/<part>.ts → `@vitrin/shared/ui/<part>`;
// index.ts is `@vitrin/shared/ui`), so that a remote's first screen does not download the form
// fields, dialogs and tables of its other pages. A name stays in the part where it is; a new one
// goes to index.ts (move its line to another part by hand, then run this again).
//
// A default import takes the subpath's name (`@mui/material/useMediaQuery` → `useMediaQuery`),
// renamed locally when the file named it otherwise (`import MuiLink from '@mui/material/Link'` →
// `{ Link as MuiLink }`). Mechanical and idempotent: run it again after merging work that still
// imports MUI directly (`node scripts/codemods/remoteUiImports.mjs`; `--check` exits 1 when a
// file would change, without writing).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const UI_REQUEST = '@vitrin/shared/ui';
const UI_DIR = path.join(ROOT, 'shared', 'src', 'ui');

const MUI_IMPORT = /^import\s+(type\s+)?([^'";]*?)\s+from\s+'(@mui\/material\/[A-Za-z]+)';[ \t]*\r?\n/gm;
const UI_IMPORT = /^import\s+\{([^}]*)\}\s+from\s+'(@vitrin\/shared\/ui(?:\/[a-z]+)?)';[ \t]*\r?\n/gm;
// Marks where a rewritten import stood (no source contains it).
const PLACEHOLDER = '/*@vitrin-ui-import@*/';
const UI_EXPORT = /^export (type )?\{ ([^}]+) \} from '(@mui\/material\/[A-Za-z]+)';$/gm;

function remoteFolders() {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'remotes.manifest.json'), 'utf8'));
  return Object.values(manifest.remotes).map((remote) => path.join(ROOT, remote.folder, 'src'));
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `{ a, type B as C }` → [{ name: 'a', local: 'a', type: false }, { name: 'B', local: 'C', type: true }] */
function parseSpecifiers(list, allType) {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(type\s+)?([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(s);
      if (!m) throw new Error(`cannot read the import specifier "${s}"`);
      return { name: m[2], local: m[3] ?? m[2], type: Boolean(allType || m[1]) };
    });
}

/** One MUI import clause → the specifiers it means from the UI module, with where each comes from. */
function clauseSpecifiers(clause, subpath, allType) {
  const m = /^(?:([A-Za-z_$][\w$]*)\s*,?\s*)?(?:\{([^}]*)\})?$/.exec(clause.trim());
  if (!m || (!m[1] && m[2] === undefined)) throw new Error(`cannot rewrite "import ${clause} from '${subpath}'"`);
  const specifiers = [];
  const base = subpath.slice('@mui/material/'.length);
  if (m[1]) specifiers.push({ name: base, local: m[1], type: Boolean(allType), from: subpath, isDefault: true });
  for (const s of parseSpecifiers(m[2] ?? '', allType)) specifiers.push({ ...s, from: subpath, isDefault: false });
  return specifiers;
}

function specifierText(s) {
  return `${s.type ? 'type ' : ''}${s.name}${s.local !== s.name ? ` as ${s.local}` : ''}`;
}

/** The MUI imports of one file: what the UI module must export for it. */
export function muiNeeds(text) {
  return [...text.matchAll(MUI_IMPORT)].flatMap((m) => clauseSpecifiers(m[2], m[3], m[1]));
}

/**
 * Rewrites one file's MUI imports (and merges its UI imports) into one import per UI part.
 * `partOf(name)` says which request exports a name.
 */
export function rewriteSource(text, partOf) {
  const specifiers = [];
  let out = text.replace(MUI_IMPORT, (_whole, allType, clause, subpath) => {
    specifiers.push(...clauseSpecifiers(clause, subpath, allType));
    return PLACEHOLDER;
  });
  out = out.replace(UI_IMPORT, (_whole, list) => {
    specifiers.push(...parseSpecifiers(list, false));
    return PLACEHOLDER;
  });
  if (!specifiers.length) return text;
  const seen = new Set();
  const merged = specifiers
    .filter((s) => {
      const key = `${s.name}|${s.local}|${s.type}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    // A name imported as a value and as a type is one value import.
    .filter((s, _i, all) => !(s.type && all.some((o) => !o.type && o.name === s.name && o.local === s.local)))
    .sort((a, b) => a.local.localeCompare(b.local, 'en', { sensitivity: 'base' }));
  const byPart = new Map();
  for (const s of merged) {
    const part = partOf(s.name);
    if (!byPart.has(part)) byPart.set(part, []);
    byPart.get(part).push(s);
  }
  const statements = [...byPart.keys()]
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((part) => `import { ${byPart.get(part).map(specifierText).join(', ')} } from '${part}';\n`)
    .join('');
  // The first removed import's place takes the new statements; the others are dropped.
  const [head, ...rest] = out.split(PLACEHOLDER);
  return rest.length ? head + statements + rest.join('') : head;
}

/** A UI part's exports, as `name → { from, type, isDefault }`. */
function readUiExports(text) {
  const exports = new Map();
  for (const m of text.matchAll(UI_EXPORT)) {
    for (const raw of m[2].split(',').map((s) => s.trim())) {
      const d = /^default as ([\w$]+)$/.exec(raw);
      const name = d ? d[1] : raw.replace(/^type\s+/, '');
      exports.set(name, { from: m[3], type: Boolean(m[1] || /^type\s/.test(raw)), isDefault: Boolean(d) });
    }
  }
  return exports;
}

/** Keeps a part file's own text above its first export (its comment) and rewrites its exports. */
function writeUiPart(before, exports) {
  const head = before ? before.slice(0, before.search(/^export /m) < 0 ? before.length : before.search(/^export /m)) : UI_HEADER;
  const bySubpath = new Map();
  for (const [name, e] of exports) {
    const key = `${e.from}|${e.type ? 'type' : 'value'}`;
    if (!bySubpath.has(key)) bySubpath.set(key, []);
    bySubpath.get(key).push(e.isDefault ? `default as ${name}` : name);
  }
  const lines = [...bySubpath.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([key, names]) => {
      const [from, kind] = key.split('|');
      names.sort((a, b) => a.localeCompare(b, 'en'));
      return `export ${kind === 'type' ? 'type ' : ''}{ ${names.join(', ')} } from '${from}';`;
    });
  return `${head.trimEnd()}\n\n${lines.join('\n')}\n`;
}

const UI_HEADER = `// The UI module of the remotes (ADR 0054): exactly the MUI components, hooks and types the remotes
// use, provided by the host as a few federation shares (one per file of this folder, runtime
// singletons like the rest of @vitrin/shared) instead of one share per \`@mui/material/*\` subpath.
// The host imports MUI directly; remotes import only from here (lint). Kept by
// scripts/codemods/remoteUiImports.mjs: a name a remote starts to use is added to index.ts.
// Adding a name changes what the host provides: release the host first, as for any new export of
// @vitrin/shared.`;

function main() {
  const check = process.argv.includes('--check');
  const parts = fs.existsSync(UI_DIR) ? fs.readdirSync(UI_DIR).filter((f) => /^[a-z]+\.ts$/.test(f)) : [];
  if (!parts.includes('index.ts')) parts.push('index.ts');
  const requestOf = (file) => (file === 'index.ts' ? UI_REQUEST : `${UI_REQUEST}/${file.replace(/\.ts$/, '')}`);
  const before = new Map(parts.map((f) => [f, fs.existsSync(path.join(UI_DIR, f)) ? fs.readFileSync(path.join(UI_DIR, f), 'utf8') : '']));
  const exportsOf = new Map(parts.map((f) => [f, readUiExports(before.get(f))]));
  const partOfName = new Map();
  for (const [f, exports] of exportsOf) for (const name of exports.keys()) partOfName.set(name, f);

  const files = remoteFolders().flatMap(sourceFiles);
  const texts = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
  for (const [file, text] of texts) {
    for (const s of muiNeeds(text)) {
      const part = partOfName.get(s.name) ?? 'index.ts';
      const exports = exportsOf.get(part);
      const known = exports.get(s.name);
      if (known && known.from !== s.from) throw new Error(`${s.name} comes from ${known.from} and ${s.from} (${path.relative(ROOT, file)})`);
      // A value export also serves type imports; a type-only export is widened when a value is needed.
      if (!known || (known.type && !s.type)) exports.set(s.name, { from: s.from, type: s.type, isDefault: s.isDefault });
      partOfName.set(s.name, part);
    }
  }
  // Exactly what the remotes use: a name no remote imports any more leaves the module.
  const used = new Set();
  for (const text of texts.values()) {
    for (const s of muiNeeds(text)) used.add(s.name);
    for (const m of text.matchAll(UI_IMPORT)) for (const s of parseSpecifiers(m[1], false)) used.add(s.name);
  }
  for (const exports of exportsOf.values()) for (const name of [...exports.keys()]) if (!used.has(name)) exports.delete(name);
  const changed = [];
  for (const [file, text] of texts) {
    const next = rewriteSource(text, (name) => requestOf(partOfName.get(name) ?? 'index.ts'));
    if (next !== text) {
      changed.push(path.relative(ROOT, file));
      if (!check) fs.writeFileSync(file, next);
    }
  }
  for (const part of parts) {
    const next = writeUiPart(before.get(part), exportsOf.get(part));
    if (next !== before.get(part)) {
      changed.push(path.relative(ROOT, path.join(UI_DIR, part)));
      if (!check) {
        fs.mkdirSync(UI_DIR, { recursive: true });
        fs.writeFileSync(path.join(UI_DIR, part), next);
      }
    }
  }
  for (const file of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${file}`);
  if (check && changed.length) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
