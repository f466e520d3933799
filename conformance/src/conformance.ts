import * as contract from '@vitrin/contract';
import type { CallDefinition } from '@vitrin/contract';
import { CALL_CHECKS, checkCall } from './checks';
import type { CallResult, Outcome } from './checks';
import { PROTOCOL_CHECKS } from './protocol';
import { SCENARIOS } from './scenarios';
import { buildWorld } from './world';

export interface ConformanceOptions {
  /** The backend's address: the site's origin (and base path), under which `api/` and `hub/` answer. */
  url: string;
  /** A test hook of the backend that stores and pushes a notification (`POST {username, title, note, type}`). */
  notifyHook?: string | undefined;
}

export interface ConformanceReport {
  url: string;
  calls: { path: string; extension: boolean; result: CallResult }[];
  protocol: { name: string; outcome: Outcome }[];
  /** Why the suite could not run at all (the backend does not answer, registration refused…). */
  setupError?: string;
  failures: number;
}

/** Every call of the contract, found among its exports (no list kept by hand). */
export function contractCalls(): CallDefinition[] {
  return (Object.values(contract) as unknown[]).filter((value): value is CallDefinition =>
    typeof value === 'object' && value !== null && 'path' in value && 'request' in value && 'response' in value && 'method' in value);
}

/** The calls that may end a session run last: sign-out, the new password, then the panic button (it locks the member out). */
function order(a: CallDefinition, b: CallDefinition): number {
  const last: Record<string, number> = { 'customer/changepassword': 2, 'responsible/panic': 3 };
  const rank = (def: CallDefinition) => last[def.path] ?? (SCENARIOS[def.path]?.ownSession ? 1 : 0);
  return rank(a) - rank(b);
}

/** Runs every call's checks and the protocol checks against `url`; never throws for a failing backend. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const url = options.url.replace(/\/+$/, '');
  const report: ConformanceReport = { url, calls: [], protocol: [], failures: 0 };
  let world;
  try {
    world = await buildWorld(url);
  } catch (error) {
    report.setupError = (error as Error).message;
    report.failures = 1;
    return report;
  }
  const calls = contractCalls().sort(order);
  // The protocol checks run before the calls that end sessions or change the password.
  for (const check of PROTOCOL_CHECKS) {
    let outcome: Outcome;
    try {
      outcome = await check.run(world, { notifyHook: options.notifyHook });
    } catch (error) {
      outcome = { status: 'fail', detail: (error as Error).message };
    }
    report.protocol.push({ name: check.name, outcome });
  }
  for (const def of calls) {
    const scenario = SCENARIOS[def.path];
    let result: CallResult;
    if (!scenario) {
      const missing = { status: 'fail', detail: 'no scenario in conformance/src/scenarios.ts' } as const;
      result = Object.fromEntries(CALL_CHECKS.map((check) => [check, missing])) as CallResult;
    } else {
      try {
        result = await checkCall(world, def, scenario);
      } catch (error) {
        const broken = { status: 'fail', detail: (error as Error).message } as const;
        result = Object.fromEntries(CALL_CHECKS.map((check) => [check, broken])) as CallResult;
      }
    }
    report.calls.push({ path: def.path, extension: def.extension, result });
  }
  report.failures = report.calls.reduce((sum, call) => sum + Object.values(call.result).filter((o) => o.status === 'fail').length, 0)
    + report.protocol.filter((p) => p.outcome.status === 'fail').length;
  return report;
}

const MARK: Record<Outcome['status'], string> = { pass: 'pass', fail: 'FAIL', 'n/a': '·' };

/** The report as a table of call × check, the protocol checks, then each failure with its reason. */
export function formatReport(report: ConformanceReport): string {
  const lines = [`Conformance of ${report.url}`, ''];
  if (report.setupError) return [...lines, `FAIL  the suite could not start: ${report.setupError}`].join('\n');
  const width = Math.max(...report.calls.map((call) => call.path.length + 2), 10);
  lines.push(['call'.padEnd(width), ...CALL_CHECKS.map((check) => check.padEnd(11))].join(' '));
  for (const call of report.calls) {
    const name = `${call.path}${call.extension ? ' *' : ''}`;
    lines.push([name.padEnd(width), ...CALL_CHECKS.map((check) => MARK[call.result[check].status].padEnd(11))].join(' '));
  }
  lines.push('', '* extension of the spec', '');
  for (const { name, outcome } of report.protocol) lines.push(`${MARK[outcome.status].padEnd(5)} ${name}${outcome.status === 'n/a' ? ` (${outcome.detail})` : ''}`);
  const failures = [
    ...report.calls.flatMap((call) => CALL_CHECKS.filter((check) => call.result[check].status === 'fail').map((check) => `${call.path} · ${check}: ${call.result[check].detail}`)),
    ...report.protocol.filter((p) => p.outcome.status === 'fail').map((p) => `${p.name}: ${p.outcome.detail}`),
  ];
  lines.push('', failures.length === 0 ? `All checks pass (${report.calls.length} calls).` : `${failures.length} failed:`);
  for (const failure of failures) lines.push(`  - ${failure}`);
  return lines.join('\n');
}
