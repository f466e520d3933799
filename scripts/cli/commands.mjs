// The options of every `./vitrin` command, written once: `./vitrin` asks this module before it
// does anything (installs, builds), so `--help` prints a command's options and exits 0 and an
// unknown option exits 2 instead of starting a bench or a build with the option ignored.
//   node scripts/cli/commands.mjs help <command> [sub]     prints the command's help
//   node scripts/cli/commands.mjs check <command> [args…]  exit 0, or 2 with the reason on stderr
// The scripts behind the commands parse the options they are given; this module only knows their
// names, whether they take a value, and what they do.

/**
 * @typedef {{ name: string, value?: string, help: string }} Option
 * @typedef {{ usage: string, summary: string, options?: Option[], env?: string[], subcommands?: Record<string, Command> }} Command
 */

const DIST = { name: '--dist', value: '<dir>', help: 'work on another dist folder (default dist/, or $VITRIN_DIST)' };
/** Options of every command that changes remotes.json (ADR 0032). */
const CHANGE = [
  { name: '--expect-revision', value: '<n>', help: 'refuse unless remotes.json is at this revision (the one you looked at)' },
  { name: '--by', value: '<who>', help: 'who makes the change, for the history ($VITRIN_OPERATOR or user@host)' },
];

/** @type {Record<string, Command>} */
export const COMMANDS = {
  start: {
    usage: 'start [--prod]',
    summary: 'build (first time) and serve the whole site on http://localhost:8080 from the sandbox',
    options: [
      { name: '--prod', help: 'as production runs it: PostgreSQL (.data/prod), two backend instances, nginx in front on PORT (README "Run it as production does")' },
    ],
    env: [
      'PORT=<port>          serve on another port',
      'REBUILD=1            rebuild before serving',
      'BASE_PATH=/tr/       serve the same build under a sub-path',
      'DATABASE_URL=postgres://…  the sandbox on PostgreSQL instead of PGlite',
    ],
  },
  test: {
    usage: 'test',
    summary: 'lint, type checks, unused-code check, jest, the production build and the Playwright suites',
  },
  build: {
    usage: 'build',
    summary: 'production build of the host and every remote into dist/',
  },
  dev: {
    usage: 'dev [remote] [options]',
    summary: 'every app on its own webpack dev server with reload, plus the sandbox (host on http://localhost:3000); '
      + 'with a remote (`./vitrin dev casino`): only that remote from source, with reload, in the production build of the rest',
    options: [
      { name: '--only', value: '<apps>', help: 'start only these apps, e.g. host,casino (the others show their fallback)' },
      { name: '--no-sandbox', help: 'do not start the sandbox (VITRIN_SANDBOX_URL points the dev host at another)' },
      { name: '--port', value: '<n>', help: 'with a remote: the port of the one dev server (3000)' },
      { name: '--source', value: '<folder>', help: 'with a remote: build it from this folder instead of remote-<name>/ (your own checkout)' },
    ],
  },
  bench: {
    usage: 'bench [load|soak] [options]',
    summary: 'budgets: JS bytes per route, requests, Lighthouse, the lobby walk, the one-bundle ratio → bench/results/latest.json',
    options: [
      { name: '--routes', value: '<paths>', help: 'only these routes, e.g. /,/casino/slot' },
      { name: '--no-lighthouse', help: 'skip Lighthouse' },
      { name: '--runs', value: '<n>', help: 'Lighthouse runs per route, median (3)' },
      { name: '--no-interactions', help: 'skip the lobby walk and the deposit-form timing' },
      { name: '--lobby-steps', value: '<n>', help: 'scroll only the first n screen steps of the slots lobby' },
      { name: '--walks', value: '<n>', help: 'lobby walks in a row (3)' },
      { name: '--walk-network', help: "walk with DevTools' Network domain enabled (the control of ADR 0016)" },
      { name: '--no-ratio', help: 'skip the one-bundle comparison' },
    ],
    subcommands: {
      load: {
        usage: 'bench load [options]',
        summary: '2,000 members polling user/balance (~667/s) on PGlite and PostgreSQL: p50/p99 → bench/results/load.json',
        options: [
          { name: '--db', value: '<list>', help: 'pglite,postgres (both)' },
          { name: '--members', value: '<n>', help: 'signed-in members (2000)' },
          { name: '--interval-ms', value: '<ms>', help: 'poll interval of each member (3000)' },
          { name: '--hub', value: '<n>', help: 'open hub connections (300)' },
          { name: '--seconds', value: '<s>', help: 'measured seconds (30)' },
          { name: '--warmup', value: '<s>', help: 'seconds not measured (5)' },
          { name: '--sockets', value: '<n>', help: 'keep-alive pool (64)' },
          { name: '--logins', value: '<n>', help: 'members also signed in over HTTP (20)' },
          { name: '--profile', value: '<dir>', help: 'the sandbox writes a V8 CPU profile there' },
          { name: '--burst', value: '<n>', help: 'n members sign in at once, 5 s into the window: the polls\' p99 meanwhile (0)' },
          { name: '--realtime', help: 'root: run at real-time priority, so other work on the machine does not count' },
          { name: '--prod', help: 'through nginx in front of two backends on one PostgreSQL (deploy/): polls, notifications fanned out, a backend killed' },
          { name: '--notify-rate', value: '<n>', help: 'with --prod: notifications a second fanned out to the hub connections (1000)' },
        ],
      },
      soak: {
        usage: 'bench soak [options]',
        summary: "a member's page left open (polling, hub messages, hub drops): heap, DOM, listeners → bench/results/soak.json",
        options: [
          { name: '--minutes', value: '<n>', help: 'measured minutes after the warm-up (4)' },
          { name: '--warmup-seconds', value: '<s>', help: 'warm-up (300)' },
          { name: '--sample-seconds', value: '<s>', help: 'sample interval (15)' },
          { name: '--notify-ms', value: '<ms>', help: 'a notification every … (500)' },
          { name: '--balance-ms', value: '<ms>', help: 'a balance change every … (1000)' },
          { name: '--drop-seconds', value: '<s>', help: 'a hub drop every … (30)' },
          { name: '--panel-seconds', value: '<s>', help: 'open and close the notification panel every … (20)' },
          { name: '--path', value: '<path>', help: "the member's page (/)" },
        ],
      },
    },
  },
  release: {
    usage: 'release <remote> [version]',
    summary: 'build one remote as a new immutable version (not yet in service)',
    options: [DIST],
  },
  versions: {
    usage: 'versions [remote] [options]',
    summary: 'list versions, the one in service, its contract and whether its entry answers',
    options: [{ name: '--json', help: 'print the service status as JSON' }, DIST],
  },
  use: {
    usage: 'use <remote> <version>',
    summary: 'put a version in service (new page loads get it)',
    options: [...CHANGE, DIST],
  },
  rollback: {
    usage: 'rollback <remote>',
    summary: 'put the previous version back in service, in one atomic write',
    options: [...CHANGE, DIST],
  },
  canary: {
    usage: 'canary <remote> <version>|step|promote|stop [options]',
    summary: 'serve a version to a share of browsers (5 → 25 → 100), promote it or take it out of service',
    options: [
      { name: '--percent', value: '<n>', help: 'share of browsers, 1 to 100 (5)' },
      { name: '--step-every', value: '<s>', help: 'step on its own after this many healthy seconds' },
      { name: '--reason', value: '<text>', help: 'stop: why, for the history' },
      ...CHANGE, DIST,
    ],
  },
  gc: {
    usage: 'gc [remote] [options]',
    summary: 'remove version folders no remotes.json revision of the retention window served',
    options: [
      { name: '--retention-hours', value: '<n>', help: 'how long an old version stays ($VITRIN_RETENTION_HOURS or 168)' },
      { name: '--dry-run', help: 'only say what would go' },
      ...CHANGE, DIST,
    ],
  },
  operator: {
    usage: 'operator <action> [options]',
    summary: 'operator actions on a running sandbox: notify, balance, messages, payment, sports (`./vitrin operator help`)',
    options: [
      { name: '--user', value: '<username>', help: 'notify, balance: the member' },
      { name: '--title', value: '<text>', help: 'notify: the title' },
      { name: '--note', value: '<text>', help: 'notify: the text' },
      { name: '--type', value: '<type>', help: 'notify: Bonus|Deposit|Withdraw|System|1..5' },
      { name: '--set', value: '<amount>', help: 'balance: the new balance, e.g. 250.50' },
      { name: '--url', value: '<url>', help: 'the sandbox (default http://127.0.0.1:8080)' },
    ],
  },
  conformance: {
    usage: 'conformance --url <backend>',
    summary: 'prove a backend speaks the contract: every call, 401s, idempotency, paging, limits, the hub (exit 1 on a failure)',
    options: [
      { name: '--url', value: '<address>', help: 'the backend as the site reaches it, e.g. http://127.0.0.1:8080' },
      { name: '--notify-hook', value: '<url>', help: "a hook that pushes a notification (the sandbox's: <url>/sandbox/admin/notify)" },
      { name: '--json', value: '<file>', help: 'also write the report as JSON' },
    ],
  },
  help: {
    usage: 'help',
    summary: 'this list',
  },
};

