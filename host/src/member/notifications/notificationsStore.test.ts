import { bus } from '@vitrin/shared';
import { dispatchNotifications, markAllNotificationsRead, markNotificationRead, notificationsAtom, receiveNotificationMessage } from './notificationsStore';
import { pageStore } from '../ui/pageStore';

const item = { id: 7, title: 'Hi', note: 'Body', type: 4, timeStamp: '2026-03-05T14:07:00', isRead: false };

const sent: { url: string; body: string }[] = [];

function answer(body: unknown, status = 200) {
  return jest.fn(async (request: Request) => {
    sent.push({ url: request.url, body: await request.clone().text() });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('notificationsAtom', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => dispatchNotifications({ type: 'reset' }));
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('takes a valid Notification hub message', () => {
    receiveNotificationMessage(JSON.stringify(item));
    expect(pageStore.get(notificationsAtom).items).toEqual([item]);
  });

  it.each(['not json', JSON.stringify({ id: 'x' }), JSON.stringify(null)])('logs and ignores a malformed message %j', (message) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    receiveNotificationMessage(message);
    expect(pageStore.get(notificationsAtom).items).toEqual([]);
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
    expect(pageStore.get(notificationsAtom).items[0]?.isRead).toBe(true);
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
    expect(pageStore.get(notificationsAtom).items[0]?.isRead).toBe(false);
    globalThis.fetch = answer({ read: false }) as unknown as typeof fetch;
    await markNotificationRead(7, false);
    expect(pageStore.get(notificationsAtom).items[0]?.isRead).toBe(false);
  });

  it('says a live notification in a toast with its title line, once for a burst', () => {
    const toasts: unknown[] = [];
    const off = bus.on('toast/show', (toast) => toasts.push(toast));
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    receiveNotificationMessage(JSON.stringify({ ...item, id: 8, title: '₺250,00 yatırımınız onaylandı' }));
    receiveNotificationMessage(JSON.stringify({ ...item, id: 9, title: 'Burst' }));
    off();
    expect(toasts).toEqual([{ type: 'info', message: '₺250,00 yatırımınız onaylandı', id: 'notification-8' }]);
    expect(pageStore.get(notificationsAtom).items.map((n) => n.id)).toEqual([9, 8]);
  });

  it('marks all unread items read in one call', async () => {
    dispatchNotifications({ type: 'loaded', items: [item, { ...item, id: 8 }, { ...item, id: 9, isRead: true }] });
    globalThis.fetch = answer({ read: true }) as unknown as typeof fetch;
    await markAllNotificationsRead();
    expect(JSON.parse(sent.at(-1)!.body)).toEqual({ id: [7, 8] });
    expect(pageStore.get(notificationsAtom).items.every((n) => n.isRead)).toBe(true);
  });
});
