// The base of every Vitrin webpack build, host or remote: what must not drift between packages
// (the shared singletons and their versions, the federation runtime settings, TypeScript, output
// naming, minifier, DefinePlugin constants). The host builder (hostConfig.js) and the remote
// builder (remoteConfig.js) add their role's parts, the way workleap's Squide splits
// `defineHostConfig` / `defineRemoteModuleConfig` over one base: a remote built with other share
// settings than the host would load a second React or a second MUI theme.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
// The platform and the contract are TypeScript; tsx's require loads them in this CommonJS file.
const tsx = require('tsx/cjs/api');
const platform = tsx.require('@vitrin/platform', __filename);

const ROOT = path.resolve(__dirname, '../..');

/**
 * webpack's own minimizer plugin with swc (both already installed: webpack depends on the plugin,
 * the root on @swc/core). Several times faster than terser on two shared cores; null falls back
 * to webpack's default (terser). VITRIN_MINIFIER=terser forces the default.
 */
function swcMinimizer() {
  if (process.env.VITRIN_MINIFIER === 'terser') return null;
  try {
    const webpackDir = path.dirname(require.resolve('webpack/package.json'));
    const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [webpackDir] }));
    require.resolve('@swc/core');
    return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
  } catch {
    return null;
  }
}

function minimizerOption() {
  const minimizer = swcMinimizer();
  return minimizer ? { minimizer: [minimizer] } : {};
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Federation names; the host registers remotes under exactly these names (remotes.json keys).
 * Read from the one remote manifest (remotes.manifest.json).
 */
const REMOTES = Object.fromEntries(
  Object.entries(platform.REMOTE_MANIFEST).map(([name, remote]) => [name, { dir: remote.folder, port: remote.devPort }]),
);
const HOST = { name: 'vitrin_host', dir: 'host', port: 3000 };

/**
 * A remote's descriptor as its sources declare it (remote-<name>/src/descriptor.ts, ADR 0036),
 * checked with the contract's schema. Read at every build, so a changed descriptor is what the
 * next build or release records.
 */
function readDescriptor(name) {
  const file = path.join(ROOT, REMOTES[name].dir, platform.DESCRIPTOR_FILE);
  return platform.checkDescriptor(name, tsx.require(file, __filename).descriptor, file);
}


function versionOf(pkgDir, name) {
  const pkg = readJson(path.join(pkgDir, 'node_modules', ...name.split('/'), 'package.json'));
  return pkg.version;
}

/**
 * Shared singletons (docs/ARCHITECTURE.md "Shared singletons and build").
 *
 * MUI is not shared by itself (ADR 0054): the host imports it directly, and the remotes import
 * the one UI module `@vitrin/shared/ui` (shared/src/ui, exactly the MUI names the remotes use),
 * which the host provides as ONE share. Per-subpath shares of `@mui/material/*` and
 * `@mui/system/*` (ADR 0005) cost ~68 share entries registered and resolved by main.js at every
 * start-up. Every MUI module of the page is then the host's: one theme, one set of MUI contexts
 * (default props, RTL). A remote that imported MUI directly would bundle its own copy; lint
 * refuses it.
 */
function sharedConfig(pkgDir, isHost) {
  const v = (name) => versionOf(pkgDir, name);
  // Subpath (prefix) shares need an explicit version: MUI's esm/ folders carry no package.json.
  const single = (name, extra = {}) => ({ singleton: true, version: v(name), requiredVersion: `^${v(name)}`, ...extra });
  // What the host always loads before any remote runs: remotes carry no fallback copy of it
  // (smaller, faster builds; and a remote can never end up with a React of its own).
  const fromHost = (config) => (isHost ? config : { ...config, import: false });
  return {
    react: fromHost(single('react')),
    'react/': single('react'),
    'react-dom': fromHost(single('react-dom')),
    'react-dom/': single('react-dom'),
    // The host provides a facade with the client-side router API only (see shared/react-router-dom.mjs).
    'react-router-dom': fromHost(single('react-router-dom', isHost ? { import: ROUTER_FACADE_REQUEST } : {})),
    jotai: single('jotai'),
    'jotai/': single('jotai'),
    '@emotion/react': fromHost(single('@emotion/react')),
    '@emotion/styled': fromHost(single('@emotion/styled')),
    // The runtime's version is the contract it implements (shared/package.json's is not read):
    // the host provides its CONTRACT_VERSION, a remote requires the one rule's range of the
    // contract it is built against (both from their sources at build time). The UI module is
    // part of that runtime and versioned with it.
    '@vitrin/shared': fromHost(sharedRuntime()),
    ...Object.fromEntries(uiRequests().map((request) => [request, fromHost(sharedRuntime())])),
  };
}

function sharedRuntime() {
  return { singleton: true, version: platform.CONTRACT_VERSION, requiredVersion: platform.contractRange(platform.CONTRACT_VERSION) };
}

/**
 * The UI module the remotes import (ADR 0054), one share per part: `@vitrin/shared/ui` (its
 * index.ts) and `@vitrin/shared/ui/<part>` for every other file of shared/src/ui. The host
 * provides them all.
 */
function uiRequests() {
  const dir = path.join(ROOT, 'shared', 'src', 'ui');
  const parts = fs.readdirSync(dir).filter((f) => /^[a-z]+\.ts$/.test(f) && f !== 'index.ts').map((f) => f.replace(/\.ts$/, ''));
  return ['@vitrin/shared/ui', ...parts.sort().map((part) => `@vitrin/shared/ui/${part}`)];
}

/**
 * The host's `react-router-dom` share: a facade over the real package (ADR 0006). Imported by a
 * bare name (aliased to the file), not by its path: a path would be provided in every compilation,
 * HtmlWebpackPlugin's child compilation included, which then emits an orphan copy of the router.
 */
const ROUTER_FACADE_REQUEST = 'vitrin-react-router-dom';
const ROUTER_FACADE = path.join(__dirname, 'shared', 'react-router-dom.mjs');

/** A node_modules test that works with pnpm's `.pnpm/<name>@<version>/node_modules/` layout. */
function packagesTest(names) {
  const alternatives = names.map((n) => n.replace(/[/]/g, '[\\\\/]')).join('|');
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${alternatives})[\\\\/]`);
}

function tsRule(pkgDir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        // Types are checked by scripts/typecheck.sh; the build only strips them.
        transpileOnly: true,
        configFile: path.join(pkgDir, 'tsconfig.json'),
        compilerOptions: { noEmit: false, module: 'esnext', sourceMap: true },
      },
    },
  };
}

/**
 * @typedef {'production' | 'development' | 'none'} BuildMode
 * @typedef {{ outputPath?: unknown, version?: unknown, mode?: unknown, sandboxUrl?: unknown }} BuildEnv
 *   outputPath: where to write (default <pkg>/dist); version: baked into __VITRIN_VERSION__
 *   (default package.json's); sandboxUrl: dev only, where the host dev server proxies.
 * @typedef {(env?: BuildEnv, argv?: { mode?: string }) => import('webpack').Configuration} ConfigFactory
 */

/**
 * What a role adds to the base (host or remote).
 * @typedef {object} RoleOptions
 * @property {string} name             federation name (remotes.json key; 'vitrin_host' for the host)
 * @property {string} uniqueName       webpack's output.uniqueName
 * @property {string} pkgDir           the package folder
 * @property {boolean} providesShares  the host provides the singletons, remotes take them from it
 * @property {{ remotes?: Record<string, string>, filename?: string, exposes?: Record<string, string>, runtimePlugins?: string[] }} federation
 *   the role's ModuleFederationPlugin options
 * @property {{ externalRuntime?: boolean }} experiments  the role's federation experiments
 * @property {import('webpack').Configuration['entry']} entry
 * @property {string} publicPath
 * @property {Record<string, string>} [alias]
 * @property {Record<string, unknown>} [definitions]  more DefinePlugin constants
 * @property {import('webpack').Configuration['plugins']} plugins   after federation and DefinePlugin
 * @property {import('webpack').Configuration['optimization']} [optimization]
 * @property {Record<string, unknown>} devServer
 */

/** The build mode, the package's version and the output folder of one build. */
function buildSettings(pkgDir, env = {}, argv = {}) {
  /** @type {BuildMode} */
  const mode = /** @type {any} */ (argv.mode || env.mode || process.env.NODE_ENV || 'production');
  const pkg = readJson(path.join(pkgDir, 'package.json'));
  return {
    mode,
    production: mode === 'production',
    version: String(env.version || pkg.version),
    outputPath: path.resolve(String(env.outputPath || path.join(pkgDir, 'dist'))),
  };
}

/**
 * The base configuration with a role's parts.
 * @param {RoleOptions} role
 * @param {ReturnType<typeof buildSettings>} settings
 * @returns {import('webpack').Configuration}
 */
function defineBaseConfig(role, settings) {
  const { mode, production, version, outputPath } = settings;
  const federation = new ModuleFederationPlugin({
    name: role.name,
    ...role.federation,
    shared: sharedConfig(role.pkgDir, role.providesShares),
    ...(role.federation.runtimePlugins ? { runtimePlugins: role.federation.runtimePlugins } : {}),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    experiments: {
      asyncStartup: true,
      ...role.experiments,
      // Remotes are plain remoteEntry.js files (no mf-manifest.json), so the snapshot plugin
      // (manifest loading, preloading from snapshots) is dead code; browsers only.
      optimization: { disableSnapshot: true, target: 'web' },
    },
  });

  return {
    name: role.name,
    mode,
    context: role.pkgDir,
    target: 'web',
    entry: role.entry,
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath: role.publicPath,
      uniqueName: role.uniqueName,
      // main.js is hashed too: index.html (no-cache) names it, so a repeat visit revalidates only
      // the page, remotes.json and the API. The federation runtime asks for the entry's
      // file name before content hashes exist (only for its folder depth): it gets the plain name.
      filename: (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js'),
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Files outside the package (shared/src) still resolve the package's own deps.
      modules: ['node_modules', path.join(role.pkgDir, 'node_modules')],
      ...(role.alias ? { alias: role.alias } : {}),
    },
    module: {
      rules: [
        tsRule(role.pkgDir),
        { test: /\.css$/, type: 'asset/resource' },
        { test: /\.(png|svg|jpe?g|webp|gif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      federation,
      new webpack.DefinePlugin({
        __VITRIN_VERSION__: JSON.stringify(version),
        __VITRIN_REMOTE__: JSON.stringify(role.name),
        // Optional features of this build (remote-casino/src/buildFeatures.ts); the descriptor
        // read at build time sees the same environment, so code and descriptor agree.
        __VITRIN_FEATURES__: JSON.stringify(process.env.VITRIN_FEATURES ?? ''),
        ...role.definitions,
      }),
      ...(role.plugins ?? []),
    ],
    optimization: {
      minimize: production,
      ...(production ? minimizerOption() : {}),
      // Stable ids keep unchanged chunks byte-identical between builds (cache forever).
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...role.optimization,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: role.devServer,
  };
}

module.exports = { buildSettings, defineBaseConfig, packagesTest, readDescriptor, HOST, REMOTES, ROOT, ROUTER_FACADE_REQUEST, ROUTER_FACADE, uiRequests };
