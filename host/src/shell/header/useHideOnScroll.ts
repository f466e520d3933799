import { useEffect, type RefObject } from 'react';
import { nextHeaderHidden } from './scrollDirection';

/**
 * Tucks the header away following the page's scroll direction, by writing `data-hidden` on the
 * element (the header's style moves it by that attribute). Not React state on purpose:
 * each flip re-rendered the whole header — logo, search, menus, every styled part — in one
 * long blocking render on a phone (ADR 0014), twice per lobby page (hidden on the way
 * down, shown again when the next page scrolls to the top). An attribute costs one style change.
 */
export function useHideOnScroll(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let hidden = false;
    element.dataset.hidden = 'false';
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const next = nextHeaderHidden(lastY, y, hidden);
        lastY = y;
        if (next !== hidden) {
          hidden = next;
          element.dataset.hidden = next ? 'true' : 'false';
        }
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
}
