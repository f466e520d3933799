// A remote's webpack builder: the base (baseConfig.js) plus what a remote has — one exposed
// module and its remoteEntry.js, the host's runtime core instead of its own, the descriptor
// written beside the entry, and a dev server the host page loads from another port.
'use strict';

const path = require('node:path');
const webpack = require('webpack');
const tsx = require('tsx/cjs/api');
const { assertRouterSurface } = require('./shared/routerSurface.js');
const { buildSettings, defineBaseConfig, readDescriptor, REMOTES, ROOT } = require('./baseConfig.js');

const platform = tsx.require('@vitrin/platform', __filename);

/** Writes `descriptor.json` beside the remote's entry: build and release record it in remotes.json. */
function descriptorAssetPlugin(name) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('VitrinDescriptor', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'VitrinDescriptor', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(platform.DESCRIPTOR_ASSET, new webpack.sources.RawSource(`${JSON.stringify(readDescriptor(name), null, 2)}\n`));
        });
      });
    },
  };
}
function remoteDevServer(port) {
  return {
    port,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    // The remote entry is loaded by the host page on another port.
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
    allowedHosts: 'all',
    // The reload client runs inside the host page, so it must dial this server, not the page's.
    client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: false },
  };
}

/**
 * A remote's configuration factory (`remote-<name>/webpack.config.js`, release, dev).
 * @param {string} name  a remote of remotes.manifest.json
 * @returns {import('./baseConfig.js').ConfigFactory}
 */
function defineRemoteConfig(name) {
  const remote = REMOTES[name];
  if (!remote) throw new Error(`unknown remote ${name}`);
  const pkgDir = path.join(ROOT, remote.dir);
  return (env = {}, argv = {}) => {
    const settings = buildSettings(pkgDir, env, argv);
    // Every container gets the host's router facade: refuse to build code that needs more.
    assertRouterSurface([path.join(pkgDir, 'src')], ROOT);
    return defineBaseConfig({
      name,
      uniqueName: `vitrin_${name}`,
      pkgDir,
      providesShares: false,
      federation: { filename: 'remoteEntry.js', exposes: { './module': './src/module.ts' } },
      // Remotes reference the host's global runtime core instead of carrying their own copy
      // (~28 KB → ~9 KB gzip).
      experiments: { externalRuntime: true },
      entry: {},
      // A remote finds its own folder from its entry's address.
      publicPath: 'auto',
      plugins: [descriptorAssetPlugin(name)],
      devServer: remoteDevServer(remote.port),
    }, settings);
  };
}

module.exports = { defineRemoteConfig };
