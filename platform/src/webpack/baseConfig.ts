// The base of every Vitrin webpack build, host or remote: what must not drift between packages
// (the shared singletons and their versions, the federation runtime settings, TypeScript, output
// naming, minifier, DefinePlugin constants). The host builder (hostConfig.ts) and the remote
// builder (remoteConfig.ts) add their role's parts, the way workleap's Squide splits
// `defineHostConfig` / `defineRemoteModuleConfig` over one base: a remote built with other share
// settings than the host would load a second React or a second MUI theme.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import type { RemoteDescriptor } from '@vitrin/contract';
import { CONTRACT_VERSION, contractRange } from '@vitrin/contract';
import { checkDescriptor, DESCRIPTOR_FILE } from '../descriptors';
import { REMOTE_MANIFEST, ROOT } from '../manifest';

// webpack, the federation plugin and tsx are CommonJS packages, loaded when a builder runs (the
// sandbox imports this package for its first-paint step and never builds).
const require = createRequire(import.meta.url);
export const webpackLib = (): typeof import('webpack') => require('webpack');

/** A package of the workspace that webpack builds: its federation name, folder and dev port. */
export interface BuildTarget {
  name: string;
  dir: string;
  port: number;
}

/**
 * Federation names; the host registers remotes under exactly these names (remotes.json keys).
 * Read from the one remote manifest (remotes.manifest.json).
 */
export const REMOTES: Readonly<Record<string, BuildTarget>> = Object.fromEntries(
  Object.entries(REMOTE_MANIFEST).map(([name, remote]) => [name, { name, dir: remote.folder, port: remote.devPort }]),
);
export const HOST: BuildTarget = { name: 'vitrin_host', dir: 'host', port: 3000 };

/** A remote of the manifest, or an error naming the ones there are. */
export function remoteTarget(name: string): BuildTarget {
  const remote = REMOTES[name];
  if (!remote) throw new Error(`unknown remote ${name}`);
  return remote;
}

/**
 * A remote's descriptor as its sources declare it (remote-<name>/src/descriptor.ts, ADR 0036),
 * checked with the contract's schema. Read at every build (tsx loads the TypeScript), so a changed
 * descriptor is what the next build or release records. `pkgDir`: another checkout of the remote.
 */
export function readDescriptor(name: string, pkgDir = path.join(ROOT, remoteTarget(name).dir)): RemoteDescriptor {
  const file = path.join(pkgDir, DESCRIPTOR_FILE);
  const tsx: typeof import('tsx/cjs/api') = require('tsx/cjs/api');
  const loaded = tsx.require(file, import.meta.url) as { descriptor?: unknown };
  return checkDescriptor(name, loaded.descriptor, file);
}

/**
 * webpack's own minimizer plugin with swc (both already installed: webpack depends on the plugin,
 * the root on @swc/core). Several times faster than terser on two shared cores; null falls back
 * to webpack's default (terser). VITRIN_MINIFIER=terser forces the default.
 */
function swcMinimizer(): WebpackPluginInstance | null {
  if (process.env.VITRIN_MINIFIER === 'terser') return null;
  try {
    const webpackDir = path.dirname(require.resolve('webpack/package.json'));
    const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [webpackDir] }));
    require.resolve('@swc/core', { paths: [ROOT] });
    return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
  } catch {
    return null;
  }
}

/**
 * The style sheets the build emits (ADR 0058's `.css` files, the host's `main.css` that
 * `index.html` links before any script) minified with esbuild's CSS minifier (minifyCss.cjs),
 * through the same minimizer plugin; without esbuild the sheets stay as written. Only comments,
 * whitespace and longer spellings go (ADR 0073): the computed styles are the same.
 */
// The browsers of the scripts' ES2022 (tsconfig.base.json): esbuild writes no shorter spelling
// they cannot read.
const CSS_TARGETS = ['chrome94', 'edge94', 'firefox93', 'safari15.4'];

