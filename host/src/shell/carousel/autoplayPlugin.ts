import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider/react';

/**
 * Autoplay for keen-slider. It keeps going after a drag or a click on the arrows (spec §9: autoplay
 * continues after interaction), wraps to the first slide at the end because the carousel does not
 * loop, and pauses only while keyboard focus is inside so a keyboard user is not pulled away.
 */
export function autoplayPlugin(intervalMs: number, startDelayMs = 0): KeenSliderPlugin {
  return (slider: KeenSliderInstance) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let focused = false;
    let started = startDelayMs === 0;
    const clear = () => timer !== undefined && clearTimeout(timer);
    const advance = () => {
      const details = slider.track.details;
      if (!details || details.slides.length < 2) return;
      if (details.rel >= details.maxIdx) slider.moveToIdx(0);
      else slider.next();
    };
    const schedule = () => {
      clear();
      if (focused || !started) return;
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
    slider.on('created', () => {
      slider.container.addEventListener('focusin', onFocusIn);
      slider.container.addEventListener('focusout', onFocusOut);
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
      slider.container.removeEventListener('focusin', onFocusIn);
      slider.container.removeEventListener('focusout', onFocusOut);
    });
  };
}
