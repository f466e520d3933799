import { useEffect, useState } from 'react';
import { nextHeaderHidden } from './scrollDirection';

/** Whether the header is tucked away, following the page's scroll direction. */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        // Read lastY now: React may run the updater later, after lastY has moved on.
        const previous = lastY;
        lastY = y;
        setHidden((was) => nextHeaderHidden(previous, y, was));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return hidden;
}
