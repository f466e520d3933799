import { ensureFingerprint } from './fingerprint';

describe('ensureFingerprint', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('computes once and stores under fingerprint', async () => {
    const load = jest.fn(async () => ({ get: async () => ({ visitorId: 'abc123' }) }));
    await expect(ensureFingerprint(load)).resolves.toBe('abc123');
    expect(localStorage.getItem('fingerprint')).toBe('abc123');
    await expect(ensureFingerprint(load)).resolves.toBe('abc123');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives up after 5000 ms without storing anything', async () => {
    jest.useFakeTimers();
    const load = () => new Promise<never>(() => {});
    const promise = ensureFingerprint(load);
    await jest.advanceTimersByTimeAsync(5000);
    await expect(promise).resolves.toBeNull();
    expect(localStorage.getItem('fingerprint')).toBeNull();
  });
});
