import type { KeenSliderInstance } from 'keen-slider/react';
import { answerReducedMotion } from '../../../../shared/test/matchMedia';
import { autoplayPlugin } from './autoplayPlugin';

type Handler = () => void;

function fakeSlider() {
  const handlers = new Map<string, Handler[]>();
  const slider = {
    container: document.createElement('div'),
    track: { details: { slides: [{}, {}, {}], rel: 0, maxIdx: 2 } },
    next: jest.fn(),
    moveToIdx: jest.fn(),
    on: (name: string, handler: Handler) => handlers.set(name, [...(handlers.get(name) ?? []), handler]),
  };
  const emit = (name: string) => handlers.get(name)?.forEach((handler) => handler());
  return { slider, emit };
}

/** An IntersectionObserver the test drives: `show(false)` scrolls the slider out of view. */
function fakeObserver() {
  let callback: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  const disconnect = jest.fn();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(cb: typeof callback) {
      callback = cb;
    }
    observe() {}
    disconnect() {
      disconnect();
    }
  };
  return { show: (visible: boolean) => callback?.([{ isIntersecting: visible }]), disconnect };
}

/** The plugin on a fake slider in a viewport the test drives, created: where every test starts. */
function startAutoplay(...options: Parameters<typeof autoplayPlugin>) {
  const view = fakeObserver();
  const { slider, emit } = fakeSlider();
  autoplayPlugin(...options)(slider as unknown as KeenSliderInstance);
  emit('created');
  return { view, slider, emit };
}

describe('autoplayPlugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('advances every interval while on screen, rests off screen and resumes when back', () => {
    const { view, slider, emit } = startAutoplay(1000);
    jest.advanceTimersByTime(1000);
    expect(slider.next).toHaveBeenCalledTimes(1);
    emit('animationEnded');

    view.show(false);
    jest.advanceTimersByTime(5000);
    expect(slider.next).toHaveBeenCalledTimes(1);
    emit('updated');
    jest.advanceTimersByTime(5000);
    expect(slider.next).toHaveBeenCalledTimes(1);

    view.show(true);
    jest.advanceTimersByTime(1000);
    expect(slider.next).toHaveBeenCalledTimes(2);
    emit('destroyed');
    expect(view.disconnect).toHaveBeenCalled();
  });

  it('pauses while keyboard focus is inside (spec §9 keeps going after a drag)', () => {
    const { slider } = startAutoplay(1000);
    slider.container.dispatchEvent(new FocusEvent('focusin'));
    jest.advanceTimersByTime(3000);
    expect(slider.next).not.toHaveBeenCalled();
    slider.container.dispatchEvent(new FocusEvent('focusout'));
    jest.advanceTimersByTime(1000);
    expect(slider.next).toHaveBeenCalledTimes(1);
  });

  it('does not play for a player who asks for reduced motion, and plays once the setting is off', () => {
    const setting = answerReducedMotion(true);
    try {
      const { slider, emit } = startAutoplay(1000, 500);
      jest.advanceTimersByTime(10_000);
      emit('updated');
      jest.advanceTimersByTime(10_000);
      expect(slider.next).not.toHaveBeenCalled();
      setting.set(false);
      jest.advanceTimersByTime(1000);
      expect(slider.next).toHaveBeenCalledTimes(1);
      emit('animationEnded');
      setting.set(true);
      jest.advanceTimersByTime(10_000);
      expect(slider.next).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
