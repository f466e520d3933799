// A remote's webpack builder: the base (baseConfig.ts) plus what a remote has — one exposed
// module and its remoteEntry.js, the host's runtime core instead of its own, the descriptor
// written beside the entry, and a dev server the host page loads from another port.
import path from 'node:path';
import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack';
import { DESCRIPTOR_ASSET } from '../descriptors';
import { ROOT } from '../manifest';
import { buildSettings, defineBaseConfig, readDescriptor, remoteTarget, webpackLib, type ConfigFactory } from './baseConfig';
import { assertRouterSurface } from './routerSurface';

/** Writes `descriptor.json` beside the remote's entry: build and release record it in remotes.json. */
function descriptorAssetPlugin(name: string, pkgDir: string): WebpackPluginInstance {
  const webpack = webpackLib();
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('VitrinDescriptor', (compilation: Compilation) => {
        compilation.hooks.processAssets.tap({ name: 'VitrinDescriptor', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(DESCRIPTOR_ASSET, new webpack.sources.RawSource(`${JSON.stringify(readDescriptor(name, pkgDir), null, 2)}\n`));
        });
      });
    },
  };
}

function remoteDevServer(port: number): Record<string, unknown> {
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

export interface RemoteConfigOptions {
  /**
   * The remote's folder when it is not the workspace's `remote-<name>/` (`./vitrin dev casino
   * --source <folder>`: a team's own checkout, or the dev-loop test's temporary copy).
   */
  pkgDir?: string;
}

/** A remote's configuration factory (`remote-<name>/webpack.config.js`, release, dev). */
export function defineRemoteConfig(name: string, options: RemoteConfigOptions = {}): ConfigFactory {
  const remote = remoteTarget(name);
  const pkgDir = options.pkgDir ?? path.join(ROOT, remote.dir);
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
      // (a remote entry shrinks to about a third: ADR 0005).
      experiments: { externalRuntime: true },
      entry: {},
      // A remote finds its own folder from its entry's address.
      publicPath: 'auto',
      plugins: [descriptorAssetPlugin(name, pkgDir)],
      devServer: remoteDevServer(remote.port),
    }, settings);
  };
}

