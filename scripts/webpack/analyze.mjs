// What makes a build heavy: builds one package (production, into a temp folder) and lists its
// chunks and the biggest modules of the chunks loaded at start (initial + startup shares).
// Usage: node scripts/webpack/analyze.mjs <host|sports|casino|account|payments> [top=25]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

// The builders are @vitrin/platform's (TypeScript): tsx's loader is registered first.
const { register } = await import('tsx/esm/api');
register();
const { defineConfigFor } = await import('@vitrin/platform');
const require = createRequire(import.meta.url);
const webpack = require('webpack');

const [target = 'host', topArg = '25'] = process.argv.slice(2);
const out = fs.mkdtempSync(path.join(os.tmpdir(), `vitrin-analyze-${target}-`));
const config = defineConfigFor(target)({ outputPath: out }, { mode: 'production' });

webpack(config, (err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err ?? stats.toString('errors-only'));
    process.exit(1);
  }
  const json = stats.toJson({ all: false, chunks: true, chunkModules: true, assets: true, ids: true, nestedModules: true });
  const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(out, file))).length;
  console.log(`${target}: output in ${out}`);
  const rows = json.chunks
    .map((c) => ({ c, files: c.files.filter((f) => f.endsWith('.js')) }))
    .map(({ c, files }) => ({ c, files, gzip: files.reduce((s, f) => s + gz(f), 0) }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log('\nchunks (gzip bytes, initial?, first modules):');
  for (const { c, files, gzip } of rows.slice(0, Number(topArg))) {
    const names = (c.modules ?? []).slice().sort((a, b) => b.size - a.size).slice(0, 3)
      .map((m) => (m.name ?? '').replace(/.*node_modules\//, '').slice(0, 70));
    console.log(`  ${String(gzip).padStart(7)}  ${c.initial ? 'initial' : '       '}  ${files.join(',')}  ${names.join(' | ')}`);
  }
  const initial = json.chunks.filter((c) => c.initial);
  const modules = initial.flatMap((c) => c.modules ?? []).sort((a, b) => b.size - a.size);
  console.log(`\nbiggest modules of the initial chunks (raw bytes before minification):`);
  for (const m of modules.slice(0, Number(topArg))) {
    const inner = (m.modules ?? []).slice().sort((a, b) => b.size - a.size).slice(0, 4).map((x) => `${x.size} ${(x.name ?? '').replace(/.*node_modules\//, '').slice(0, 60)}`);
    console.log(`  ${String(m.size).padStart(7)}  ${(m.name || m.identifier || '').slice(0, 120)}${inner.length ? `\n           ↳ ${inner.join('\n           ↳ ')}` : ''}`);
  }
});
