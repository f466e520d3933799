// What the webpack tools share (federationTax.mjs, routeModules.mjs): a build with the stats
// they read, a chunk's modules as leaves, a module's name without the build's noise, and each
// chunk file's gzip size shared out over its modules by their sizes before minification.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

/** Builds one config; resolves with the stats JSON of its chunks and their modules. */
export function buildWithStats(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err || stats.hasErrors()) reject(err ?? new Error(stats.toString('errors-only')));
      else resolve(stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, runtimeModules: true, ids: true, chunkModulesSpace: Infinity, nestedModulesSpace: Infinity, dependentModules: true, orphanModules: false }));
    });
  });
}

const leaves = (module) => (module.modules?.length ? module.modules.flatMap(leaves) : [module]);

/** A module's identity across builds: its path inside node_modules or the repository. */
export function moduleKey(name) {
  const clean = (name ?? '').replace(/ \+ \d+ modules?$/, '');
  const nm = /.*node_modules[\\/](.*)$/.exec(clean);
  return nm ? nm[1] : clean.replace(/^(?:\.\.?[\\/])+/, '');
}

/**
 * Every JS file of the build: `{ chunk, file, gzip, modules: [{ module, bytes }] }`, bytes being
 * the file's gzip size (-9) shared out by the modules' sizes (an estimate; the file's is exact).
 */
export function chunkFiles(json, out) {
  return json.chunks.flatMap((chunk) => chunk.files.filter((f) => f.endsWith('.js')).map((file) => {
    const gzip = zlib.gzipSync(fs.readFileSync(path.join(out, file)), { level: 9 }).length;
    const mods = (chunk.modules ?? []).flatMap(leaves);
    const total = mods.reduce((s, m) => s + (m.size ?? 0), 0) || 1;
    return { chunk, file: path.basename(file), gzip, modules: mods.map((module) => ({ module, bytes: (gzip * (module.size ?? 0)) / total })) };
  }));
}
