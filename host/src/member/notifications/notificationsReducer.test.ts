import type { Notification } from '@vitrin/contract';
import { badgeLabel, initialNotifications, notificationsReducer, unreadCount } from './notificationsReducer';
import { notificationIcon, notificationTypeName } from './notificationType';

const n = (id: number, isRead = false, type: string | number = 'System'): Notification => ({
  id, title: `t${id}`, note: 'note', type, timeStamp: '2026-03-05T14:07:00', isRead,
});

describe('notificationsReducer (spec §4)', () => {
  it('loads, prepends new ones without duplicates, and marks read', () => {
    let state = notificationsReducer(initialNotifications, { type: 'loaded', items: [n(1), n(2, true)] });
    expect(state.loaded).toBe(true);
    expect(unreadCount(state.items)).toBe(1);
    state = notificationsReducer(state, { type: 'received', item: n(3) });
    expect(state.items.map((x) => x.id)).toEqual([3, 1, 2]);
    state = notificationsReducer(state, { type: 'received', item: n(1, false) });
    expect(state.items.map((x) => x.id)).toEqual([1, 3, 2]);
    state = notificationsReducer(state, { type: 'read', id: 1 });
    expect(state.items.find((x) => x.id === 1)?.isRead).toBe(true);
    expect(unreadCount(state.items)).toBe(1);
    expect(notificationsReducer(state, { type: 'reset' })).toBe(initialNotifications);
  });

  it('keeps the same object when marking an already read item', () => {
    const state = notificationsReducer(initialNotifications, { type: 'loaded', items: [n(1, true)] });
    expect(notificationsReducer(state, { type: 'read', id: 1 }).items[0]).toBe(state.items[0]);
  });
});

describe('badgeLabel (spec §9: count, or 9+ from 9)', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [8, '8'],
    [9, '9+'],
    [42, '9+'],
  ])('%i → %j', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });
});

describe('notification type readings (spec §3)', () => {
  it.each<[string | number, string, string]>([
    ['Bonus', 'Bonus', 'giftbox'],
    ['Deposit', 'Deposit', 'arrow-up'],
    ['Withdraw', 'Withdraw', 'down-arrow'],
    ['System', 'System', 'system'],
    ['deposit', 'Deposit', 'arrow-up'],
    ['Promo', 'System', 'system'],
    [1, 'Deposit', 'arrow-up'],
    [2, 'Withdraw', 'down-arrow'],
    [3, 'Jackpot', 'giftbox'],
    [4, 'Bonus', 'giftbox'],
    [5, 'System', 'system'],
    [9, 'System', 'system'],
    ['2', 'Withdraw', 'down-arrow'],
  ])('%j → %s with icon %s', (type, name, icon) => {
    expect(notificationTypeName(type)).toBe(name);
    expect(notificationIcon(type)).toBe(icon);
  });
  it('keeps one page of the newest when a burst arrives over the hub', () => {
    let state = notificationsReducer(initialNotifications, { type: 'loaded', items: [n(1)] });
    for (let id = 2; id <= 1000; id += 1) state = notificationsReducer(state, { type: 'received', item: n(id) });
    expect(state.items).toHaveLength(100);
    expect(state.items[0]!.id).toBe(1000);
    expect(badgeLabel(unreadCount(state.items))).toBe('9+');
  });
});
