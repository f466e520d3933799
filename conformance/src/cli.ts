/**
 * `./vitrin conformance --url <backend> [--notify-hook <url>] [--json <file>]`: the table on
 * stdout, exit 0 when every check passes, 1 when one fails, 2 on a usage error.
 */
import { writeFileSync } from 'node:fs';
import { formatReport, runConformance } from './conformance';

// The options and their help are written once, in scripts/cli/commands.mjs (`./vitrin conformance --help`).
const USAGE = 'usage: ./vitrin conformance --url <backend> [--notify-hook <url>] [--json <file>]   (--help: ./vitrin conformance --help)';

function parse(argv: string[]): { url: string; notifyHook?: string; json?: string } | 'help' {
  const options: { url?: string; notifyHook?: string; json?: string } = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return 'help';
    const value = argv[i + 1];
    if (!['--url', '--notify-hook', '--json'].includes(arg)) throw new Error(`unknown option ${arg}`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
    i += 1;
    if (arg === '--url') options.url = value;
    else if (arg === '--notify-hook') options.notifyHook = value;
    else options.json = value;
  }
  if (!options.url) throw new Error('--url is required');
  if (!/^https?:\/\//.test(options.url)) throw new Error('--url must be an http(s) address');
  return { ...options, url: options.url };
}

let parsed;
try {
  parsed = parse(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (parsed === 'help') {
  console.log(USAGE);
  process.exit(0);
}
const report = await runConformance(parsed);
console.log(formatReport(report));
if (parsed.json) writeFileSync(parsed.json, `${JSON.stringify(report, null, 2)}\n`);
process.exit(report.failures === 0 ? 0 : 1);
