/**
 * A test fails when it writes an unexpected console.error or console.warn: React's act() and key
 * warnings, a failed prop type, an error a component swallowed into the console. A test that
 * expects one says so with its own `jest.spyOn(console, 'error')`, which replaces this recorder
 * until it is restored.
 */
import { format } from 'node:util';

const LEVELS = ['error', 'warn'] as const;
let written: string[] = [];
const originals = { error: console.error, warn: console.warn };

function recorder(level: (typeof LEVELS)[number]) {
  return (...args: unknown[]) => {
    written.push(`console.${level}: ${format(...args).split('\n').slice(0, 3).join('\n')}`);
    originals[level](...args);
  };
}

beforeEach(() => {
  written = [];
  for (const level of LEVELS) console[level] = recorder(level);
});

afterEach(() => {
  for (const level of LEVELS) console[level] = originals[level];
  if (written.length) {
    const lines = written;
    written = [];
    throw new Error(`unexpected console output (spy on it in the test if it is expected):\n${lines.join('\n---\n')}`);
  }
});
