import { REDUCED_MOTION_QUERY } from '@vitrin/contract';

/**
 * jsdom has no matchMedia: this one answers `reduce` for the reduced-motion query as the test
 * asks and no to every other query, and tells listeners when `set` changes the answer.
 */
export function answerReducedMotion(reduce: boolean): { set: (reduce: boolean) => void } {
  let current = reduce;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  type Listener = (event: { matches: boolean }) => void;
  window.matchMedia = ((query: string) => {
    const motion = query === REDUCED_MOTION_QUERY;
    const add = (listener: Listener) => motion && listeners.add(listener);
    const remove = (listener: Listener) => listeners.delete(listener);
    return {
      get matches() {
        return motion && current;
      },
      media: query,
      onchange: null,
      addListener: add,
      removeListener: remove,
      addEventListener: (_type: string, listener: Listener) => add(listener),
      removeEventListener: (_type: string, listener: Listener) => remove(listener),
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      current = next;
      listeners.forEach((listener) => listener({ matches: next }));
    },
  };
}
