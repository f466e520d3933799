// The host's webpack builder: the base (baseConfig.ts) plus what only the host has — the page
// entry and index.html, the router facade, the runtime core it provides to every remote, the
// split of what every page loads, the built-in descriptors and the dev server with its
// generated remotes.json.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compilation, Compiler, Module, WebpackPluginInstance } from 'webpack';
import { devRemotesDocument } from '../delivery/devRemotesDocument';
import { ROOT } from '../manifest';
import { buildSettings, defineBaseConfig, HOST, packagesTest, readDescriptor, REMOTES, ROUTER_FACADE_REQUEST, uiRequests, webpackLib, type BuildEnv, type ConfigFactory } from './baseConfig';
import { assertRouterSurface, ROUTER_FACADE } from './routerSurface';

const require = createRequire(import.meta.url);

/** Where the dev host proxies the API, the hub and the sandbox pages. */
const SANDBOX_URL = process.env.VITRIN_SANDBOX_URL || 'http://127.0.0.1:8080';

/** The real react-router-dom (ESM build) the facade re-exports from. */
function routerImplementation(pkgDir: string): string {
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
function externalRuntimeProviderPlugin(): string {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
  const esm = path.join(path.dirname(cjs), 'index.js');
  if (!fs.existsSync(esm)) throw new Error(`inject-external-runtime-core-plugin ESM build not found next to ${cjs}`);
  return esm;
}

const resourceOf = (module: Module): string => module.nameForCondition?.() ?? '';

/**
 * Shared modules each get their own chunk (a component's fallback), which on the first load of `/`
 * meant dozens of small files (ADR 0006), each with its own gzip window and response headers. What every page
 * loads together goes into one file instead (ADR 0006): React (react, react-dom, scheduler) and the
 * styling core every MUI component needs (emotion, @mui/system, @mui/utils, MUI's styles). MUI
 * components stay one chunk each, so a page still loads only the components it renders.
 */
function hostSplitChunks() {
  return {
    chunks: 'async' as const,
    cacheGroups: {
      react: { test: packagesTest(['react', 'react-dom', 'scheduler']), name: 'react', chunks: 'all' as const, enforce: true, priority: 30 },
      router: {
        test: (module: Module) => packagesTest(['react-router', 'react-router-dom']).test(resourceOf(module)) || resourceOf(module) === ROUTER_FACADE,
        name: 'router',
        chunks: 'all' as const,
        enforce: true,
        priority: 25,
      },
      styling: {
        test: (module: Module) => {
          const resource = resourceOf(module);
          return packagesTest(['@emotion', '@mui/system', '@mui/utils', '@mui/styled-engine', '@mui/private-theming', 'stylis', 'clsx', 'react-is', 'prop-types', 'hoist-non-react-statics', '@babel/runtime']).test(resource)
            || /[\\/]@mui[\\/]material[\\/]esm[\\/](?:styles|utils|colors|zero-styled|DefaultPropsProvider|GlobalStyles)[\\/]/.test(resource);
        },
        name: 'styling',
        chunks: 'all' as const,
        enforce: true,
        priority: 20,
      },
      // The MUI internals the host's component chunks import by relative path, each of which used
      // to carry its own copy (SvgIcon in up to six chunks); every route's first load uses all four
      // (ADR 0010 step 4 has the bytes and files it saved per route).
      muiCommon: { test: /[\\/]@mui[\\/]material[\\/]esm[\\/](?:SvgIcon|CircularProgress|Typography|Paper)[\\/]/, name: 'mui-common', chunks: 'async' as const, enforce: true, priority: 15 },
    },
  };
}

/**
 * A module in the host's entry that imports the parts of the remotes' UI module (ADR 0054) in
 * dynamic imports it never runs: a share is provided only by a container that imports it, and the
 * shell itself imports MUI directly. Nothing is downloaded until a remote asks for a part.
 */
function provideUiModule(): string {
  const loaders = uiRequests().map((request) => `() => import(${JSON.stringify(request)})`);
  return `data:text/javascript,${encodeURIComponent(`export const remoteUi = [${loaders.join(', ')}];`)}`;
}

function findHostEntry(pkgDir: string): string {
  // The host-app engineer owns src/app; accept the usual entry names.
  const candidates = ['src/app/main.tsx', 'src/app/main.ts', 'src/app/index.tsx', 'src/app/index.ts', 'src/main.tsx', 'src/index.tsx'];
  const found = candidates.find((c) => fs.existsSync(path.join(pkgDir, c)));
  if (!found) throw new Error(`host entry not found; expected one of ${candidates.join(', ')} in ${pkgDir}`);
  return `./${found}`;
}

/** Copies host/public/static into the output (favicon, manifest, images) without a new dependency. */
function copyStaticPlugin(from: string, to: string): WebpackPluginInstance {
  const webpack = webpackLib();
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('VitrinCopyStatic', (compilation: Compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'VitrinCopyStatic', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const walk = (dir: string) => {
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

interface DevApp {
  app: { get(route: string, handler: (req: unknown, res: { set(name: string, value: string): void; json(body: unknown): void }) => void): void };
}

function hostDevServer(port: number, env: BuildEnv): Record<string, unknown> {
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
    setupMiddlewares(middlewares: unknown[], devServer: DevApp) {
      // Dev remotes.json: remotes come from their own dev servers, not from dist.
      devServer.app.get('/remotes.json', (_req, res) => {
        res.set('Cache-Control', 'no-cache');
        res.json(devRemotesDocument(Object.fromEntries(Object.values(REMOTES).map((r) => [r.name, { port: r.port, descriptor: readDescriptor(r.name) }]))));
      });
      return middlewares;
    },
    proxy: [
      { context: ['/api', '/sandbox'], target, changeOrigin: false },
      { context: ['/hub'], target, ws: true, changeOrigin: false },
    ],
  };
}

/** The host's configuration factory (`host/webpack.config.js`, the delivery scripts, the bench). */
export function defineHostConfig(): ConfigFactory {
  const pkgDir = path.join(ROOT, HOST.dir);
  return (env = {}, argv = {}) => {
    const webpack = webpackLib();
    const HtmlWebpackPlugin: typeof import('html-webpack-plugin') = require('html-webpack-plugin');
    const settings = buildSettings(pkgDir, env, argv);
    // Every container gets the host's router facade: refuse to build code that needs more.
    assertRouterSurface([path.join(pkgDir, 'src'), path.join(ROOT, 'shared', 'src')], ROOT);
    return defineBaseConfig({
      name: HOST.name,
      uniqueName: 'vitrin_host',
      pkgDir,
      providesShares: true,
      // The host is a pure consumer: it ships the federation runtime core once and puts it on
      // globalThis._FEDERATION_RUNTIME_CORE for every remote entry (what `provideExternalRuntime`
      // does, minus its CommonJS duplicate of the runtime).
      federation: { remotes: {}, runtimePlugins: [externalRuntimeProviderPlugin()] },
      experiments: {},
      entry: { main: [findHostEntry(pkgDir), provideUiModule()] },
      // The host's files are relative to the document base (`<base href>` in index.html), so the
      // site can be served under any path chosen at deploy time (README "Serve under a sub-path").
      publicPath: '',
      alias: { [`${ROUTER_FACADE_REQUEST}$`]: ROUTER_FACADE, 'vitrin-react-router-dom-full$': routerImplementation(pkgDir) },
      definitions: {
        // The host's fallback when remotes.json describes no version of a remote (unreadable, or
        // a version recorded before descriptors): the descriptors of the sources it was built with.
        __VITRIN_BUILT_DESCRIPTORS__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(Object.keys(REMOTES).map((name) => readDescriptor(name))), true),
      },
      plugins: [
        new HtmlWebpackPlugin({
          template: path.join(pkgDir, 'public', 'index.html'),
          filename: 'index.html',
          scriptLoading: 'defer',
          minify: settings.production,
        }),
        ...(fs.existsSync(path.join(pkgDir, 'public', 'static')) ? [copyStaticPlugin(path.join(pkgDir, 'public', 'static'), 'static')] : []),
      ],
      optimization: { splitChunks: hostSplitChunks() },
      devServer: hostDevServer(HOST.port, env),
    }, settings);
  };
}
