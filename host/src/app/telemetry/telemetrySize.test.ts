/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformSync } from '@swc/core';
import { REMOTE_NAMES, TELEMETRY_MAX_FAILURES, type ReportFailuresRequest } from '@vitrin/contract';
import { TELEMETRY_MAX_BYTES } from './failureTelemetry';

// What the failure telemetry costs a page (ADR 0033 "Figures"): the code it adds to the host and
// the beacon it sends once per page load (capped at TELEMETRY_MAX_BYTES). The budget is 2 KB for each.
const BUDGET = 2048;
const bytes = (report: ReportFailuresRequest) => Buffer.byteLength(JSON.stringify(report));
const ran = REMOTE_NAMES.map((remote) => ({ remote, version: '1.0.3', canary: remote === 'casino' }));
const page = 'AbCdEfGhIjKlMnOp';

describe('the failure telemetry\'s size', () => {
  it('its code, minified as the host build does (swc) and gzipped on its own, is under 2 KB', () => {
    const source = fs.readFileSync(path.join(__dirname, 'failureTelemetry.ts'), 'utf8');
    const { code } = transformSync(source, {
      filename: 'failureTelemetry.ts',
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022', minify: { compress: { passes: 2 }, mangle: true } },
      minify: true,
      module: { type: 'es6' },
    });
    const gzip = gzipSync(code, { level: 9 }).length;
    console.info(`failure telemetry: ${code.length} B minified, ${gzip} B gzip`);
    expect(gzip).toBeLessThanOrEqual(BUDGET);
  });

  it('a page load\'s beacon is a few hundred bytes, and under 2 KB with up to ten failures', () => {
    const healthy = bytes({ page, ran, failures: [] });
    const failure = { remote: 'casino' as const, version: '1.0.3', kind: 'chunk-load' as const, phase: 'afterResolve' };
    const failing = bytes({ page, ran, failures: Array.from({ length: 10 }, () => failure) });
    const most = bytes({ page, ran, failures: Array.from({ length: TELEMETRY_MAX_FAILURES }, () => failure) });
    console.info(`beacon: ${healthy} B with no failure, ${failing} B with 10, ${most} B with the most a report carries (${TELEMETRY_MAX_FAILURES})`);
    expect(healthy).toBeLessThan(400);
    expect(failing).toBeLessThanOrEqual(BUDGET);
    // Past ten or so failures the beacon would outgrow the budget: the telemetry leaves the last ones out.
    expect(most).toBeGreaterThan(BUDGET);
    expect(TELEMETRY_MAX_BYTES).toBe(BUDGET);
  });
});
