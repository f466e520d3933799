import { createElement, lazy, type ComponentType } from 'react';

/**
 * A slot as a plain function component whose code loads on first render. The host's slot loader
 * wraps what it gets in React.lazy, and React cannot resolve a lazy into another lazy (error
 * #306), so a slot must never be a React.lazy object itself. The placer's Suspense covers the load.
 */
export function lazySlot<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Slot = (props: P) => createElement(Lazy as ComponentType<P>, props);
  Slot.displayName = `Slot(${name})`;
  return Slot;
}
