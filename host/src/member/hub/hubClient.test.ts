import type { HubMessage, HubStatus } from '@vitrin/shared';
import { createHubClient, type SignalRModule } from './hubClient';
import { hubUrl } from './hubUrl';

/** A stand-in for @microsoft/signalr that records how the connection was built. */
function fakeSignalR(startImpl: () => Promise<void> = async () => {}) {
  const handlers: Record<string, (...args: unknown[]) => void> = {};
  const built = {
    url: '',
    options: {} as Record<string, unknown>,
    delays: [] as number[],
    connection: {
      serverTimeoutInMilliseconds: 0,
      keepAliveIntervalInMilliseconds: 0,
      start: jest.fn(startImpl),
      stop: jest.fn(async () => {}),
      on: jest.fn((name: string, fn: (...args: unknown[]) => void) => void (handlers[name] = fn)),
      onreconnecting: jest.fn((fn: (e?: Error) => void) => void (handlers.reconnecting = fn as never)),
      onreconnected: jest.fn((fn: () => void) => void (handlers.reconnected = fn as never)),
      onclose: jest.fn((fn: (e?: Error) => void) => void (handlers.close = fn as never)),
    },
  };
  class HubConnectionBuilder {
    withUrl(url: string, options: Record<string, unknown>) {
      built.url = url;
      built.options = options;
      return this;
    }
    withAutomaticReconnect(delays: number[]) {
      built.delays = delays;
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      return built.connection;
    }
  }
  const module = { HubConnectionBuilder, HttpTransportType: { WebSockets: 1 }, LogLevel: { None: 6 } } as unknown as SignalRModule;
  return { module, built, handlers };
}

function setup(fake = fakeSignalR()) {
  const statuses: HubStatus[] = [];
  const messages: HubMessage[] = [];
  const load = jest.fn(async () => fake.module);
  const client = createHubClient({
    load,
    setStatus: (s) => statuses.push(s),
    emit: (m) => messages.push(m),
    baseURI: () => 'https://site.example/tr/',
  });
  return { client, statuses, messages, load, ...fake };
}

describe('hub client (spec §7)', () => {
  it('connects with the spec options and reports its state', async () => {
    const { client, statuses, built, load } = setup();
    await client.start('tok', 'fp1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(built.url).toBe('wss://site.example/tr/hub/frnotify?fingerprint=fp1');
    expect(built.options.skipNegotiation).toBe(true);
    expect(built.options.transport).toBe(1);
    expect((built.options.accessTokenFactory as () => string)()).toBe('tok');
    expect(built.delays).toEqual([0, 2000, 10000, 30000]);
    expect(built.connection.serverTimeoutInMilliseconds).toBe(30000);
    expect(built.connection.keepAliveIntervalInMilliseconds).toBe(15000);
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('re-emits NotifyMessage as hub/message, in both argument shapes', async () => {
    const { client, messages, handlers } = setup();
    await client.start('tok', null);
    handlers.NotifyMessage!('Notification', '{"id":1}');
    handlers.NotifyMessage!({ command: 'Balance', message: '12.5' });
    expect(messages).toEqual([
      { command: 'Notification', message: '{"id":1}' },
      { command: 'Balance', message: '12.5' },
    ]);
  });

  it('reports reconnecting, reconnected and close as states and disconnect messages', async () => {
    const { client, statuses, messages, handlers } = setup();
    await client.start('tok', null);
    handlers.reconnecting!(new Error('lost'));
    handlers.reconnected!();
    handlers.close!(new Error('gone'));
    expect(statuses).toEqual(['connecting', 'connected', 'reconnecting', 'connected', 'disconnected']);
    expect(messages).toEqual([
      { command: 'disconnect', message: 'lost' },
      { command: 'disconnect', message: 'gone' },
    ]);
  });

  it('emits error when the first start fails, retries on the schedule, then gives up', async () => {
    jest.useFakeTimers();
    try {
      const fake = fakeSignalR(async () => {
        throw new Error('refused');
      });
      const { client, statuses, messages } = setup(fake);
      const started = client.start('tok', null);
      await jest.advanceTimersByTimeAsync(43000);
      await started;
      expect(fake.built.connection.start).toHaveBeenCalledTimes(5);
      expect(messages.every((m) => m.command === 'error' && m.message === 'refused')).toBe(true);
      expect(statuses.at(-1)).toBe('disconnected');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops on logout and ignores late callbacks of the old connection', async () => {
    const { client, statuses, messages, handlers, built } = setup();
    await client.start('tok', null);
    await client.stop();
    expect(built.connection.stop).toHaveBeenCalled();
    expect(statuses.slice(-2)).toEqual(['disconnecting', 'disconnected']);
    handlers.close!(undefined);
    handlers.NotifyMessage!('Notification', '{}');
    expect(messages).toEqual([]);
  });

  it('reports an error when signalr cannot be loaded', async () => {
    const statuses: HubStatus[] = [];
    const messages: HubMessage[] = [];
    const client = createHubClient({
      load: () => Promise.reject(new Error('chunk failed')),
      setStatus: (s) => statuses.push(s),
      emit: (m) => messages.push(m),
      baseURI: () => 'http://localhost/',
    });
    await client.start('tok', null);
    expect(statuses).toEqual(['connecting', 'disconnected']);
    expect(messages).toEqual([{ command: 'error', message: 'chunk failed' }]);
  });
});

describe('hubUrl', () => {
  it('resolves against the document base with the ws scheme', () => {
    expect(hubUrl('http://127.0.0.1:4000/', null)).toBe('ws://127.0.0.1:4000/hub/frnotify');
    expect(hubUrl('https://x.example/a/b', 'f p')).toBe('wss://x.example/a/hub/frnotify?fingerprint=f+p');
  });
});
