import { bus } from '@vitrin/shared';
import { failureKindOf, startFailureTelemetry, TELEMETRY_MAX_BYTES } from './failureTelemetry';

const registry = (statuses: Record<string, string>) => ({
  status: (name: string) => (statuses[name] ?? 'idle') as never,
  subscribe: () => () => undefined,
});
const entries = {
  casino: { entry: 'http://localhost/remotes/casino/1.0.3/remoteEntry.js', version: '1.0.3', canary: true },
  payments: { entry: 'http://localhost/remotes/payments/1.0.0/remoteEntry.js', version: '1.0.0' },
};

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
}

describe('failure telemetry', () => {
  it('sends nothing while the page is shown, then one batch when it is hidden: versions that ran and failures by kind', () => {
    const send = jest.fn(() => true);
    const stop = startFailureTelemetry({ rate: 1, entries, registry: registry({ casino: 'failed' }), base: 'http://localhost/', random: () => 0.5, send });
    bus.emit('remote/failed', { remote: 'casino', reason: 'route /casino/slot: lobby exploded for a@b.com' });
    bus.emit('remote/failed', { remote: 'payments', reason: 'load-error: http://x/remoteEntry.js failed to load' });
    expect(send).not.toHaveBeenCalled();
    hide();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('http://localhost/api/telemetry/failures');
    const report = JSON.parse(body);
    expect(report.page).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(report.ran).toEqual(expect.arrayContaining([
      { remote: 'casino', version: '1.0.3', canary: true }, { remote: 'payments', version: '1.0.0', canary: false },
    ]));
    expect(report.failures).toEqual([
      { remote: 'casino', version: '1.0.3', kind: 'boundary' },
      { remote: 'payments', version: '1.0.0', kind: 'entry-load' },
    ]);
    // No message text leaves the page (it may hold personal data).
    expect(body).not.toContain('a@b.com');
    // A second hide sends only what is new.
    hide();
    expect(JSON.parse((send.mock.calls[1] as unknown as [string, string])[1]).failures).toEqual([]);
    stop?.();
  });

  it('keeps a page load\'s beacon within 2 KB: the first failures go, the last ones are left out', () => {
    const send = jest.fn(() => true);
    const stop = startFailureTelemetry({ rate: 1, entries, registry: registry({ casino: 'failed', payments: 'ready' }), base: 'http://localhost/', random: () => 0.5, send });
    for (let i = 0; i < 40; i += 1) bus.emit('remote/failed', { remote: 'casino', reason: 'load-error: the entry failed (lifecycle: afterResolve)' });
    hide();
    const [, body] = send.mock.calls[0] as unknown as [string, string];
    expect(body.length).toBeLessThanOrEqual(TELEMETRY_MAX_BYTES);
    const report = JSON.parse(body);
    expect(report.failures.length).toBeGreaterThan(10);
    expect(report.failures.length).toBeLessThan(40);
    expect(report.failures[0]).toEqual({ remote: 'casino', version: '1.0.3', kind: 'entry-load', phase: 'afterResolve' });
    stop?.();
  });

  it('a page outside the sampled rate listens to nothing and sends nothing', () => {
    const send = jest.fn(() => true);
    expect(startFailureTelemetry({ rate: 0.1, entries, registry: registry({ casino: 'ready' }), random: () => 0.5, send })).toBeNull();
    bus.emit('remote/failed', { remote: 'casino', reason: 'boom' });
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
  });

  it('tells a failed lazy chunk and a contract refusal apart from a render error', () => {
    expect(failureKindOf('route /casino/slot: ChunkLoadError: Loading chunk 512 failed.')).toBe('chunk-load');
    expect(failureKindOf('incompatible: remotes.json: version 2.0.0 was built against contract 2.0.0')).toBe('contract');
    expect(failureKindOf('timeout: entry did not load within 10000 ms.')).toBe('entry-load');
    expect(failureKindOf('slot HomeGameRails: Cannot read properties of undefined')).toBe('boundary');
  });
});
