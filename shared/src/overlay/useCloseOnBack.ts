import { useEffect, useRef } from 'react';
import { pushOverlayEntry, releaseOverlayEntry } from './backStack';

/**
 * Makes the phone's Back close this overlay while it is open (see backStack): give it the
 * overlay's `open` and the same `onClose` its close button calls. Nested overlays close one per
 * Back, topmost first.
 */
export function useCloseOnBack(open: boolean, onClose: () => void) {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    if (!open) return undefined;
    const id = pushOverlayEntry(() => latest.current());
    return () => releaseOverlayEntry(id);
  }, [open]);
}
