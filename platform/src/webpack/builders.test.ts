import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { defineHostConfig } from './hostConfig';
import { defineRemoteConfig } from './remoteConfig';
import { defineConfigFor } from './configFor';
import { PROVIDE_ONLY_PREFIX, REMOTES, shareKeyOf, STYLE_SHEETS_GROUP, type ConfigFactory } from './baseConfig';
import { ROOT } from '../manifest';

// The builders load a remote's descriptor (TypeScript) through tsx, which cannot run inside jest;
// jest's own require reads the same sources (the project's mapper and swc).
jest.mock('tsx/cjs/api', () => ({ require: (id: string) => jest.requireActual(id) }));

interface FederationOptions {
  name: string;
  exposes?: unknown;
  runtimePlugins?: unknown[];
  experiments: { externalRuntime?: boolean };
  shared: Record<string, { version: string; requiredVersion: string; singleton: boolean; import?: unknown; shareKey?: string }>;
}
const federationOf = (config: Configuration): FederationOptions => (config.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: FederationOptions })._options;
const definitionsOf = (config: Configuration) => (config.plugins?.find((plugin) => plugin instanceof webpack.DefinePlugin) as InstanceType<typeof webpack.DefinePlugin>).definitions;
/** A role's shares by share key (the host keys its entries by a request no code makes). */
const sharesOf = (config: Configuration) => Object.fromEntries(Object.entries(federationOf(config).shared).map(([key, share]) => [shareKeyOf(key, share), share]));
const build = (factory: ConfigFactory, mode = 'production') => factory({ outputPath: '/tmp/vitrin-builders-test', version: '7.7.7' }, { mode });

