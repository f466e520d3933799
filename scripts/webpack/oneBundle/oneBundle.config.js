// Throw-away measurement config (never shipped): the host and the four remotes built as ONE
// bundle, no Module Federation, same loaders, minifier and split points (every dynamic import
// stays a chunk). `node scripts/webpack/oneBundle/build.mjs <out>` builds it; serve its output as
// dist/site of a copy of dist and compare the bytes per route with the federated build.
'use strict';

const path = require('node:path');
const webpack = require('webpack');
const { createConfig, ROOT, REMOTES } = require('../createConfig.js');

module.exports = (env = {}) => {
  const config = createConfig({ kind: 'host' })({ outputPath: env.outputPath }, { mode: 'production' });
  config.plugins = config.plugins.filter((p) => p.constructor.name !== 'ModuleFederationPlugin');
  const remoteModules = Object.values(REMOTES).map((r) => path.join(ROOT, r.dir, 'node_modules'));
  config.resolve = {
    ...config.resolve,
    modules: [...config.resolve.modules, ...remoteModules],
  };
  // The host's federation calls become direct imports of the remotes' modules.
  config.plugins.push(new webpack.NormalModuleReplacementPlugin(/[\\/]remotes[\\/]federationRuntime$/, path.join(__dirname, 'federationStub.ts')));
  // Remotes' TypeScript goes through the host's ts-loader settings (transpile only).
  config.module.rules[0] = { ...config.module.rules[0], exclude: /node_modules/ };
  config.entry = { main: path.join(ROOT, 'host/src/main.tsx') };
  return config;
};
