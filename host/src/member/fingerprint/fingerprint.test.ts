import { componentsInTasks, ensureFingerprint, FINGERPRINT_LATEST_MS, scheduleFingerprint } from './fingerprint';
import { FINGERPRINT_FONT_LIST, FONTS_PER_SLICE } from './fontsInSlices';
import { nextQuietMoment, QUIET_MOMENT_TIMEOUT_MS } from './measuringFrame';

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

describe('scheduleFingerprint (issue 15: off the first screen\'s main thread)', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for the player\'s first tap or key, then runs once', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    const stop = scheduleFingerprint(run);
    jest.advanceTimersByTime(FINGERPRINT_LATEST_MS - 1000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FINGERPRINT_LATEST_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
    stop();
  });

  it('runs anyway a while after the load event without any interaction, and not after being stopped', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    scheduleFingerprint(run);
    jest.advanceTimersByTime(FINGERPRINT_LATEST_MS);
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);

    const never = jest.fn();
    scheduleFingerprint(never)();
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(FINGERPRINT_LATEST_MS * 2);
    expect(never).not.toHaveBeenCalled();
  });
});

describe('componentsInTasks (issue 9: one entropy source per task)', () => {
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
    const yieldToBrowser = async () => {
      order.push('yield');
    };
    const components = await componentsInTasks(library, { betweenTasks: yieldToBrowser, beforeMeasure: yieldToBrowser });
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

  it('waits for a quiet moment before each text measure in a hidden frame, and only there', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const library = {
      sources: { timezone: () => 'timezone' },
      loadSources: () => async () => ({ timezone: { value: 'timezone', duration: 1 } }),
      isChromium: () => true,
      isWebKit: () => false,
    } as unknown as Parameters<typeof componentsInTasks>[0];
    const betweenTasks = jest.fn(() => Promise.resolve());
    const beforeMeasure = jest.fn(() => Promise.resolve());
    await componentsInTasks(library, { betweenTasks, beforeMeasure });
    // Font preferences: 2; fonts: 1 after its frame opens, then 1 per slice.
    expect(beforeMeasure).toHaveBeenCalledTimes(2 + 1 + Math.ceil(FINGERPRINT_FONT_LIST.length / FONTS_PER_SLICE));
    // One before the source, one between the two frames, one before the hash.
    expect(betweenTasks).toHaveBeenCalledTimes(3);
  });
});

describe('nextQuietMoment', () => {
  const realIdle = (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  afterEach(() => {
    (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = realIdle;
  });

  it('waits for an idle moment, at most QUIET_MOMENT_TIMEOUT_MS', async () => {
    const idle = jest.fn((callback: () => void, _options: { timeout: number }) => {
      callback();
      return 1;
    });
    (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = idle;
    await nextQuietMoment();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: QUIET_MOMENT_TIMEOUT_MS });
  });

  it('is the next task where there are no idle callbacks', async () => {
    (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = undefined;
    jest.useFakeTimers();
    let done = false;
    const moment = nextQuietMoment().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    await moment;
    expect(done).toBe(true);
    jest.useRealTimers();
  });
});