// The builders are called per package by webpack-cli and the delivery scripts; these tests are
// about what each role adds to the one base, and what must be the same for all.
describe('the webpack builders', () => {
  const host = build(defineHostConfig());
  const remotes = Object.keys(REMOTES).map((name) => [name, build(defineRemoteConfig(name))] as const);

  it('the host: the page entry and index.html, the router facade, what every page loads split out, no exposes', () => {
    expect(Object.keys(host.entry as object)).toEqual(['main']);
    expect(host.output?.publicPath).toBe('');
    expect(host.plugins?.some((plugin) => plugin instanceof HtmlWebpackPlugin)).toBe(true);
    expect(host.resolve?.alias).toHaveProperty(['react-router-dom$']);
    expect(Object.keys((host.optimization?.splitChunks as { cacheGroups: object }).cacheGroups)).toEqual(['react', 'router', 'styling', 'muiCommon', 'styleSheets']);
    const federation = federationOf(host);
    expect(federation).toMatchObject({ name: 'vitrin_host', remotes: {} });
    expect(federation.exposes).toBeUndefined();
    expect(federation.runtimePlugins).toHaveLength(1);
    expect(federation.experiments.externalRuntime).toBeUndefined();
    expect(definitionsOf(host)).toHaveProperty('__VITRIN_BUILT_DESCRIPTORS__');
    expect(host.devServer.port).toBe(3000);
  });

  it.each(remotes)('the remote %s: one exposed module in remoteEntry.js, the host\'s runtime, its own dev port', (name, config) => {
    expect(config.entry).toEqual({});
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.uniqueName).toBe(`vitrin_${name}`);
    expect(config.plugins?.some((plugin) => plugin instanceof HtmlWebpackPlugin)).toBe(false);
    // Only the style-sheet group of the base: a remote's JS chunks are webpack's defaults.
    expect(Object.keys((config.optimization?.splitChunks as { cacheGroups: object }).cacheGroups)).toEqual(['styleSheets']);
    const federation = federationOf(config);
    expect(federation).toMatchObject({ name, filename: 'remoteEntry.js', exposes: { './module': './src/module.ts' }, experiments: { externalRuntime: true } });
    expect(federation.runtimePlugins).toBeUndefined();
    expect(definitionsOf(config)).not.toHaveProperty('__VITRIN_BUILT_DESCRIPTORS__');
    expect(config.devServer.port).toBe(REMOTES[name]?.port);
  });

  it('every package shares the same singletons at the same versions; a remote takes the host\'s core ones without a copy', () => {
    const hostShared = sharesOf(host);
    for (const [, config] of remotes) {
      const shared = federationOf(config).shared;
      // Every share but emotion, which only the host's own MUI uses (no remote depends on it).
      expect(Object.keys(shared)).toEqual(Object.keys(hostShared).filter((key) => !key.startsWith('@emotion/')));
      for (const [key, share] of Object.entries(shared)) {
        expect({ key, version: share.version, requiredVersion: share.requiredVersion, singleton: share.singleton })
          .toEqual({ key, version: hostShared[key]?.version, requiredVersion: hostShared[key]?.requiredVersion, singleton: hostShared[key]?.singleton });
      }
      for (const key of ['react', 'react-dom', 'react-router-dom', '@vitrin/shared', '@vitrin/shared/forms', '@vitrin/shared/ui', '@vitrin/shared/ui/forms']) expect(shared[key]?.import).toBe(false);
    }
  });

  it('the host provides every share and consumes none: its own imports of them are plain imports (ADR 0072)', () => {
    const shared = federationOf(host).shared;
    for (const [key, share] of Object.entries(shared)) {
      // The federation plugin consumes a request equal to the entry's key; no code makes this one.
      expect(key).toBe(`${PROVIDE_ONLY_PREFIX}${share.shareKey}`);
      expect(typeof share.import).toBe('string');
    }
    // The host's own react-router-dom is the facade it provides (one router, one context).
    expect(sharesOf(host)['react-router-dom']?.import).toBe('react-router-dom');
    // React, the router and the styling core are files of their own that index.html loads, not share chunks.
    const groups = (host.optimization?.splitChunks as { cacheGroups: Record<string, { chunks: string }> }).cacheGroups;
    expect([groups.react?.chunks, groups.router?.chunks, groups.styling?.chunks]).toEqual(['all', 'all', 'all']);
  });

  it.each(Object.values(REMOTES).map((remote) => [remote.name, remote.dir]))('the remote %s depends on no MUI nor emotion: it takes them through the UI module, from the host', (_name, dir) => {
    const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    expect(Object.keys(dependencies).filter((name) => /^@(mui|emotion)\//.test(name))).toEqual([]);
  });

  it('MUI reaches the remotes as the few parts of the UI module, never one share per subpath (ADR 0054)', () => {
    const keys = Object.keys(sharesOf(host));
    expect(keys.filter((key) => key.startsWith('@mui/'))).toEqual([]);
    expect(keys.filter((key) => key.startsWith('@vitrin/shared/ui'))).toEqual(['@vitrin/shared/ui', '@vitrin/shared/ui/data', '@vitrin/shared/ui/forms', '@vitrin/shared/ui/overlays']);
    // The host provides every part (a share is provided only when the container imports it).
    const main = (host.entry as { main: string[] }).main;
    const entry = decodeURIComponent(main.find((request) => request.startsWith('data:')) ?? '');
    for (const key of keys.filter((k) => k.startsWith('@vitrin/shared/ui'))) expect(entry).toContain(`import(${JSON.stringify(key)})`);
  });

  it('the base is the same for all: federation runtime settings, output names, constants, modes', () => {
    for (const config of [host, ...remotes.map(([, c]) => c)]) {
      expect(federationOf(config)).toMatchObject({ shareStrategy: 'loaded-first', dts: false, manifest: false, experiments: { asyncStartup: true, optimization: { disableSnapshot: true, target: 'web' } } });
      expect(config.output).toMatchObject({ path: '/tmp/vitrin-builders-test', chunkFilename: '[name].[contenthash:8].js', clean: true });
      expect(definitionsOf(config)).toMatchObject({ __VITRIN_VERSION__: '"7.7.7"', __VITRIN_REMOTE__: JSON.stringify(config.name) });
      expect(config.optimization).toMatchObject({ minimize: true, moduleIds: 'deterministic', chunkIds: 'deterministic' });
      expect(config.devtool).toBe(false);
    }
    const dev = build(defineRemoteConfig('casino'), 'development');
    expect(dev.optimization?.minimize).toBe(false);
    expect(dev.devtool).toBe('eval-cheap-module-source-map');
  });

  it('defineConfigFor picks the builder by package, and refuses a remote the manifest does not name', () => {
    expect(federationOf(build(defineConfigFor('host'))).name).toBe('vitrin_host');
    expect(federationOf(build(defineConfigFor('payments'))).name).toBe('payments');
    expect(() => defineConfigFor('bingo')).toThrow('unknown remote bingo');
    expect(() => defineRemoteConfig('bingo')).toThrow('unknown remote bingo');
  });
});

describe('the one-bundle comparison build', () => {
  it('is the host build without federation, every remote imported directly through the stub', async () => {
    const { defineOneBundleConfig } = await import('./oneBundle');
    const config = defineOneBundleConfig('/tmp/vitrin-one-bundle-test');
    expect(config.plugins?.some((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin')).toBe(false);
    const stub = config.plugins?.find((plugin) => plugin instanceof webpack.NormalModuleReplacementPlugin) as unknown as { newResource: string };
    const source = decodeURIComponent(stub.newResource.replace('data:text/javascript,', ''));
    for (const remote of Object.values(REMOTES)) expect(source).toContain(`"${remote.name}/module"`);
    expect(config.output?.path).toBe('/tmp/vitrin-one-bundle-test');
    // The real router, tree-shaken, not the host's facade (ADR 0010).
    expect(config.resolve?.alias).not.toHaveProperty(['react-router-dom$']);
  });
});

describe('style sheets made at build time', () => {
  it('a sheet imported by several lazy chunks is emitted once, in a file of its own', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-sheets-'));
    try {
      fs.writeFileSync(path.join(dir, 'tiles.css'), '.tiles { display: grid; }\n');
      for (const name of ['lobby', 'home', 'search']) fs.writeFileSync(path.join(dir, `${name}.js`), `import './tiles.css';\nexport const ${name} = '${name}';\n`);
      fs.writeFileSync(path.join(dir, 'main.js'), "export const pages = [() => import('./lobby.js'), () => import('./home.js'), () => import('./search.js')];\n");
      const stats = await new Promise<webpack.Stats>((resolve, reject) => {
        webpack({
          mode: 'production',
          context: dir,
          entry: './main.js',
          output: { path: path.join(dir, 'out'), cssChunkFilename: '[name].[contenthash:8].css' },
          module: { rules: [{ test: /\.css$/, type: 'css' }] },
          experiments: { css: true },
          optimization: { minimize: false, splitChunks: { cacheGroups: { styleSheets: STYLE_SHEETS_GROUP } } },
        }).run((error, result) => (error || !result ? reject(error) : resolve(result)));
      });
      expect(stats.hasErrors()).toBe(false);
      const sheets = fs.readdirSync(path.join(dir, 'out')).filter((file) => file.endsWith('.css'));
      expect(sheets).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('style sheets minified by the production build', () => {
  it('a sheet loses its comments and whitespace, and keeps every rule', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-sheets-min-'));
    try {
      const sheet = '/* the frame (a comment the build drops) */\n.vt-frame {\n  display: flex;\n  color: rgba(255, 255, 255, 1);\n}\n\n@media (min-width: 600px) {\n  .vt-frame { display: grid; }\n}\n';
      fs.writeFileSync(path.join(dir, 'frame.css'), sheet);
      fs.writeFileSync(path.join(dir, 'main.js'), "import './frame.css';\nexport const main = 1;\n");
      const base = build(defineHostConfig());
      const stats = await new Promise<webpack.Stats>((resolve, reject) => {
        webpack({
          mode: 'production',
          context: dir,
          entry: './main.js',
          output: { path: path.join(dir, 'out'), cssFilename: '[name].css' },
          module: { rules: [{ test: /\.css$/, type: 'css' }] },
          experiments: { css: true },
          optimization: { minimize: true, minimizer: base.optimization?.minimizer },
        }).run((error, result) => (error || !result ? reject(error) : resolve(result)));
      });
      expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
      const out = fs.readFileSync(path.join(dir, 'out', 'main.css'), 'utf8');
      expect(out).not.toContain('comment');
      expect(out).not.toMatch(/\n\s/);
      expect(out).toContain('.vt-frame{display:flex;color:#fff}');
      expect(out).toContain('@media(min-width:600px){.vt-frame{display:grid}}');
      expect(out.length).toBeLessThan(sheet.length / 2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
