// One webpack factory for the host and every remote, so the federation settings (shared
// singletons, runtime, startup) cannot drift between packages: a remote built with other share
// settings than the host would load a second React or a second MUI theme.
//
// Used by each package's webpack.config.js (webpack-cli, `pnpm --filter … dev|build`) and by
// scripts/delivery (Node API). Options that vary per build (output folder, version) come from
// `env` so the same config serves both.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { assertRouterSurface } = require('./shared/routerSurface.js');
const { remoteMuiSubpaths } = require('./shared/remoteMuiSubpaths.js');
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
/** Where the dev host proxies the API, the hub and the sandbox pages. */
const SANDBOX_URL = process.env.VITRIN_SANDBOX_URL || 'http://127.0.0.1:8080';


function versionOf(pkgDir, name) {
  const pkg = readJson(path.join(pkgDir, 'node_modules', ...name.split('/'), 'package.json'));
  return pkg.version;
}

/**
 * Shared singletons (docs/ARCHITECTURE.md "Shared singletons and build").
 *
 * MUI is shared per subpath ('@mui/material/' prefix), never as the barrel: every package must
 * import components by path (`import Button from '@mui/material/Button'`), so a page loads only
 * the components it renders and the first provider of each one serves every container.
 * `@mui/system/` is shared too: the contexts that carry theme default props and RTL live there,
 * and a second copy inside a remote would silently drop them. The barrel '@mui/material' is
 * deliberately not shared; importing it from a remote would ship all of MUI (lint/README say so).
 */
function sharedConfig(pkgDir, isHost) {
  const v = (name) => versionOf(pkgDir, name);
  // Subpath (prefix) shares need an explicit version: MUI's esm/ folders carry no package.json.
  const single = (name, extra = {}) => ({ singleton: true, version: v(name), requiredVersion: `^${v(name)}`, ...extra });
  const muiSystem = muiSystemVersion(pkgDir);
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
    '@mui/material/': single('@mui/material'),
    '@mui/system/': { singleton: true, version: muiSystem, requiredVersion: `^${muiSystem}` },
    '@vitrin/shared': fromHost({
      singleton: true,
      // The runtime's version is the contract it implements (shared/package.json's is not read):
      // the host provides its CONTRACT_VERSION, a remote requires the one rule's range of the
      // contract it is built against (both from their sources at build time).
      version: platform.CONTRACT_VERSION,
      requiredVersion: platform.contractRange(platform.CONTRACT_VERSION),
    }),
  };
}

/**
 * The host's `react-router-dom` share: a facade over the real package (ADR 0006). Imported by a
 * bare name (aliased to the file), not by its path: a path would be provided in every compilation,
 * HtmlWebpackPlugin's child compilation included, which then emits an orphan copy of the router.
 */
const ROUTER_FACADE_REQUEST = 'vitrin-react-router-dom';
const ROUTER_FACADE = path.join(__dirname, 'shared', 'react-router-dom.mjs');

/** The real react-router-dom (ESM build) the facade re-exports from. */
function routerImplementation(pkgDir) {
  const cjs = require.resolve('react-router-dom', { paths: [pkgDir] });
  const esm = path.join(path.dirname(cjs), 'index.mjs');
  if (!fs.existsSync(esm)) throw new Error(`react-router-dom ESM build not found next to ${cjs}`);
  return esm;
}

/**
 * The runtime plugin that puts the federation runtime core on globalThis for the remotes, as ESM.
 * `provideExternalRuntime` adds the same plugin by its CommonJS file, which require()s the CommonJS
 * build of @module-federation/runtime-core: a second, untreeshakable copy of the whole runtime
 * (snapshot, preload, node loaders) next to the ESM copy the bundler runtime uses (ADR 0006).
 */
function externalRuntimeProviderPlugin() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
  const esm = path.join(path.dirname(cjs), 'index.js');
  if (!fs.existsSync(esm)) throw new Error(`inject-external-runtime-core-plugin ESM build not found next to ${cjs}`);
  return esm;
}

