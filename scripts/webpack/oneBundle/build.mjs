// node scripts/webpack/oneBundle/build.mjs <outDir> — the one-bundle comparison build
// (defineOneBundleConfig of @vitrin/platform, TypeScript: tsx's loader is registered first).
import { createRequire } from 'node:module';

const { register } = await import('tsx/esm/api');
register();
const { defineOneBundleConfig } = await import('@vitrin/platform');
const require = createRequire(import.meta.url);
const webpack = require('webpack');
const out = process.argv[2];
if (!out) throw new Error('usage: build.mjs <outDir>');
webpack(defineOneBundleConfig(out), (err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err ?? stats.toString('errors-only'));
    process.exit(1);
  }
  console.log(`one bundle written to ${out}`);
});
