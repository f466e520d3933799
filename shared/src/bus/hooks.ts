import { useEffect, useRef, useSyncExternalStore } from 'react';
import { bus } from './bus';
import type { BusChannels, BusEvents } from './events';

/** The latest value of a state channel; re-renders on change. */
export function useChannel<K extends keyof BusChannels & string>(channel: K): BusChannels[K] {
  return useSyncExternalStore(
    (onChange) => bus.subscribe(channel, onChange),
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
