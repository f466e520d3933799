import path from 'node:path';
import { benchOptions, ROOT } from './benchOptions.mjs';

/** startup.mjs's options: BENCH_OPTIONS and its own --json. */
const startupOptions = (args) => benchOptions({ usage: 'startup.mjs [options]', runs: 5, own: { json: { type: 'string' } }, args });

/** Runs `read` where process.exit throws its code and the console is recorded. */
function exitOf(read) {
  const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    read();
    return { code: null, said: '' };
  } catch (thrown) {
    return { code: Number(/^exit (\d+)$/.exec(thrown.message)?.[1]), said: [...error.mock.calls, ...log.mock.calls].flat().join('\n') };
  } finally {
    exit.mockRestore();
    error.mockRestore();
    log.mockRestore();
  }
}

describe('benchOptions', () => {
  it('gives the common options their defaults (runs: the tool\'s) and the tool\'s own as parseArgs read them', () => {
    const options = startupOptions([]);
    expect(options).toEqual({ dist: path.join(ROOT, 'dist'), route: '/', runs: 5, rate: 4 });
    // Typed by parseArgs from the specs (checked by scripts/tsconfig.json): a number, a string.
    /** @type {number} */ const runs = options.runs;
    /** @type {string | undefined} */ const json = options.json;
    expect([runs, json]).toEqual([5, undefined]);
  });

  it('reads numbers as numbers, --dist as an absolute path and the tool\'s own option', () => {
    expect(startupOptions(['--runs', '2', '--rate', '6', '--dist', 'build', '--route', '/casino/slot', '--json', 'out.json'])).toEqual({
      dist: path.resolve('build'), route: '/casino/slot', runs: 2, rate: 6, json: 'out.json',
    });
  });

  it('exits 2 with the usage on an unknown option or a bad number, 0 on --help', () => {
    expect(exitOf(() => startupOptions(['--nope']))).toEqual({ code: 2, said: expect.stringContaining('usage: startup.mjs [options]') });
    expect(exitOf(() => startupOptions(['stray'])).code).toBe(2);
    expect(exitOf(() => startupOptions(['--runs', '0'])).code).toBe(2);
    expect(exitOf(() => startupOptions(['--rate', 'fast'])).code).toBe(2);
    expect(exitOf(() => startupOptions(['--help']))).toEqual({ code: 0, said: 'usage: startup.mjs [options]' });
  });
});
