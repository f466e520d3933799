/**
 * The process sharedModulesRunner.mjs sends test files to, one at a time (ADR 0081). Per file, as
 * jest-runner does in a file's fresh registry: a fresh jest-circus adapter (its state and event
 * handlers), the project's `setupFilesAfterEnv` evaluated again so their hooks apply to this file,
 * the test file itself evaluated again; what the file imports stays in node's module cache.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ModuleMocker } from 'jest-mock';

const require = createRequire(import.meta.url);
// jest-runner loads this file of jest-circus into each test file's registry; here it is taken out
// of the require cache before each file. It keeps its event handlers on globalThis under this key.
const ADAPTER = path.join(path.dirname(require.resolve('jest-circus')), 'jestAdapterInit.js');
const EVENT_HANDLERS = Symbol.for('EVENT_HANDLERS');
// Where `jest.setTimeout` puts a file's default timeout (jest-runtime does the same).
const TEST_TIMEOUT = Symbol.for('TEST_TIMEOUT_SYMBOL');

const mocker = new ModuleMocker(globalThis);
// The part of jest's `jest` object the node projects use; anything else is undefined and fails loudly.
const jestObject = {
  fn: mocker.fn.bind(mocker),
  spyOn: mocker.spyOn.bind(mocker),
  restoreAllMocks() {
    mocker.restoreAllMocks();
    return jestObject;
  },
  setTimeout(timeout) {
    globalThis[TEST_TIMEOUT] = timeout;
    return jestObject;
  },
};
// The test files' `jest` is typed by @types/jest, this object by jest-mock and only in part: it is
// given the global's type through unknown, as the part it leaves out is left out on purpose.
globalThis.jest = /** @type {typeof jest} */ (/** @type {unknown} */ (jestObject));

let files = 0;

async function runFile({ testPath, config, globalConfig }) {
  const start = Date.now();
  // jest-circus replaces these for the file and puts them back when it ends; also when the file fails to load.
  const uncaughtException = process.listeners('uncaughtException');
  const unhandledRejection = process.listeners('unhandledRejection');
  delete globalThis[EVENT_HANDLERS];
  delete globalThis[TEST_TIMEOUT];
  delete require.cache[ADAPTER];
  const adapter = require(ADAPTER);
  // Puts describe/it/expect/beforeEach… on globalThis (config.injectGlobals), with the file's timeout.
  await adapter.initialize({
    config,
    globalConfig,
    testPath,
    environment: { global: globalThis },
    runtime: { enterTestCode() {}, leaveTestCode() {} },
    localRequire: require,
    parentProcess: process,
    setGlobalsForRuntime() {},
  });
  try {
    // The set-up files are CommonJS (shared/ is not an ES module package): out of the cache and in again.
    for (const file of config.setupFilesAfterEnv) {
      delete require.cache[file];
      require(file);
    }
    // An ES module is evaluated again under a new URL; what it imports is not.
    files += 1;
    await import(`${pathToFileURL(testPath).href}?file=${files}`);
    const result = await adapter.runAndTransformResultsToJestFormat({ config, globalConfig, testPath });
    const end = Date.now();
    const runtime = end - start;
    return {
      ...result,
      perfStats: { ...result.perfStats, start, end, runtime, slow: runtime / 1000 > config.slowTestThreshold },
      // Plain values only: an assertion's details may hold functions or cycles the IPC channel cannot carry.
      testResults: result.testResults.map((test) => ({ ...test, failureDetails: test.failureDetails.map(plainError) })),
    };
  } finally {
    // A spy (on console, Date…) never outlives its file.
    mocker.restoreAllMocks();
    process.removeAllListeners('uncaughtException');
    for (const listener of uncaughtException) process.on('uncaughtException', listener);
    process.removeAllListeners('unhandledRejection');
    for (const listener of unhandledRejection) process.on('unhandledRejection', listener);
  }
}

function plainError(error) {
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}

// One request per test file: { testPath, config, globalConfig } → { result } or { error }.
function requested(request) {
  runFile(request).then(
    (result) => process.send({ result }),
    (error) => process.send({ error: plainError(error) }),
  );
}
process.on('message', requested);
