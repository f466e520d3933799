import { atom, createStore } from 'jotai';
import { createBus } from './createBus';
import { channelAtom } from './channelAtom';

type Channels = { count: number; name: string | null };

describe('channelAtom: a bus channel as a jotai atom', () => {
  it('starts at the channel\'s value and follows every change, mounted or not', () => {
    const bus = createBus<object, Channels>({ count: 1, name: null });
    const store = createStore();
    const count = channelAtom(bus, 'count', store);
    expect(store.get(count)).toBe(1);
    // Another container sets the channel: the atom follows without anyone subscribed to it.
    bus.set('count', 2);
    expect(store.get(count)).toBe(2);
  });

  it('writing the atom sets the channel (the bus stays the source of truth)', () => {
    const bus = createBus<object, Channels>({ count: 0, name: null });
    const store = createStore();
    const name = channelAtom(bus, 'name', store);
    const seen: (string | null)[] = [];
    bus.subscribe('name', (value) => seen.push(value));
    store.set(name, 'demo');
    expect(bus.get('name')).toBe('demo');
    expect(store.get(name)).toBe('demo');
    expect(seen).toEqual([null, 'demo']);
  });

  it('a derived atom recomputes from the channel, and its subscribers hear of it', () => {
    const bus = createBus<object, Channels>({ count: 2, name: null });
    const store = createStore();
    const count = channelAtom(bus, 'count', store);
    const doubled = atom((get) => get(count) * 2);
    const heard: number[] = [];
    const off = store.sub(doubled, () => heard.push(store.get(doubled)));
    expect(store.get(doubled)).toBe(4);
    bus.set('count', 5);
    expect(heard).toEqual([10]);
    off();
  });
});