const HELP_FLAGS = new Set(['-h', '--help']);

/**
 * The command (or bench subcommand) the arguments name, and the arguments after it.
 * @param {string[]} argv
 */
export function resolveCommand(argv) {
  const [name, ...rest] = argv;
  const command = name === undefined || HELP_FLAGS.has(name) ? COMMANDS.help : COMMANDS[name];
  if (!command) return null;
  const sub = command.subcommands?.[rest[0] ?? ''];
  return sub ? { command: sub, rest: rest.slice(1) } : { command, rest };
}

/**
 * Why `argv` cannot be run, or null. Only options are checked; the scripts check the words.
 * @param {string[]} argv
 */
export function checkArgs(argv) {
  const resolved = resolveCommand(argv);
  if (!resolved) return `unknown command "${argv[0]}"`;
  const options = resolved.command.options ?? [];
  for (let i = 0; i < resolved.rest.length; i += 1) {
    const arg = resolved.rest[i];
    if (!arg.startsWith('-') || HELP_FLAGS.has(arg)) continue;
    const [flag, inlineValue] = arg.split(/=(.*)/s);
    const option = options.find((o) => o.name === flag);
    if (!option) return `unknown option "${flag}" for ./vitrin ${resolved.command.usage}`;
    if (option.value && inlineValue === undefined) {
      if (resolved.rest[i + 1] === undefined) return `${flag} needs a value ${option.value}`;
      i += 1;
    }
  }
  return null;
}

