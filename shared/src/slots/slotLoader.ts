import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { RemoteLoadError } from './RemoteLoadError';

// Props are opaque here: the slot's owner documents them, the placer passes them through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SlotComponentType = ComponentType<any>;

export interface SlotLoadOptions {
  /** True when the user asked to retry: the loader should forget an earlier failure first. */
  retry: boolean;
}

/** Resolves a remote's named slot. The host registers the real one (it owns the federation runtime). */
export type SlotLoader = (remote: string, slot: string, options: SlotLoadOptions) => Promise<SlotComponentType>;

interface SlotRegistry {
  loader: SlotLoader | null;
  cache: Map<string, Promise<SlotComponentType>>;
  lazies: Map<string, { promise: Promise<SlotComponentType>; component: LazyExoticComponent<SlotComponentType> }>;
}

// On globalThis for the same reason as the bus: a stray second copy of @vitrin/shared in a remote
// must still find the loader the host registered.
const holder = globalThis as unknown as { __vitrinSlots_v1?: SlotRegistry };
const registry: SlotRegistry = holder.__vitrinSlots_v1 ?? (holder.__vitrinSlots_v1 = { loader: null, cache: new Map(), lazies: new Map() });

const keyOf = (remote: string, slot: string) => `${remote}/${slot}`;

/**
 * React.lazy must resolve to a function or class; remotes usually expose their slots as lazy (or
 * memo) objects themselves, so those are rendered through a small function component.
 */
function asFunctionComponent(loaded: SlotComponentType): SlotComponentType {
  if (typeof loaded === 'function') return loaded;
  const Rendered = (props: Record<string, unknown>) => createElement(loaded, props);
  Rendered.displayName = 'SlotOf(lazy)';
  return Rendered;
}

/** The host calls this once at start-up, before the first render. */
export function registerSlotLoader(loader: SlotLoader): void {
  registry.loader = loader;
  registry.cache.clear();
  registry.lazies.clear();
}

/**
 * The component of one slot. The promise is cached so React's `use` sees the same one on every
 * render; a failure stays cached until `forgetSlot` (a retry), so a broken remote is not fetched
 * again on every render.
 */
export function loadSlot(remote: string, slot: string, options: SlotLoadOptions = { retry: false }): Promise<SlotComponentType> {
  const key = keyOf(remote, slot);
  const cached = registry.cache.get(key);
  if (cached && !options.retry) return cached;
  const loader = registry.loader;
  const promise = loader
    ? loader(remote, slot, options).then((component) => {
      // A remote loaded before hands back the same slot component: a `lazySlot` whose code failed
      // keeps that failure (React.lazy) until told a Retry was asked for.
      if (options.retry) (component as { forgetFailure?: () => void }).forgetFailure?.();
      return component;
    })
    : Promise.reject(new RemoteLoadError(remote, 'unavailable', `No slot loader is registered; cannot place ${key}.`));
  registry.cache.set(key, promise);
  // Marks the rejection as handled; whoever reads the promise still sees it.
  promise.catch(() => undefined);
  return promise;
}

/**
 * Fetches a slot before anything renders it: the remote's module and, when the slot can say how
 * (`lazySlot`'s `preload`), its code. For a page that will show the slot once its own code has
 * run (a /dashboard page inside account's frame), so the two download side by side. Failures are
 * left to the render, which shows the slot's fallback and Retry as always.
 */
export function preloadSlot(remote: string, slot: string): void {
  loadSlot(remote, slot)
    .then((component) => (component as { preload?: () => Promise<unknown> }).preload?.())
    .catch(() => undefined);
}

/** Starts loading a slot again (the user pressed Retry); the next render picks the new promise up. */
export function retrySlot(remote: string, slot: string): Promise<SlotComponentType> {
  return loadSlot(remote, slot, { retry: true });
}

/**
 * A lazy component over the cached load of a slot: the same object while the load stays the same,
 * so re-renders and re-mounts do not suspend again; a new one after a retry.
 */
export function slotComponent(remote: string, slot: string): LazyExoticComponent<SlotComponentType> {
  const key = keyOf(remote, slot);
  const promise = loadSlot(remote, slot);
  const known = registry.lazies.get(key);
  if (known && known.promise === promise) return known.component;
  const component = lazy(() => promise.then((loaded) => ({ default: asFunctionComponent(loaded) })));
  registry.lazies.set(key, { promise, component });
  return component;
}
