import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider/react';
import { REDUCED_MOTION_QUERY } from '@vitrin/contract';

/**
 * Autoplay for keen-slider. It keeps going after a drag or a click on the arrows (spec §9: autoplay
 * continues after interaction), wraps to the first slide at the end because the carousel does not
 * loop, and pauses while keyboard focus is inside so a keyboard user is not pulled away. It also
 * rests while the slider is off screen: a slide nobody sees moving still restyled the page on
 * every animation frame (the footer's provider slider during a lobby walk). It does not play at all
 * while the player asks for reduced motion (WCAG 2.2.2: nothing moves on its own), and starts or
 * stops when that setting changes with the page open; the arrows and dots still work.
 */
export function autoplayPlugin(intervalMs: number, startDelayMs = 0): KeenSliderPlugin {
  return (slider: KeenSliderInstance) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let focused = false;
    let onScreen = true;
    let observer: IntersectionObserver | undefined;
    let started = startDelayMs === 0;
    const motion = typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(REDUCED_MOTION_QUERY) : undefined;
    let reduced = motion?.matches ?? false;
    const clear = () => timer !== undefined && clearTimeout(timer);
    const advance = () => {
      const details = slider.track.details;
      if (!details || details.slides.length < 2) return;
      if (details.rel >= details.maxIdx) slider.moveToIdx(0);
      else slider.next();
    };
    const schedule = () => {
      clear();
      if (focused || !started || !onScreen || reduced) return;
      timer = setTimeout(advance, intervalMs);
    };
    const onFocusIn = () => {
      focused = true;
      clear();
    };
    const onFocusOut = () => {
      focused = false;
      schedule();
    };
    const onMotionChange = (event: { matches: boolean }) => {
      reduced = event.matches;
      schedule();
    };
    slider.on('created', () => {
      slider.container.addEventListener('focusin', onFocusIn);
      slider.container.addEventListener('focusout', onFocusOut);
      motion?.addEventListener('change', onMotionChange);
      if (typeof IntersectionObserver !== 'undefined') {
        observer = new IntersectionObserver((entries) => {
          const visible = entries.some((entry) => entry.isIntersecting);
          if (visible === onScreen) return;
          onScreen = visible;
          if (visible) schedule();
          else clear();
        });
        observer.observe(slider.container);
      }
      if (started) schedule();
      else
        timer = setTimeout(() => {
          started = true;
          schedule();
        }, startDelayMs);
    });
    slider.on('dragStarted', clear);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', () => {
      clear();
      observer?.disconnect();
      motion?.removeEventListener('change', onMotionChange);
      slider.container.removeEventListener('focusin', onFocusIn);
      slider.container.removeEventListener('focusout', onFocusOut);
    });
  };
}
