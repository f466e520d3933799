// node scripts/webpack/oneBundle/build.mjs <outDir> — see oneBundle.config.js.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const webpack = require('webpack');
const factory = require('./oneBundle.config.js');
const out = process.argv[2];
if (!out) throw new Error('usage: build.mjs <outDir>');
webpack(factory({ outputPath: out }), (err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err ?? stats.toString('errors-only'));
    process.exit(1);
  }
  console.log(`one bundle written to ${out}`);
});
