type Handler<P> = (payload: P) => void;

export interface Bus<E extends object, C extends object> {
  emit<K extends keyof E & string>(name: K, payload: E[K]): void;
  on<K extends keyof E & string>(name: K, handler: Handler<E[K]>): () => void;
  get<K extends keyof C & string>(channel: K): C[K];
  set<K extends keyof C & string>(channel: K, value: C[K]): void;
  /** Calls the handler now with the latest value, then on every change. */
  subscribe<K extends keyof C & string>(channel: K, handler: Handler<C[K]>): () => void;
}

export function createBus<E extends object, C extends object>(initial: C): Bus<E, C> {
  const listeners = new Map<string, Set<Handler<unknown>>>();
  const channelListeners = new Map<string, Set<Handler<unknown>>>();
  const values = new Map<string, unknown>(Object.entries(initial));

  const add = (map: Map<string, Set<Handler<unknown>>>, name: string, handler: Handler<unknown>) => {
    let set = map.get(name);
    if (!set) map.set(name, (set = new Set()));
    set.add(handler);
    return () => void set.delete(handler);
  };
  // One failing listener must not stop the others, nor the emitter.
  const notify = (set: Set<Handler<unknown>> | undefined, payload: unknown, name: string) => {
    for (const handler of [...(set ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`[vitrin bus] a listener of "${name}" threw`, error);
      }
    }
  };

  return {
    emit(name, payload) {
      notify(listeners.get(name), payload, name);
    },
    on(name, handler) {
      return add(listeners, name, handler as Handler<unknown>);
    },
    get(channel) {
      return values.get(channel) as never;
    },
    set(channel, value) {
      if (Object.is(values.get(channel), value)) return;
      values.set(channel, value);
      notify(channelListeners.get(channel), value, channel);
    },
    subscribe(channel, handler) {
      const off = add(channelListeners, channel, handler as Handler<unknown>);
      handler(values.get(channel) as never);
      return off;
    },
  };
}
