import { createBus } from './createBus';

type Events = { ping: { n: number } };
type Channels = { count: number };

describe('createBus', () => {
  it('delivers events to every listener until it unsubscribes', () => {
    const bus = createBus<Events, Channels>({ count: 0 });
    const seen: number[] = [];
    const off = bus.on('ping', ({ n }) => seen.push(n));
    bus.emit('ping', { n: 1 });
    off();
    bus.emit('ping', { n: 2 });
    expect(seen).toEqual([1]);
  });

  it('replays the latest channel value to a late subscriber', () => {
    const bus = createBus<Events, Channels>({ count: 0 });
    bus.set('count', 3);
    const seen: number[] = [];
    bus.subscribe('count', (v) => seen.push(v));
    bus.set('count', 4);
    expect(seen).toEqual([3, 4]);
  });

  it('does not notify when a channel is set to the same value', () => {
    const bus = createBus<Events, Channels>({ count: 1 });
    const handler = jest.fn();
    bus.subscribe('count', handler);
    bus.set('count', 1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps notifying the other listeners when one throws', () => {
    const bus = createBus<Events, Channels>({ count: 0 });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const good = jest.fn();
    bus.on('ping', () => {
      throw new Error('bad listener');
    });
    bus.on('ping', good);
    bus.emit('ping', { n: 1 });
    expect(good).toHaveBeenCalledWith({ n: 1 });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
