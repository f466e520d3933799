// What a route loads, per script and per module (ADR 0055): builds the host and the remotes the
// route fetched from, with webpack stats, into a temp folder, and for the scripts of the route in
// the last bench run (bench/results/latest.json, `allJs`) prints each script's gzip KB and its
// biggest modules, then the biggest modules and packages of the whole route. A module's share is
// its chunk's gzip size shared out by the modules' sizes before minification (as federationTax.mjs),
// so the figures are estimates; a chunk's total is exact. Run it on the sources the bench ran on.
// Usage: node scripts/webpack/routeModules.mjs [route=/] [form=mobile] [top=25]   (heavy: builds)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWithStats, chunkFiles, moduleKey } from './chunkStats.mjs';

// The builders are @vitrin/platform's (TypeScript): tsx's loader is registered first.
const { register } = await import('tsx/esm/api');
register();
const { defineConfigFor, REMOTES, ROOT } = await import('@vitrin/platform');

const [route = '/', form = 'mobile', topArg = '25'] = process.argv.slice(2);
const top = Number(topArg);

const bench = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'results', 'latest.json'), 'utf8'));
const measured = bench.routes.find((r) => r.path === route)?.[form];
if (!measured?.allJs) throw new Error(`route ${route} (${form}) not in bench/results/latest.json`);

/** The package of a module: node_modules name, a workspace package, or the runtime glue. */
function packageOf(key, folder) {
  if (/^webpack\/|^container entry|^remote |^consume shared|^provide shared|^external /.test(key)) return 'webpack + federation glue';
  if (key.startsWith('src/')) return folder;
  const nm = /^(?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(key);
  const ws = /^(host|shared|contract|remote-[a-z]+)[\\/]/.exec(key);
  if (ws) return ws[1];
  return nm ? nm[1] : key.slice(0, 40);
}

/** file name → { gzip, modules: [{ key, pkg, bytes }], name } for one build. */
async function chunkTable(label, folder, config, out) {
  process.stderr.write(`building ${label} …\n`);
  const table = {};
  for (const { chunk, file, gzip, modules } of chunkFiles(await buildWithStats(config), out)) {
    const entry = {
      gzip,
      name: chunk.names?.[0] ?? null,
      modules: modules.map(({ module, bytes }) => {
        const key = moduleKey(module.name ?? module.identifier);
        return { key, pkg: packageOf(key, folder), bytes };
      }),
    };
    table[file] = entry;
    // Named chunks also by name: their hash moves with any source change.
    if (entry.name) table[`#${entry.name}`] = entry;
  }
  return table;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-route-'));
const builds = { host: await chunkTable('host', 'host', defineConfigFor('host')({ outputPath: path.join(tmp, 'host') }, { mode: 'production' }), path.join(tmp, 'host')) };
const remotesUsed = [...new Set(measured.allJs.map((s) => /\/remotes\/([^/]+)\//.exec(s.url)?.[1]).filter(Boolean))];
for (const name of remotesUsed.filter((r) => REMOTES[r])) {
  const out = path.join(tmp, name);
  builds[name] = await chunkTable(name, REMOTES[name].dir, defineConfigFor(name)({ outputPath: out }, { mode: 'production' }), out);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const all = {};
const perPackage = {};
console.log(`\n${route} (${form}): ${measured.jsKb} KB in ${measured.allJs.length} scripts in the last bench run (${bench.measuredAt})`);
for (const script of measured.allJs) {
  const url = script.url.split('?')[0];
  const buildName = /\/remotes\/([^/]+)\//.exec(url)?.[1] ?? 'host';
  const table = builds[buildName] ?? {};
  const entry = table[path.basename(url)] ?? table[`#${path.basename(url).replace(/(\.[0-9a-f]{8})?\.js$/, '')}`];
  if (!entry) {
    console.log(`${String(script.kb).padStart(7)}  ${url}  (not in these builds)`);
    continue;
  }
  const biggest = [...entry.modules].sort((a, b) => b.bytes - a.bytes).slice(0, 4).map((m) => `${m.key.slice(0, 60)} ${kb(m.bytes)}`);
  console.log(`${String(script.kb).padStart(7)}  ${url}${entry.name ? ` [${entry.name}]` : ''}  ${entry.modules.length} modules: ${biggest.join(', ')}`);
  for (const m of entry.modules) {
    const key = `${buildName}:${m.key}`;
    all[key] = (all[key] ?? 0) + m.bytes;
    perPackage[m.pkg] = (perPackage[m.pkg] ?? 0) + m.bytes;
  }
}
console.log(`\nbiggest modules of ${route} (estimated gzip KB):`);
for (const [key, bytes] of Object.entries(all).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kb(bytes).padStart(7)}  ${key}`);
console.log(`\nper package:`);
for (const [pkg, bytes] of Object.entries(perPackage).sort((a, b) => b[1] - a[1]).filter(([, b]) => b >= 300)) console.log(`${kb(bytes).padStart(7)}  ${pkg}`);
fs.rmSync(tmp, { recursive: true, force: true });