function table(rows) {
  const width = Math.max(0, ...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join('\n');
}

/**
 * The help of one command, or the list of every command.
 * @param {string[]} [argv]
 */
export function helpText(argv = []) {
  const resolved = argv.length > 0 && COMMANDS[argv[0]] && argv[0] !== 'help' ? resolveCommand(argv) : null;
  if (!resolved) {
    const rows = [];
    for (const command of Object.values(COMMANDS)) {
      rows.push([command.usage, command.summary]);
      for (const sub of Object.values(command.subcommands ?? {})) rows.push([sub.usage, sub.summary]);
    }
    return `usage: ./vitrin <command> [options]   (./vitrin <command> --help for its options)\n${table(rows)}`;
  }
  const { command } = resolved;
  const parts = [`usage: ./vitrin ${command.usage}`, `  ${command.summary}`];
  const options = [...(command.options ?? []), { name: '-h, --help', help: 'print this help' }];
  parts.push('options:', table(options.map((o) => [`${o.name}${o.value ? ` ${o.value}` : ''}`, o.help])));
  if (command.env) parts.push('environment:', command.env.map((line) => `  ${line}`).join('\n'));
  return parts.join('\n');
}

/** @param {string[]} args */
function main([mode, ...argv]) {
  if (mode === 'help') {
    console.log(helpText(argv));
    return 0;
  }
  if (mode === 'check') {
    const problem = checkArgs(argv);
    if (!problem) return 0;
    console.error(`${problem}\n\n${helpText(resolveCommand(argv) ? argv : [])}`);
    return 2;
  }
  console.error('usage: node scripts/cli/commands.mjs help|check <command> [args…]');
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
