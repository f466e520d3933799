import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { remoteModule } from './module';

function renderAt(path: string) {
  const Layout = remoteModule.slots.DashboardLayout!;
  // Stands in for the host: its dashboard route places the DashboardLayout slot around the page.
  const routes: RouteObject[] = [{
    path: '/dashboard',
    element: <Layout><Outlet /></Layout>,
    children: remoteModule.routes,
  }];
  return render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('account/module', () => {
  beforeEach(() => bus.set('language', 'en'));

  it('describes itself against the current contract', () => {
    expect(remoteModule).toMatchObject({ id: 'account', contractVersion: CONTRACT_VERSION, version: 'test' });
  });

  it.each([
    ['/dashboard', 'My Account'], ['/dashboard/account', 'Account'], ['/dashboard/phone-verification', 'Phone Verification'],
    ['/dashboard/change-password', 'Change Password'], ['/dashboard/financial-activities', 'Financial History'],
    ['/dashboard/game-history', 'Game Activities'], ['/dashboard/claim-bonus', 'Bonuses & Discounts'],
    ['/dashboard/bonuses', 'Bonuses History'], ['/dashboard/session-history', 'Session History'],
  ])('%s renders its page inside the dashboard frame', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('remote-owner')).toHaveTextContent('account');
  });

  it('the frame lists the account menu of spec §2 as links, and Logout asks the host', async () => {
    const logout = jest.fn();
    const off = bus.on('auth/logout-requested', logout);
    renderAt('/dashboard/account');
    const menu = await screen.findByRole('navigation', { name: 'Account menu' }, { timeout: 10_000 });
    expect(within(menu).getByRole('link', { name: 'Deposit Money' })).toHaveAttribute('href', '/dashboard/deposit');
    expect(within(menu).getAllByRole('link')).toHaveLength(10);
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
    off();
  });

  it('crumbs speak Turkish too', () => {
    bus.set('language', 'tr');
    const route = remoteModule.routes.find((r) => r.path === 'change-password')!;
    expect((route.handle as { crumb: () => string }).crumb()).toBe('Şifre Değiştir');
  });
});
