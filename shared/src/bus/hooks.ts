import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { bus } from './bus';
import type { BusChannels, BusEvents } from './events';

/** The latest value of a state channel; re-renders on change. */
export function useChannel<K extends keyof BusChannels & string>(channel: K): BusChannels[K] {
  // One subscription for the component's life: a new function at each render would make React
  // unsubscribe and subscribe again at every render (thousands of tiles in a lobby walk).
  const subscribe = useCallback((onChange: () => void) => bus.subscribe(channel, onChange), [channel]);
  return useSyncExternalStore(
    subscribe,
    () => bus.get(channel),
    () => bus.get(channel),
  );
}

/** Listens to an event for the life of the component; the handler may change between renders. */
export function useBusEvent<K extends keyof BusEvents & string>(name: K, handler: (payload: BusEvents[K]) => void): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => bus.on(name, (payload) => ref.current(payload)), [name]);
}
