import { formatReport, runConformance } from '@vitrin/conformance';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';

jest.setTimeout(180000);

/** The sandbox is the reference backend: the suite an operator's backend must pass passes here. */
describe.each(databasesUnderTest('conformance'))('the conformance suite against the sandbox on %s', (_name, options) => {
  let sb: Sandbox;
  sandboxPerSuite(options, (started) => { sb = started; });

  test('every call and protocol check passes, the hub push included', async () => {
    const report = await runConformance({ url: sb.url, notifyHook: `${sb.url}/sandbox/admin/notify` });
    expect(report.setupError).toBeUndefined();
    expect(formatReport(report)).toContain('All checks pass');
    expect(report.failures).toBe(0);
    expect(report.protocol.map((p) => p.outcome.status)).not.toContain('n/a');
  });
});

describe('the conformance suite against a backend with one answer off the contract', () => {
  let sb: Sandbox;
  sandboxPerSuite({ breakAnswer: 'user/balance' }, (started) => { sb = started; });

  test('fails, naming the call and the check', async () => {
    const report = await runConformance({ url: sb.url });
    expect(report.failures).toBe(1);
    const balance = report.calls.find((call) => call.path === 'user/balance');
    expect(balance?.result.answers).toEqual({ status: 'fail', detail: expect.stringContaining('breaks the response schema at data') });
    expect(formatReport(report)).toContain('user/balance · answers: breaks the response schema');
  });
});
