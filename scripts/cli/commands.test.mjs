import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { COMMANDS } from './commands.mjs';

const VITRIN = path.join(import.meta.dirname, '..', '..', 'vitrin');

/** Runs ./vitrin; every case here must answer before installing, building or starting anything. */
function vitrin(...args) {
  const run = spawnSync('bash', [VITRIN, ...args], { encoding: 'utf8', timeout: 15_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const invocations = Object.entries(COMMANDS).flatMap(([name, command]) => [
  { args: [name], command },
  ...Object.entries(command.subcommands ?? {}).map(([sub, subcommand]) => ({ args: [name, sub], command: subcommand })),
]);

describe('./vitrin', () => {
  it.each(invocations.map((i) => [i.args.join(' '), i]))('%s --help prints its options and exits 0', (_, { args, command }) => {
    const { code, out } = vitrin(...args, '--help');
    expect(code).toBe(0);
    // `help --help` is the list of commands.
    expect(out).toContain(args[0] === 'help' ? 'usage: ./vitrin <command>' : `usage: ./vitrin ${command.usage}`);
    for (const option of command.options ?? []) expect(out).toContain(option.name);
  });

  it.each(invocations.map((i) => [i.args.join(' '), i]))('%s with an unknown option exits 2', (_, { args }) => {
    const { code, err } = vitrin(...args, '--no-such-option');
    expect(code).toBe(2);
    expect(err).toContain('unknown option "--no-such-option"');
  });

  it('bench --help prints help instead of starting a bench', () => {
    const { code, out, err } = vitrin('bench', '--routes', '/', '--help');
    expect(code).toBe(0);
    expect(out).toContain('--no-lighthouse');
    expect(err).not.toContain('production build');
  });

  it('lists every command with no arguments, and refuses an unknown command with 2', () => {
    const list = vitrin();
    expect(list.code).toBe(0);
    for (const command of Object.values(COMMANDS)) expect(list.out).toContain(command.usage);
    expect(vitrin('--help').code).toBe(0);
    expect(vitrin('nonsense').code).toBe(2);
  });

  it('accepts a value option written with = and refuses one with its value missing', () => {
    expect(vitrin('dev', '--only=host', '--help').code).toBe(0);
    expect(vitrin('versions', '--dist').code).toBe(2);
  });
});
