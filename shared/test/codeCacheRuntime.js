// Jest's runtime for the browser projects, with V8's code cache kept across the test files of one
// process (ADR 0095). Jest evaluates every module again in each file's registry and compiles its
// source again each time (vm.compileFunction, no cache): React's development build, MUI, Emotion,
// jsdom-facing libraries and the product's own modules are parsed afresh in every suite. Here a
// module's first compile keeps its script; the next file that loads the same source compiles it
// with the code V8 made for it (including the functions that ran in the earlier file), so only
// what is new is parsed. What runs is unchanged: the same transformed source, a fresh function in
// each file's own context, evaluated by jest's own executor.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** filename → the last script compiled from it, its source, and the code cache made from it. */
const scripts = new Map();

/**
 * The part of jest-runtime's module executor this runtime uses. Jest declares the executor private
 * (and untyped) in its types; this runtime replaces one of its methods, so it reads it as this.
 * @typedef {{
 *   compile(source: string, filename: string): unknown,
 *   environment: { getVmContext(): import('node:vm').Context | null },
 *   injectedModuleParameters: string[],
 *   dynamicImport(specifier: string, filename: string, context: import('node:vm').Context, attributes: unknown): Promise<unknown>,
 * }} ModuleExecutor
 */

class CodeCacheRuntime extends Runtime {
  /** @param {ConstructorParameters<typeof Runtime>} args */
  constructor(...args) {
    super(...args);
    const executor = /** @type {{ executor: ModuleExecutor }} */ (/** @type {unknown} */ (this)).executor;
    const jestCompile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (context == null) return null;
      try {
        return compileWithCache(source, filename, executor.injectedModuleParameters, context, (specifier, _script, attributes) => (
          executor.dynamicImport(specifier, filename, context, attributes)
        ));
      } catch {
        // A syntax error and its message are jest's own.
        return jestCompile(source, filename);
      }
    };
  }
}

function compileWithCache(source, filename, parameters, context, importModuleDynamically) {
  // The wrapper on a line of its own: line 1 of the module stays line 1 in stacks and columns stay true.
  const wrapped = `(function (${parameters.join(', ')}) {\n${source}\n})`;
  const known = scripts.get(filename);
  let cachedData;
  if (known && known.wrapped === wrapped) {
    // Made once, after the earlier file ran the module: the functions it called are in it.
    known.data ??= known.script.createCachedData();
    cachedData = known.data;
  }
  const script = new vm.Script(wrapped, { filename, lineOffset: -1, cachedData, importModuleDynamically });
  if (!known || known.wrapped !== wrapped || script.cachedDataRejected) {
    scripts.set(filename, { wrapped, script, data: undefined });
  }
  return script.runInContext(context);
}

module.exports = CodeCacheRuntime;
