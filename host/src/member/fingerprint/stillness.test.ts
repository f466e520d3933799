import { FINGERPRINT_PAUSE_MS, STILL_AFTER_MS, watchStillness, yieldWhenStill } from './stillness';

/** Scroll events every `everyMs` for `forMs` (of the page, or of an element in it). */
async function scrollFor(forMs: number, everyMs = 50, target: EventTarget = document) {
  for (let t = 0; t < forMs; t += everyMs) {
    target.dispatchEvent(new Event('scroll'));
    await jest.advanceTimersByTimeAsync(everyMs);
  }
}

describe('watchStillness (fingerprint measures wait for the player to stop scrolling)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is still at once when nothing scrolled', async () => {
    const watch = watchStillness();
    const done = jest.fn();
    void watch.still().then(done);
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
    watch.stop();
  });

  it('waits STILL_AFTER_MS after the last scroll, an element\'s scroll included', async () => {
    const watch = watchStillness();
    const box = document.createElement('div');
    document.body.appendChild(box);
    const done = jest.fn();
    await scrollFor(500, 50, box);
    void watch.still().then(done);
    await jest.advanceTimersByTimeAsync(STILL_AFTER_MS - 50 - 1);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2);
    expect(done).toHaveBeenCalled();
    watch.stop();
    box.remove();
  });

  it('gives up waiting after atMostMs, and stops listening when stopped', async () => {
    const watch = watchStillness();
    const done = jest.fn();
    document.dispatchEvent(new Event('scroll'));
    void watch.still(200).then(done);
    await scrollFor(150);
    expect(done).not.toHaveBeenCalled();
    await scrollFor(100);
    expect(done).toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(STILL_AFTER_MS);
    watch.stop();
    document.dispatchEvent(new Event('scroll'));
    const after = jest.fn();
    void watch.still().then(after);
    await jest.advanceTimersByTimeAsync(0);
    expect(after).toHaveBeenCalled();
  });
});

describe('yieldWhenStill', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for stillness at most FINGERPRINT_PAUSE_MS over all its calls, then only yields a task', async () => {
    const watch = watchStillness();
    const next = jest.fn(() => Promise.resolve());
    const yieldToBrowser = yieldWhenStill(watch, FINGERPRINT_PAUSE_MS, next);
    let yields = 0;
    document.dispatchEvent(new Event('scroll'));
    // The player never stops scrolling: the measures go on once the budget is spent.
    const measures = (async () => {
      for (let i = 0; i < 5; i += 1) {
        await yieldToBrowser();
        yields += 1;
      }
    })();
    await scrollFor(FINGERPRINT_PAUSE_MS - 100);
    expect(yields).toBe(0);
    await scrollFor(200);
    await measures;
    expect(yields).toBe(5);
    expect(next).toHaveBeenCalledTimes(5);
    watch.stop();
  });
});
