import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { memberApi } from '../testing/memberFixtures';
import { ok, type MockApi } from '../testing/mockApi';
import { renderPage } from '../testing/renderPage';
import { NotificationsPage } from './NotificationsPage';

const item = (id: number, title: string, type: string | number, isRead = false) => ({ id, title, note: `Note ${id}`, type, timeStamp: '2026-03-05T14:07:00', isRead });

describe('NotificationsPage (/dashboard/notifications)', () => {
  let api: MockApi;
  beforeEach(() => bus.set('language', 'en'));
  afterEach(() => api.restore());

  it('lists the notifications with type, title and note, and reloads when the hub brings a new one', async () => {
    let answer = [item(1, 'Your deposit of ₺250,00 was confirmed', 'Deposit', true)];
    api = memberApi({ 'POST customer/notification': () => ok(answer) });
    renderPage(<NotificationsPage />, '/dashboard/notifications');
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Deposit.*Your deposit of ₺250,00 was confirmed.*Note 1/);
    answer = [item(2, 'Your bet won ₺26,87', 'System'), ...answer];
    act(() => bus.emit('hub/message', { command: 'Notification', message: '{}' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(/System.*Your bet won ₺26,87/);
  });
});