/** A node_modules test that works with pnpm's `.pnpm/<name>@<version>/node_modules/` layout. */
function packagesTest(names) {
  const alternatives = names.map((n) => n.replace(/[/]/g, '[\\\\/]')).join('|');
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${alternatives})[\\\\/]`);
}

/**
 * Shared modules each get their own chunk (a component's fallback), which on the first load of `/`
 * meant ~45 files of 0.5–8 KB, each with its own gzip window and response headers. What every page
 * loads together goes into one file instead (ADR 0006): React (react, react-dom, scheduler) and the
 * styling core every MUI component needs (emotion, @mui/system, @mui/utils, MUI's styles). MUI
 * components stay one chunk each, so a page still loads only the components it renders.
 * @returns {import('webpack').Configuration['optimization']['splitChunks']}
 */
function hostSplitChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      react: { test: packagesTest(['react', 'react-dom', 'scheduler']), name: 'react', chunks: 'async', enforce: true, priority: 30 },
      router: {
        test: (module) => packagesTest(['react-router', 'react-router-dom']).test(module.nameForCondition?.() ?? '') || module.nameForCondition?.() === ROUTER_FACADE,
        name: 'router',
        chunks: 'async',
        enforce: true,
        priority: 25,
      },
      styling: {
        test: (module) => {
          const resource = module.nameForCondition?.() ?? '';
          return packagesTest(['@emotion', '@mui/system', '@mui/utils', '@mui/styled-engine', '@mui/private-theming', 'stylis', 'clsx', 'react-is', 'prop-types', 'hoist-non-react-statics', '@babel/runtime']).test(resource)
            || /[\\/]@mui[\\/]material[\\/]esm[\\/](?:styles|utils|colors|zero-styled|DefaultPropsProvider|GlobalStyles)[\\/]/.test(resource);
        },
        name: 'styling',
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      // The MUI internals the host's component chunks import by relative path, each of which used
      // to carry its own copy (SvgIcon in up to six chunks); every route's first load uses all four
      // (ADR 0010 step 4: −5.0 to −8.8 KB gzip and 4–5 files fewer per route).
      muiCommon: { test: /[\\/]@mui[\\/]material[\\/]esm[\\/](?:SvgIcon|CircularProgress|Typography|Paper)[\\/]/, name: 'mui-common', chunks: 'async', enforce: true, priority: 15 },
    },
  };
}

function muiSystemVersion(pkgDir) {
  // @mui/system is a dependency of @mui/material, not of our packages: read it from there.
  const material = fs.realpathSync(path.join(pkgDir, 'node_modules', '@mui', 'material'));
  return readJson(path.join(material, '..', 'system', 'package.json')).version;
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
 * A module in the host's entry that names every MUI component a remote imports in a dynamic
 * import it never runs, so the host provides those shares too (a share is provided only when
 * imported) and no remote falls back to its own copy of a component with its own copies of MUI's
 * internals (ADR 0010, shared/remoteMuiSubpaths.js). Nothing is downloaded until a page renders
 * the component. A `data:` module, so the list follows the remotes' sources at every build.
 */
function provideRemoteMuiModule() {
  const loaders = remoteMuiSubpaths(ROOT, REMOTES).map((request) => `() => import(${JSON.stringify(request)})`);
  return `data:text/javascript,${encodeURIComponent(`export const remoteMui = [${loaders.join(', ')}];`)}`;
}

function findHostEntry(pkgDir) {
  // The host-app engineer owns src/app; accept the usual entry names.
  const candidates = ['src/app/main.tsx', 'src/app/main.ts', 'src/app/index.tsx', 'src/app/index.ts', 'src/main.tsx', 'src/index.tsx'];
  const found = candidates.find((c) => fs.existsSync(path.join(pkgDir, c)));
  if (!found) throw new Error(`host entry not found; expected one of ${candidates.join(', ')} in ${pkgDir}`);
  return `./${found}`;
}

/**
 * @param {{ kind: 'host' | 'remote', name?: string }} options  name: a key of REMOTES for remotes
 * @returns {(env?: Record<string, unknown>, argv?: { mode?: string }) => import('webpack').Configuration}
 *   env.outputPath   where to write (default <pkg>/dist)
 *   env.version      the version baked into __VITRIN_VERSION__ (default package.json version)
 *   env.sandboxUrl   dev only: where the host dev server proxies /api, /hub, /sandbox
 */
function createConfig(options) {
  const isHost = options.kind === 'host';
  const remote = isHost ? null : REMOTES[options.name];
  if (!isHost && !remote) throw new Error(`unknown remote ${options.name}`);
  const pkgDir = path.join(ROOT, isHost ? HOST.dir : remote.dir);
  const federationName = isHost ? HOST.name : options.name;
  const port = isHost ? HOST.port : remote.port;

  return (env = {}, argv = {}) => {
    /** @type {'production' | 'development' | 'none'} */
    const mode = /** @type {any} */ (argv.mode || env.mode || process.env.NODE_ENV || 'production');
    const production = mode === 'production';
    const pkg = readJson(path.join(pkgDir, 'package.json'));
    const version = String(env.version || pkg.version);
    const outputPath = path.resolve(String(env.outputPath || path.join(pkgDir, 'dist')));
    // Every container gets the host's router facade: refuse to build code that needs more.
    assertRouterSurface([path.join(pkgDir, 'src'), ...(isHost ? [path.join(ROOT, 'shared', 'src')] : [])], ROOT);

    const federation = new ModuleFederationPlugin({
      name: federationName,
      ...(isHost
        ? { remotes: {} }
        : { filename: 'remoteEntry.js', exposes: { './module': './src/module.ts' } }),
      shared: sharedConfig(pkgDir, isHost),
      // The host is a pure consumer: it ships the federation runtime core once and puts it on
      // globalThis._FEDERATION_RUNTIME_CORE for every remote entry (what `provideExternalRuntime`
      // does, minus its CommonJS duplicate of the runtime).
      ...(isHost ? { runtimePlugins: [externalRuntimeProviderPlugin()] } : {}),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      experiments: {
        asyncStartup: true,
        // Remotes reference the host's global runtime core instead of carrying their own copy
        // (~28 KB → ~9 KB gzip).
        ...(isHost ? {} : { externalRuntime: true }),
        // Remotes are plain remoteEntry.js files (no mf-manifest.json), so the snapshot plugin
        // (manifest loading, preloading from snapshots) is dead code; browsers only.
        optimization: { disableSnapshot: true, target: 'web' },
      },
    });

    /** @type {import('webpack').Configuration} */
    const config = {
      name: federationName,
      mode,
      context: pkgDir,
      target: 'web',
      entry: isHost ? { main: [findHostEntry(pkgDir), provideRemoteMuiModule()] } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // The host's files are relative to the document base (`<base href>` in index.html), so the
        // site can be served under any path chosen at deploy time (README "Serve under a sub-path");
        // remotes find their own folder from their entry's address.
        publicPath: isHost ? '' : 'auto',
        uniqueName: `vitrin_${options.name || 'host'}`,
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
        modules: ['node_modules', path.join(pkgDir, 'node_modules')],
        ...(isHost
          ? { alias: { [`${ROUTER_FACADE_REQUEST}$`]: ROUTER_FACADE, 'vitrin-react-router-dom-full$': routerImplementation(pkgDir) } }
          : {}),
      },
      module: {
        rules: [
          tsRule(pkgDir),
          { test: /\.css$/, type: 'asset/resource' },
          { test: /\.(png|svg|jpe?g|webp|gif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        federation,
        new webpack.DefinePlugin({
          __VITRIN_VERSION__: JSON.stringify(version),
          __VITRIN_REMOTE__: JSON.stringify(federationName),
          // Optional features of this build (remote-casino/src/buildFeatures.ts); the descriptor
          // read at build time sees the same environment, so code and descriptor agree.
          __VITRIN_FEATURES__: JSON.stringify(process.env.VITRIN_FEATURES ?? ''),
          // The host's fallback when remotes.json describes no version of a remote (unreadable, or
          // a version recorded before descriptors): the descriptors of the sources it was built with.
          ...(isHost ? { __VITRIN_BUILT_DESCRIPTORS__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(Object.keys(REMOTES).map(readDescriptor)), true) } : {}),
        }),
        ...(isHost ? [] : [descriptorAssetPlugin(options.name)]),
        ...(isHost
          ? [new HtmlWebpackPlugin({
            template: path.join(pkgDir, 'public', 'index.html'),
            filename: 'index.html',
            scriptLoading: 'defer',
            minify: production,
          })]
          : []),
        ...(isHost && fs.existsSync(path.join(pkgDir, 'public', 'static'))
          ? [copyStaticPlugin(path.join(pkgDir, 'public', 'static'), 'static')]
          : []),
      ],
      optimization: {
        minimize: production,
        ...(production ? minimizerOption() : {}),
        // Stable ids keep unchanged chunks byte-identical between builds (cache forever).
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(isHost ? { splitChunks: hostSplitChunks() } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: isHost ? hostDevServer(port, env) : remoteDevServer(port),
    };
    return config;
  };
}

/** Copies host/public/static into the output (favicon, manifest, images) without a new dependency. */
function copyStaticPlugin(from, to) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('VitrinCopyStatic', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'VitrinCopyStatic', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const walk = (dir) => {
              for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
                const full = path.join(dir, entry.name);
                if (entry.isDirectory()) walk(full);
                else {
                  const rel = path.posix.join(to, path.relative(from, full).split(path.sep).join('/'));
                  compilation.emitAsset(rel, new webpack.sources.RawSource(fs.readFileSync(full)));
                  compilation.fileDependencies.add(full);
                }
              }
            };
            walk(from);
          },
        );
      });
    },
  };
}

function hostDevServer(port, env) {
  const target = String(env.sandboxUrl || SANDBOX_URL);
  return {
    port,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    // The reload socket follows the page's own origin (localhost or 127.0.0.1): the server
    // refuses a socket from another origin.
    client: { overlay: { warnings: false, errors: true }, webSocketURL: 'auto://0.0.0.0:0/ws' },
    headers: { 'Cache-Control': 'no-cache' },
    setupMiddlewares(middlewares, devServer) {
      // Dev remotes.json: remotes come from their own dev servers, not from dist.
      devServer.app.get('/remotes.json', (_req, res) => {
        res.set('Cache-Control', 'no-cache');
        res.json(platform.devRemotesDocument(Object.fromEntries(Object.keys(REMOTES).map((name) => [name, { port: REMOTES[name].port, descriptor: readDescriptor(name) }]))));
      });
      return middlewares;
    },
    proxy: [
      { context: ['/api', '/sandbox'], target, changeOrigin: false },
      { context: ['/hub'], target, ws: true, changeOrigin: false },
    ],
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

module.exports = { createConfig, readDescriptor, REMOTES, HOST, ROOT };
