// Where the federated build's extra bytes go (ADR 0010): builds the host, every remote
// and the one bundle with stats into a temp folder, estimates each chunk's gzip bytes per package
// (the chunk's gzip size shared out by the modules' sizes before minification), and, for the
// scripts a route fetched in the last bench run (bench/results/latest.json, `allJs`), sums them
// per package for both builds. Chunk files are matched by name: builds are deterministic, so
// run it on the same sources as the bench.
// Usage: node scripts/webpack/federationTax.mjs [routes=/,/casino/slot,/dashboard] [form=mobile]   (heavy: ~1 min of builds)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWithStats, chunkFiles, moduleKey } from './chunkStats.mjs';

// The builders are @vitrin/platform's (TypeScript): tsx's loader is registered first.
const { register } = await import('tsx/esm/api');
register();
const { defineConfigFor, defineOneBundleConfig, REMOTES, ROOT } = await import('@vitrin/platform');

const [routesArg = '/,/casino/slot,/dashboard', form = 'mobile'] = process.argv.slice(2);

/** A module's package: node_modules name, a workspace package, or the runtimes. */
function packageOf(name, folder) {
  if (!name) return '(unnamed)';
  // Names are relative to the build's context: './src/…' is the package being built.
  if (name.startsWith('./')) return folder;
  if (/^webpack\/runtime|^webpack\/container|^container entry|^remote |^consume shared|^provide shared|^external /.test(name)) return 'webpack + federation glue';
  const nm = /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(name);
  if (nm) return nm[1].startsWith('@module-federation') ? '@module-federation runtime' : nm[1];
  const ws = /(?:^|[\\/])(host|shared|contract|remote-[a-z]+|scripts)[\\/]/.exec(name);
  if (ws) return { shared: '@vitrin/shared', contract: '@vitrin/contract', scripts: 'scripts/webpack' }[ws[1]] ?? ws[1];
  return name.slice(0, 40);
}

/** file name → { gzip, packages: { name: estimated gzip bytes }, modules: { key: estimated gzip bytes } } */
async function chunkTable(label, folder, config, out) {
  process.stderr.write(`building ${label} …\n`);
  const json = await buildWithStats(config);
  const table = {};
  for (const { chunk, file, gzip, modules: mods } of chunkFiles(json, out)) {
    const packages = {};
    const modules = {};
    for (const { module: m, bytes: share } of mods) {
      const key = packageOf(m.name ?? m.identifier, folder);
      packages[key] = (packages[key] ?? 0) + share;
      if (m.name && !packageOf(m.name, folder).includes('glue')) modules[moduleKey(m.name)] = share;
    }
    table[`${label}:${file}`] = { gzip, packages, modules, label };
    // Named chunks (main, react, styling…) also by name: their hash moves with any source change.
    if (chunk.names?.[0]) table[`${label}:#${chunk.names[0]}`] = table[`${label}:${file}`];
  }
  return table;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-tax-'));
const federated = {};
const hostOut = path.join(tmp, 'host');
Object.assign(federated, await chunkTable('host', 'host', defineConfigFor('host')({ outputPath: hostOut }, { mode: 'production' }), hostOut));
for (const name of Object.keys(REMOTES)) {
  const out = path.join(tmp, name);
  Object.assign(federated, await chunkTable(name, REMOTES[name].dir, defineConfigFor(name)({ outputPath: out }, { mode: 'production' }), out));
}
const oneOut = path.join(tmp, 'one');
const oneBundle = await chunkTable('one bundle', 'host', defineOneBundleConfig(oneOut), oneOut);

const bench = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'results', 'latest.json'), 'utf8'));

function perPackage(table, scripts) {
  const sums = {};
  const missing = [];
  // Modules fetched in more than one script on the page (bundled by two builds or two chunks).
  const seen = {};
  for (const script of scripts) {
    const url = script.url.split('?')[0];
    // Every remote names its entry remoteEntry.js: the folder says which build a file is from.
    const build = /\/remotes\/([^/]+)\//.exec(url)?.[1] ?? (table === oneBundle ? 'one bundle' : 'host');
    const entry = table[`${build}:${path.basename(url)}`] ?? table[`${build}:#${path.basename(url).replace(/(\.[0-9a-f]{8})?\.js$/, '')}`];
    if (!entry) {
      missing.push(`${script.url} ${script.kb} KB`);
      continue;
    }
    for (const [p, bytes] of Object.entries(entry.packages)) sums[p] = (sums[p] ?? 0) + bytes;
    for (const [m, bytes] of Object.entries(entry.modules)) (seen[m] ??= []).push({ bytes, file: `${entry.label}:${path.basename(script.url)}` });
  }
  const duplicates = Object.entries(seen)
    .filter(([, copies]) => copies.length > 1)
    .map(([m, copies]) => ({ m, extra: copies.slice(1).reduce((s, c) => s + c.bytes, 0), copies }))
    .sort((a, b) => b.extra - a.extra);
  return { sums, missing, duplicates };
}

for (const routeArg of routesArg.split(',')) {
  const route = bench.routes.find((r) => r.path === routeArg);
  if (!route?.oneBundle?.[form]?.allJs) throw new Error(`route ${routeArg} with a one-bundle measurement not in bench/results/latest.json`);
  const fed = perPackage(federated, route[form].allJs);
  const one = perPackage(oneBundle, route.oneBundle[form].allJs);
  const names = [...new Set([...Object.keys(fed.sums), ...Object.keys(one.sums)])];
  const rows = names
    .map((n) => ({ n, f: (fed.sums[n] ?? 0) / 1024, o: (one.sums[n] ?? 0) / 1024 }))
    .sort((a, b) => b.f - b.o - (a.f - a.o));
  console.log(`\n${routeArg} (${form}): estimated gzip KB per package in the scripts the route fetched (gzip -9 of each file, shared out by module size)`);
  console.log('package                              federated  one bundle  extra');
  for (const r of rows.filter((x) => Math.abs(x.f - x.o) >= 0.3 || x.f >= 5)) {
    console.log(`${r.n.padEnd(37)}${r.f.toFixed(1).padStart(9)}${r.o.toFixed(1).padStart(12)}${(r.f - r.o).toFixed(1).padStart(7)}`);
  }
  const sum = (o) => Object.values(o).reduce((s, x) => s + x, 0) / 1024;
  console.log(`${'total'.padEnd(37)}${sum(fed.sums).toFixed(1).padStart(9)}${sum(one.sums).toFixed(1).padStart(12)}${(sum(fed.sums) - sum(one.sums)).toFixed(1).padStart(7)}`);
  console.log(`scripts: federated ${route[form].allJs.length}, one bundle ${route.oneBundle[form].allJs.length}`);
  const dupKb = fed.duplicates.reduce((s, d) => s + d.extra, 0) / 1024;
  console.log(`federated: ${fed.duplicates.length} modules fetched more than once, ~${dupKb.toFixed(1)} KB of extra copies; biggest:`);
  for (const d of fed.duplicates.slice(0, 15)) console.log(`  ${(d.extra / 1024).toFixed(2).padStart(6)}  ${d.m.slice(0, 70)}  in ${d.copies.map((c) => c.file).join(', ')}`);
  if (fed.missing.length || one.missing.length) console.log(`not matched (other sources or outside the builds): ${[...fed.missing, ...one.missing].join('; ')}`);
}
fs.rmSync(tmp, { recursive: true, force: true });
