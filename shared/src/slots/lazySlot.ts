import { createElement, lazy, type ComponentType } from 'react';

/** A slot component that can fetch its code before its first render (see `preloadSlot`). */
export type PreloadableSlot<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
  /** The placer's Retry (`retrySlot`): after a failed load, the next render fetches the code again. */
  forgetFailure: () => void;
};

/**
 * A slot as a plain function component whose code loads on first render. The host's slot loader
 * wraps what it gets in React.lazy, and React cannot resolve a lazy into another lazy (error
 * #306), so a slot must never be a React.lazy object itself. The placer's Suspense covers the load.
 *
 * `preload` starts the same download early (one download for both); a failed one is forgotten,
 * so the first render, and a Retry after it, try again. React.lazy keeps a rejection for good, so
 * after a failed render the inner lazy is replaced, but only when the placer asks (`forgetFailure`
 * on Retry): replaced at once, the re-render after the failure would fetch again in a loop.
 */
export function lazySlot<P extends object>(name: string, load: () => Promise<ComponentType<P>>): PreloadableSlot<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  let failed = false;
  const lazyOnce = () =>
    lazy(() =>
      once().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let Lazy = lazyOnce();
  const Slot = (props: P) => createElement(Lazy as ComponentType<P>, props);
  Slot.displayName = `Slot(${name})`;
  Slot.preload = once;
  Slot.forgetFailure = () => {
    if (!failed) return;
    failed = false;
    Lazy = lazyOnce();
  };
  return Slot;
}
