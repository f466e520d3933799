// Throw-away measurement config (never shipped): the host and the four remotes built as ONE
// bundle, no Module Federation, same loaders, minifier and split points (every dynamic import
// stays a chunk). `./vitrin bench` builds it (e2e/bench/oneBundle.mjs) and compares the bytes per
// route with the federated build (ADR 0006, 0010).
import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import { ROOT } from '../manifest';
import { REMOTES, ROUTER_FACADE_REQUEST, webpackLib } from './baseConfig';
import { defineHostConfig } from './hostConfig';

/**
 * The host's federation runtime (createFederation: register, load) answered by direct imports of
 * every remote's module, for the remotes of the manifest: a `data:` module, so the list follows
 * remotes.manifest.json and is written nowhere else.
 */
function federationStub(): string {
  const loaders = Object.values(REMOTES)
    .map((remote) => `${JSON.stringify(`${remote.name}/module`)}: () => import(${JSON.stringify(path.join(ROOT, remote.dir, 'src', 'module.ts'))})`);
  const source = `const modules = {${loaders.join(', ')}};
export function createFederation() {
  return {
    register: (entries) => entries,
    load: (id) => (modules[id] ? modules[id]() : Promise.reject(new Error('unknown module ' + id))),
  };
}`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}

/** The one-bundle build of the site into `outputPath`. */
export function defineOneBundleConfig(outputPath: string): Configuration {
  const webpack = webpackLib();
  const config = defineHostConfig()({ outputPath }, { mode: 'production' });
  const resolve = config.resolve ?? {};
  // The real react-router-dom, bundled and tree-shaken, not the host's facade (ADR 0010).
  const alias = Object.fromEntries(Object.entries((resolve.alias ?? {}) as Record<string, string>).filter(([request]) => request !== `${ROUTER_FACADE_REQUEST}$`));
  const rules = config.module?.rules ?? [];
  return {
    ...config,
    entry: { main: path.join(ROOT, 'host/src/main.tsx') },
    resolve: { ...resolve, alias, modules: [...(resolve.modules ?? []), ...Object.values(REMOTES).map((r) => path.join(ROOT, r.dir, 'node_modules'))] },
    // Remotes' TypeScript goes through the host's ts-loader settings (transpile only).
    module: { ...config.module, rules: [{ ...(rules[0] as RuleSetRule), exclude: /node_modules/ }, ...rules.slice(1)] },
    plugins: [
      ...(config.plugins ?? []).filter((p) => p?.constructor.name !== 'ModuleFederationPlugin'),
      // The host's federation calls become direct imports of the remotes' modules.
      new webpack.NormalModuleReplacementPlugin(/[\\/]remotes[\\/]federationRuntime$/, federationStub()),
    ],
  };
}
