import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { NotificationPanel } from './NotificationPanel';
import { NotificationBell, useShakeOnChange } from './NotificationBell';
import { dispatchNotifications, loadNotifications, notificationsAtom } from './notificationsStore';
import { mockApi, type MockApi } from '../testing/mockApi';
import { renderHook } from '@testing-library/react';
import { pageStore } from '../ui/pageStore';

// Rendering MUI with user events is slow on a shared 2-core machine; 5 s is not enough there.
jest.setTimeout(30_000);

const n = (id: number, isRead: boolean, type: string | number) => ({
  id, title: `Title ${id}`, note: `Note ${id}`, type, timeStamp: '2026-03-05T14:07:00', isRead,
});

let api: MockApi;
beforeEach(() => {
  bus.set('language', 'en');
  dispatchNotifications({ type: 'reset' });
  api = mockApi({ 'POST customer/readnotification': () => ({ read: true }) });
});
// testing-library unmounts the tree before this hook: its own afterEach was registered first.
afterEach(() => {
  jest.useRealTimers();
  api.restore();
  bus.set('language', 'tr');
});

describe('NotificationPanel (spec §2, §4)', () => {
  it('marks every unread item read at once, and links to the notifications page', async () => {
    dispatchNotifications({ type: 'loaded', items: [n(1, false, 2), n(2, false, 'Bonus'), n(3, true, 1)] });
    render(<MemoryRouter><NotificationPanel /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'All notifications' })).toHaveAttribute('href', '/dashboard/notifications');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0));
    expect(api.sent.at(-1)?.body).toEqual({ id: [1, 2] });
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows the empty state', () => {
    render(<MemoryRouter><NotificationPanel /></MemoryRouter>);
    expect(screen.getByText('When you have a new notification, you will see it here.')).toBeInTheDocument();
  });

  it('a failed load says so and retries on demand, instead of claiming there is nothing', async () => {
    api.use('POST customer/notification', () => new Response('<html>down</html>', { status: 500 }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await loadNotifications();
    render(<MemoryRouter><NotificationPanel /></MemoryRouter>);
    expect(screen.getByRole('alert')).toHaveTextContent('Your notifications could not be loaded.');
    expect(screen.queryByText('When you have a new notification, you will see it here.')).toBeNull();
    api.use('POST customer/notification', () => ({ success: true, data: [n(3, false, 'Bonus')] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Title 3')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('tapping an unread item marks it read and opens the detail with the translated type; back returns', async () => {
    dispatchNotifications({ type: 'loaded', items: [n(1, false, 2), n(2, true, 'Bonus')] });
    render(<MemoryRouter><NotificationPanel /></MemoryRouter>);
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(1);
    fireEvent.click(screen.getByText('Title 1'));
    // Found by waiting: the detail's Back takes focus, and MUI mounts its focus ripple a promise later.
    expect(await screen.findByRole('heading', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.getByText('Note 1')).toBeInTheDocument();
    await waitFor(() => expect(pageStore.get(notificationsAtom).items[0]?.isRead).toBe(true));
    expect(api.sent).toEqual([{ route: 'POST customer/readnotification', body: { id: [1] } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')[0]).toHaveFocus());
    expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0);
    fireEvent.click(screen.getByText('Title 2'));
    expect(await screen.findByRole('heading', { name: 'Bonus' })).toBeInTheDocument();
    expect(api.sent).toHaveLength(1);
  });

  it('keeps focus in the panel: the detail\'s Back takes it from the item, and gives it back to that item', async () => {
    // The tapped item leaves with the list; focus left on the document would not reach the panel's
    // Escape (a modal hears keys only from inside) until the focus trap pulls it back a moment later.
    dispatchNotifications({ type: 'loaded', items: [n(1, true, 2), n(2, true, 'Bonus')] });
    render(<MemoryRouter><NotificationPanel /></MemoryRouter>);
    const second = screen.getAllByTestId('notification-item')[1]!;
    act(() => second.focus());
    fireEvent.click(second);
    // Waited for: MUI mounts a focused button's ripple a promise later.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')[1]).toHaveFocus());
  });

  it('shows the time from UTC in the site\'s one date style in English (26/11/2026, 14:07, not 26.Nov.26)', () => {
    dispatchNotifications({ type: 'loaded', items: [n(1, false, 'System')] });
    render(<MemoryRouter><NotificationPanel /></MemoryRouter>);
    const d = new Date(Date.UTC(2026, 2, 5, 14, 7));
    const hh = String(d.getHours()).padStart(2, '0');
    const mm = String(d.getMinutes()).padStart(2, '0');
    const day = String(d.getDate()).padStart(2, '0');
    expect(screen.getByText(`${day}/03/2026, ${hh}:${mm}`)).toBeInTheDocument();
  });
});

describe('NotificationBell', () => {
  it('shows the unread count, 9+ from 9, and shakes when the count changes', async () => {
    // The shake's 500 ms on jest's clock: waitFor moves it instead of waiting it out.
    jest.useFakeTimers();
    dispatchNotifications({ type: 'loaded', items: Array.from({ length: 8 }, (_, i) => n(i + 1, false, 1)) });
    render(<NotificationBell onClick={() => {}} expanded={false} />);
    const bell = screen.getByTestId('notification-bell');
    expect(bell).toHaveTextContent('8');
    expect(bell).toHaveAttribute('data-shaking', 'false');
    act(() => dispatchNotifications({ type: 'received', item: n(20, false, 1) }));
    expect(bell).toHaveTextContent('9+');
    expect(bell).toHaveAccessibleName('Notifications, 9+ unread');
    expect(bell).toHaveAttribute('data-shaking', 'true');
    await waitFor(() => expect(bell).toHaveAttribute('data-shaking', 'false'), { timeout: 1500 });
  });

  it('useShakeOnChange stops after about 500 ms', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useShakeOnChange(v), { initialProps: { v: 1 } });
    expect(result.current).toBe(false);
    rerender({ v: 2 });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    jest.useRealTimers();
  });
});
