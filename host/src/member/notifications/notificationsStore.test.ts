import { dispatchNotifications, markNotificationRead, notificationsStore, receiveNotificationMessage } from './notificationsStore';

const item = { id: 7, title: 'Hi', note: 'Body', type: 4, timeStamp: '2026-03-05T14:07:00', isRead: false };

const sent: { url: string; body: string }[] = [];

function answer(body: unknown, status = 200) {
  return jest.fn(async (request: Request) => {
    sent.push({ url: request.url, body: await request.clone().text() });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('notificationsStore', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => dispatchNotifications({ type: 'reset' }));
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('takes a valid Notification hub message', () => {
    receiveNotificationMessage(JSON.stringify(item));
    expect(notificationsStore.get().items).toEqual([item]);
  });

  it.each(['not json', JSON.stringify({ id: 'x' }), JSON.stringify(null)])('logs and ignores a malformed message %j', (message) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    receiveNotificationMessage(message);
    expect(notificationsStore.get().items).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('marks an unread item read once the server says read', async () => {
    dispatchNotifications({ type: 'loaded', items: [item] });
    const fetchMock = answer({ read: true });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await markNotificationRead(7, false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent.at(-1)?.url).toBe('http://localhost/api/customer/readnotification');
    expect(JSON.parse(sent.at(-1)!.body)).toEqual({ id: [7] });
    expect(notificationsStore.get().items[0]?.isRead).toBe(true);
  });

  it('sends nothing for a read item', async () => {
    const fetchMock = answer({ read: true });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await markNotificationRead(7, true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the item unread when the call fails or says read: false', async () => {
    dispatchNotifications({ type: 'loaded', items: [item] });
    globalThis.fetch = answer({ message: 'boom' }, 500) as unknown as typeof fetch;
    await markNotificationRead(7, false);
    expect(notificationsStore.get().items[0]?.isRead).toBe(false);
    globalThis.fetch = answer({ read: false }) as unknown as typeof fetch;
    await markNotificationRead(7, false);
    expect(notificationsStore.get().items[0]?.isRead).toBe(false);
  });
});