function cssMinimizer(): WebpackPluginInstance | null {
  try {
    const webpackDir = path.dirname(require.resolve('webpack/package.json'));
    const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [webpackDir] }));
    const minifier = path.join(path.dirname(fileURLToPath(import.meta.url)), 'minifyCss.cjs');
    require(minifier);
    return new MinimizerPlugin({ test: /\.css(?:[?#].*)?$/i, minify: { path: minifier, export: 'minifyCss' }, minimizerOptions: { targets: CSS_TARGETS } });
  } catch {
    return null;
  }
}

function readJson(file: string): { version: string } {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function versionOf(pkgDir: string, name: string): string {
  return readJson(path.join(pkgDir, 'node_modules', ...name.split('/'), 'package.json')).version;
}

/**
 * The host's `react-router-dom` share: a facade over the real package (ADR 0006). The host's own
 * `react-router-dom` is aliased to the file, so the host's router and the one it provides are one
 * module (ADR 0072). Provided by the bare name, not by its path: a path would be provided in every
 * compilation, HtmlWebpackPlugin's child compilation included, which then emits an orphan copy.
 */
export const ROUTER_FACADE_REQUEST = 'react-router-dom';

interface Share {
  singleton: boolean;
  version: string;
  requiredVersion: string;
  import?: string | false;
  shareKey?: string;
}

/**
 * The host's share entries are keyed by a request no code makes (`vitrin-provide:react`), with the
 * share key and the module to provide named apart (`shareKey: 'react'`, `import: 'react'`). The
 * federation plugin consumes a share for every request that equals an entry's key, and provides
 * the entry's `import`: so the host provides every singleton to the remotes and consumes none. Its
 * own `import 'react'` is a plain import, bundled in its chunks and loaded from index.html; the
 * provided module is that same module (one module per resource in a compilation), so a remote gets
 * the host's React, not a copy. The host is the only provider (remotes carry no copy, `import:
 * false`), so its own consumes never had another version to choose: they only cost start-up a
 * `loadShare` per share and a request per share chunk before the first render (ADR 0072).
 */
export const PROVIDE_ONLY_PREFIX = 'vitrin-provide:';

/** The share key of a `shared` entry of either role. */
export function shareKeyOf(configKey: string, share: { shareKey?: string }): string {
  return share.shareKey ?? configKey;
}

function provideOnly(shared: Record<string, Share>): Record<string, Share> {
  return Object.fromEntries(Object.entries(shared).map(([key, share]) => [
    `${PROVIDE_ONLY_PREFIX}${key}`,
    { ...share, shareKey: key, import: share.import ?? key },
  ]));
}

/**
 * Shared singletons (docs/ARCHITECTURE.md "Shared singletons and build").
 *
 * MUI is not shared by itself (ADR 0054): the host imports it directly, and the remotes import
 * the UI module `@vitrin/shared/ui` (shared/src/ui: exactly the MUI names the remotes use), which
 * the host provides as a few shares, one per part (uiRequests). Per-subpath shares of
 * `@mui/material/*` and `@mui/system/*` (ADR 0005) cost 75 share entries registered and resolved by
 * main.js at every start-up. Every MUI module of the page is now the host's: one theme, one set of
 * MUI contexts (default props, RTL). A remote that imported MUI directly would bundle its own
 * copy; lint refuses it.
 */
export function sharedConfig(pkgDir: string, isHost: boolean): Record<string, Share> {
  const v = (name: string) => versionOf(pkgDir, name);
  // Subpath (prefix) shares need an explicit version: MUI's esm/ folders carry no package.json.
  const single = (name: string, extra: Partial<Share> = {}): Share => ({ singleton: true, version: v(name), requiredVersion: `^${v(name)}`, ...extra });
  // What the host always loads before any remote runs: remotes carry no fallback copy of it
  // (smaller, faster builds; and a remote can never end up with a React of its own).
  const fromHost = (config: Share): Share => (isHost ? config : { ...config, import: false });
  const shared: Record<string, Share> = {
    react: fromHost(single('react')),
    'react/': single('react'),
    'react-dom': fromHost(single('react-dom')),
    'react-dom/': single('react-dom'),
    // The host provides a facade with the client-side router API only (react-router-dom.mjs).
    'react-router-dom': fromHost(single('react-router-dom', isHost ? { import: ROUTER_FACADE_REQUEST } : {})),
    jotai: single('jotai'),
    'jotai/': single('jotai'),
    // The host's own: its MUI reaches emotion through these shares (the `styling` chunk). No
    // remote imports emotion (lint; MUI is the host's, through the UI module), so a remote
    // declares no emotion share and carries no emotion dependency to read a version from.
    ...(isHost ? { '@emotion/react': single('@emotion/react'), '@emotion/styled': single('@emotion/styled') } : {}),
    // The runtime's version is the contract it implements (shared/package.json's is not read):
    // the host provides its CONTRACT_VERSION, a remote requires the one rule's range of the
    // contract it is built against (both from their sources at build time). The UI module is part
    // of that runtime and versioned with it.
    '@vitrin/shared': fromHost(sharedRuntime()),
    // Its second entry, the form parts that render fields: provided apart so they load with the
    // forms that use them, not with every page's first load (shared/README.md).
    '@vitrin/shared/forms': fromHost(sharedRuntime()),
    ...Object.fromEntries(uiRequests().map((request) => [request, fromHost(sharedRuntime())])),
  };
  return isHost ? provideOnly(shared) : shared;
}

function sharedRuntime(): Share {
  return { singleton: true, version: CONTRACT_VERSION, requiredVersion: sharedRuntimeRange() };
}

/**
 * The UI module the remotes import (ADR 0054), one share per part: `@vitrin/shared/ui` (its
 * index.ts) and `@vitrin/shared/ui/<part>` for every other file of shared/src/ui. The host
 * provides them all.
 */
export function uiRequests(): string[] {
  const dir = path.join(ROOT, 'shared', 'src', 'ui');
  const parts = fs.readdirSync(dir).filter((f) => /^[a-z]+\.ts$/.test(f) && f !== 'index.ts').map((f) => f.replace(/\.ts$/, ''));
  return ['@vitrin/shared/ui', ...parts.sort().map((part) => `@vitrin/shared/ui/${part}`)];
}

function sharedRuntimeRange(): string {
  const range = contractRange(CONTRACT_VERSION);
  if (!range) throw new Error(`CONTRACT_VERSION ${CONTRACT_VERSION} is not a version`);
  return range;
}

/** A node_modules test that works with pnpm's `.pnpm/<name>@<version>/node_modules/` layout. */
export function packagesTest(names: string[]): RegExp {
  const alternatives = names.map((n) => n.replace(/[/]/g, '[\\\\/]')).join('|');
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${alternatives})[\\\\/]`);
}

function tsRule(pkgDir: string) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      // By its path: a remote built from another folder (`--source`) has no node_modules above it.
      loader: require.resolve('ts-loader'),
      options: {
        // Types are checked by scripts/typecheck.sh; the build only strips them.
        transpileOnly: true,
        configFile: path.join(pkgDir, 'tsconfig.json'),
        compilerOptions: { noEmit: false, module: 'esnext', sourceMap: true },
      },
    },
  };
}

export type BuildMode = 'production' | 'development' | 'none';

/**
 * What webpack-cli's `--env key=value` or a tool passes. outputPath: where to write (default
 * <pkg>/dist); version: baked into __VITRIN_VERSION__ (default package.json's); sandboxUrl: dev
 * only, where the host dev server proxies.
 */
export interface BuildEnv {
  outputPath?: unknown;
  version?: unknown;
  mode?: unknown;
  sandboxUrl?: unknown;
}

/** One package's configuration, with its dev server's options (webpack-dev-server reads them). */
export type BuildConfig = Configuration & { devServer: Record<string, unknown> };

/** A package's configuration factory, as webpack-cli calls a config file's export. */
export type ConfigFactory = (env?: BuildEnv, argv?: { mode?: string }) => BuildConfig;

/** What a role adds to the base (host or remote). */
export interface RoleOptions {
  /** federation name (remotes.json key; 'vitrin_host' for the host) */
  name: string;
  uniqueName: string;
  pkgDir: string;
  /** the host provides the singletons, remotes take them from it */
  providesShares: boolean;
  federation: { remotes?: Record<string, string>; filename?: string; exposes?: Record<string, string>; runtimePlugins?: string[] };
  experiments: { externalRuntime?: boolean };
  entry: Configuration['entry'];
  publicPath: string;
  alias?: Record<string, string>;
  /** more DefinePlugin constants */
  definitions?: Record<string, unknown>;
  /** after federation and DefinePlugin */
  plugins?: WebpackPluginInstance[];
  optimization?: Configuration['optimization'];
  devServer: Record<string, unknown>;
}

export interface BuildSettings {
  mode: BuildMode;
  production: boolean;
  version: string;
  outputPath: string;
}

/** The build mode, the package's version and the output folder of one build. */
export function buildSettings(pkgDir: string, env: BuildEnv = {}, argv: { mode?: string } = {}): BuildSettings {
  const mode = String(argv.mode || env.mode || process.env.NODE_ENV || 'production') as BuildMode;
  const pkg = readJson(path.join(pkgDir, 'package.json'));
  return {
    mode,
    production: mode === 'production',
    version: String(env.version || pkg.version),
    outputPath: path.resolve(String(env.outputPath || path.join(pkgDir, 'dist'))),
  };
}

/**
 * One file per style sheet (ADR 0058): a sheet that several lazy chunks import goes into a chunk
 * of its own, emitted once and loaded by whichever of them comes first. Without it webpack copies
 * a small module into every chunk that imports it (under splitChunks' minSize): the casino's tile
 * sheet was six identical files, each fetched again by the next chunk that used it.
 */
export const STYLE_SHEETS_GROUP = { type: /^css/, chunks: 'async' as const, minChunks: 2, enforce: true, priority: 40, reuseExistingChunk: true };

/** The role's splitChunks with the style-sheet group added (every role gets it). */
function splitChunksOf(role: RoleOptions) {
  const own = role.optimization?.splitChunks || {};
  return { ...own, cacheGroups: { ...own.cacheGroups, styleSheets: STYLE_SHEETS_GROUP } };
}

/** The base configuration with a role's parts. */
export function defineBaseConfig(role: RoleOptions, settings: BuildSettings): BuildConfig {
  const webpack = webpackLib();
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack') as typeof import('@module-federation/enhanced/webpack');
  const { mode, production, version, outputPath } = settings;
  const federation = new ModuleFederationPlugin({
    name: role.name,
    ...role.federation,
    shared: sharedConfig(role.pkgDir, role.providesShares),
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
  const minimizer = production ? swcMinimizer() : null;
  const sheetMinimizer = production ? cssMinimizer() : null;

  return {
    name: role.name,
    mode,
    context: role.pkgDir,
    target: 'web',
    entry: role.entry,
    // VITRIN_SOURCE_MAPS=1: source maps beside the production files, named by no file (the
    // scripts are byte for byte the same), for the bench's trace attribution (e2e/bench/traceStartup.mjs).
    devtool: production ? (process.env.VITRIN_SOURCE_MAPS === '1' ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
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
      // Static style sheets (ADR 0058): a chunk's CSS is its own file, loaded with the chunk.
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
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
        // A component's own style sheet (`import './X.css'`) is made at build time (webpack's CSS
        // support): a file of the container's origin, linked before the chunk that imports it
        // runs, so neither emotion nor React does any style work for it (ADR 0058).
        { test: /\.css$/, type: 'css' },
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
        ...(role.definitions as Record<string, string>),
      }),
      ...(role.plugins ?? []),
    ],
    optimization: {
      minimize: production,
      // '...' is webpack's default JavaScript minimizer where swc is missing.
      minimizer: [minimizer ?? '...', ...(sheetMinimizer ? [sheetMinimizer] : [])],
      // Stable ids keep unchanged chunks byte-identical between builds (cache forever).
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...role.optimization,
      splitChunks: splitChunksOf(role),
    },
    experiments: { css: true },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: role.devServer,
  };
}
