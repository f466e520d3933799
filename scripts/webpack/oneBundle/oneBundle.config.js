// Throw-away measurement config (never shipped): the host and the four remotes built as ONE
// bundle, no Module Federation, same loaders, minifier and split points (every dynamic import
// stays a chunk). `node scripts/webpack/oneBundle/build.mjs <out>` builds it; serve its output as
// dist/site of a copy of dist and compare the bytes per route with the federated build.
'use strict';

const path = require('node:path');
const webpack = require('webpack');
const { createConfig, ROOT, REMOTES } = require('../createConfig.js');

/**
 * The host's federation runtime (createFederation: register, load) answered by direct imports of
 * every remote's module, for the remotes of the manifest: a `data:` module, so the list follows
 * remotes.manifest.json and is written nowhere else.
 */
function federationStub() {
  const loaders = Object.entries(REMOTES)
    .map(([name, remote]) => `${JSON.stringify(`${name}/module`)}: () => import(${JSON.stringify(path.join(ROOT, remote.dir, 'src', 'module.ts'))})`);
  const source = `const modules = {${loaders.join(', ')}};
export function createFederation() {
  return {
    register: (entries) => entries,
    load: (id) => (modules[id] ? modules[id]() : Promise.reject(new Error('unknown module ' + id))),
  };
}`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}

module.exports = (env = {}) => {
  const config = createConfig({ kind: 'host' })({ outputPath: env.outputPath }, { mode: 'production' });
  config.plugins = config.plugins.filter((p) => p.constructor.name !== 'ModuleFederationPlugin');
  const remoteModules = Object.values(REMOTES).map((r) => path.join(ROOT, r.dir, 'node_modules'));
  config.resolve = {
    ...config.resolve,
    modules: [...config.resolve.modules, ...remoteModules],
  };
  // The host's federation calls become direct imports of the remotes' modules.
  config.plugins.push(new webpack.NormalModuleReplacementPlugin(/[\\/]remotes[\\/]federationRuntime$/, federationStub()));
  // Remotes' TypeScript goes through the host's ts-loader settings (transpile only).
  config.module.rules[0] = { .../** @type {object} */ (config.module.rules[0]), exclude: /node_modules/ };
  config.entry = { main: path.join(ROOT, 'host/src/main.tsx') };
  return config;
};
