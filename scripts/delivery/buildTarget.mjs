// Builds one package (the host or a remote) with webpack's Node API, in its own process so that
// build-all can run two builds on two cores. Usage:
//   node scripts/delivery/buildTarget.mjs <host|sports|casino|account|payments> <outputPath> [version]
// The builders are @vitrin/platform's (TypeScript): tsx's loader is registered first.
import { createRequire } from 'node:module';

const { register } = await import('tsx/esm/api');
register();
const { defineConfigFor } = await import('@vitrin/platform');
const require = createRequire(import.meta.url);
const webpack = require('webpack');

const [target, outputPath, version] = process.argv.slice(2);
if (!target || !outputPath) {
  console.error('usage: buildTarget.mjs <host|remote> <outputPath> [version]');
  process.exit(2);
}
const config = defineConfigFor(target)({ outputPath, ...(version ? { version } : {}) }, { mode: 'production' });

webpack(config, (err, stats) => {
  if (err) {
    console.error(err.stack || err);
    process.exit(1);
  }
  if (stats.hasErrors() || stats.hasWarnings()) console.error(stats.toString({ preset: 'errors-warnings', colors: false }));
  process.exit(stats.hasErrors() ? 1 : 0);
});
