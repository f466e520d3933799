import { ensureFingerprint, FINGERPRINT_LATEST_MS, scheduleFingerprint } from './fingerprint';
import { componentsInTasks } from './fingerprintAgent';
import { STILL_AFTER_MS } from './stillness';

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

  it('shares one run between callers at the same time (the schedule and a member\'s session)', async () => {
    let finish: (id: { visitorId: string }) => void = () => {};
    const load = jest.fn(async () => ({ get: () => new Promise<{ visitorId: string }>((resolve) => { finish = resolve; }) }));
    const first = ensureFingerprint(load);
    const second = ensureFingerprint(load);
    await Promise.resolve();
    await Promise.resolve();
    finish({ visitorId: 'shared' });
    await expect(Promise.all([first, second])).resolves.toEqual(['shared', 'shared']);
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

describe('scheduleFingerprint (off the first screen\'s main thread)', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for the player\'s first tap or key, then runs once', async () => {
    jest.useFakeTimers();
    const run = jest.fn();
    const stop = scheduleFingerprint(run);
    await jest.advanceTimersByTimeAsync(FINGERPRINT_LATEST_MS - 1000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    await jest.advanceTimersByTimeAsync(STILL_AFTER_MS + 1);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(FINGERPRINT_LATEST_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
    stop();
  });

  it('runs anyway a while after the load event without any interaction, and not after being stopped', async () => {
    jest.useFakeTimers();
    const run = jest.fn();
    scheduleFingerprint(run);
    await jest.advanceTimersByTimeAsync(FINGERPRINT_LATEST_MS + STILL_AFTER_MS + 1);
    expect(run).toHaveBeenCalledTimes(1);

    const never = jest.fn();
    scheduleFingerprint(never)();
    window.dispatchEvent(new Event('pointerdown'));
    await jest.advanceTimersByTimeAsync(FINGERPRINT_LATEST_MS * 2);
    expect(never).not.toHaveBeenCalled();
  });

  it('A first touch that starts a scroll waits until the page has been still, however long the scroll', async () => {
    jest.useFakeTimers();
    const run = jest.fn();
    const stop = scheduleFingerprint(run);
    window.dispatchEvent(new Event('touchstart'));
    // A scroll event every 100 ms for 30 s (a guest flicking through the lobby).
    for (let i = 0; i < 300; i += 1) {
      document.dispatchEvent(new Event('scroll'));
      await jest.advanceTimersByTimeAsync(100);
    }
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(STILL_AFTER_MS - 100 - 1);
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2);
    expect(run).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stopped while it waits for the page to be still, it never runs', async () => {
    jest.useFakeTimers();
    const run = jest.fn();
    const stop = scheduleFingerprint(run);
    window.dispatchEvent(new Event('touchstart'));
    await jest.advanceTimersByTimeAsync(STILL_AFTER_MS - 10);
    document.dispatchEvent(new Event('scroll'));
    await jest.advanceTimersByTimeAsync(100);
    stop();
    await jest.advanceTimersByTimeAsync(FINGERPRINT_LATEST_MS);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('componentsInTasks (one entropy source per task)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs each of the library\'s sources alone after a task boundary, skips domBlockers, adds the fonts and font preferences measured in tasks', async () => {
    const order: string[] = [];
    // The canvas source's fonts are shaped first, each piece in a task of its own (canvasTextWarmUp).
    const scratch = { font: '', measureText: () => order.push('shape') };
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(scratch as unknown as CanvasRenderingContext2D);
    const source = (name: string) => () => name;
    const library = {
      sources: { fonts: source('fonts'), domBlockers: source('domBlockers'), fontPreferences: source('fontPreferences'), canvas: source('canvas'), timezone: source('timezone') },
      loadSources: jest.fn((sources: Record<string, () => string>) => async () => {
        const [key, run] = Object.entries(sources)[0] as [string, () => string];
        order.push(`run ${key}`);
        return { [key]: { value: run(), duration: 1 } };
      }),
      isChromium: () => true,
      isWebKit: () => false,
    } as unknown as Parameters<typeof componentsInTasks>[0];
    const components = await componentsInTasks(library, async () => {
      order.push('yield');
    });
    expect(library.loadSources).toHaveBeenCalledTimes(2);
    expect(order.slice(0, 12)).toEqual([
      'yield', 'shape', 'yield', 'shape', 'yield', 'shape', 'yield', 'shape',
      'yield', 'run canvas', 'yield', 'run timezone',
    ]);
    expect(components).toMatchObject({
      canvas: { value: 'canvas' },
      timezone: { value: 'timezone' },
      fonts: { value: [] },
      fontPreferences: { value: { default: 0, apple: 0, serif: 0, sans: 0, mono: 0, min: 0, system: 0 } },
    });
    expect(components).not.toHaveProperty('domBlockers');
  });
});
