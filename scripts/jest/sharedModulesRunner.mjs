/**
 * The jest runner of the node projects (jest.config.js `runner`; ADR 0081). Jest's own runner
 * evaluates every module afresh in each test file's registry: @vitrin/contract, fastify, PGlite and
 * the sandbox's server graph cost 1–2 s of CPU per suite (ADR 0071). This runner sends the files to
 * child processes (sharedModulesWorker.mjs; one per jest worker, so one under --ci on 2 cores) that
 * run them one after another with node's own module cache, so a module the suites share is
 * evaluated once per process.
 *
 * What stays as in jest: jest-circus runs each file's tests (timeouts, `jest.setTimeout`, `.each`,
 * hooks, `-t`), `setupFilesAfterEnv` (failOnConsole) is evaluated again for each file, results are
 * reported per file, `--selectProjects`/`--testPathPatterns`/`--listTests` select the files. What
 * does not: module mocks (`jest.mock`) and a fresh global object per file; a spy is restored after
 * its file. A file that asks for another environment in its docblock (`@jest-environment jsdom`)
 * runs in jest's own runner as before.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import JestTestRunner from 'jest-runner';

const WORKER = new URL('./sharedModulesWorker.mjs', import.meta.url);
// TypeScript through tsx's loader, as `./vitrin start` runs the sandbox.
const TSX = import.meta.resolve('tsx');

export default class SharedModulesRunner {
  constructor(globalConfig, context) {
    this.globalConfig = globalConfig;
    this.context = context;
  }

  async runTests(tests, watcher, onStart, onResult, onFailure, options) {
    const elsewhere = tests.filter((test) => asksForEnvironment(test.path));
    if (elsewhere.length) {
      const jestRunner = new JestTestRunner(this.globalConfig, this.context);
      jestRunner.on('test-file-start', ([test]) => onStart(test));
      jestRunner.on('test-file-success', ([test, result]) => onResult(test, result));
      jestRunner.on('test-file-failure', ([test, error]) => onFailure(test, error));
      await jestRunner.runTests(elsewhere, watcher, { ...options, serial: true });
    }
    const queue = tests.filter((test) => !elsewhere.includes(test));
    // As many processes as jest would have workers (one under --ci on 2 cores); each takes the next file.
    const processes = Math.max(1, Math.min(this.globalConfig.maxWorkers, queue.length));
    const take = async () => {
      let worker;
      try {
        for (let test = queue.shift(); test; test = queue.shift()) {
          if (watcher.isInterrupted()) break;
          worker ??= startWorker();
          await onStart(test);
          try {
            await onResult(test, await worker.run({ testPath: test.path, config: test.context.config, globalConfig: this.globalConfig }));
          } catch (error) {
            // A file the process could not load fails alone; a process that died is replaced for the next file.
            if (worker.exited) worker = undefined;
            await onFailure(test, error);
          }
        }
      } finally {
        worker?.stop();
      }
    };
    await Promise.all(Array.from({ length: processes }, take));
  }
}

/** Whether the file's leading docblock names a test environment (jest reads the same pragma). */
function asksForEnvironment(testPath) {
  return /^\s*\/\*\*(?:(?!\*\/)[\s\S])*@jest-environment\s/.test(readFileSync(testPath, 'utf8'));
}

function startWorker() {
  const child = fork(WORKER, [], { execArgv: ['--import', TSX], stdio: 'inherit' });
  let pending;
  let exited = false;
  // The worker's answer: { result } (jest's TestResult of the file) or { error } (the file did not load).
  function answered(message) {
    const waiting = pending;
    pending = undefined;
    if (message.error) waiting?.reject(Object.assign(new Error(message.error.message), { stack: message.error.stack }));
    else waiting?.resolve(message.result);
  }
  child.on('message', answered);
  child.on('exit', (code, signal) => {
    exited = true;
    pending?.reject(new Error(`the test process ended (${signal ?? `exit ${code}`}) while it ran this file`));
    pending = undefined;
  });
  return {
    get exited() {
      return exited;
    },
    run(request) {
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        child.send(request);
      });
    },
    stop() {
      // Files may leave timers or sockets behind; jest's own workers are ended the same way.
      if (!exited) child.kill();
    },
  };
}
