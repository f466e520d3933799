import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { remoteModule } from './module';
import { memberApi } from './testing/memberFixtures';
import type { MockApi } from './testing/mockApi';

function renderAt(path: string) {
  const Layout = remoteModule.slots.DashboardLayout!;
  // Stands in for the host: its dashboard route places the DashboardLayout slot around the page.
  const routes: RouteObject[] = [{
    path: '/dashboard',
    element: <Layout><Outlet /></Layout>,
    // The host's root route shows a loading indicator while a lazy page arrives.
    hydrateFallbackElement: <p>Loading</p>,
    children: remoteModule.routes,
  }];
  return render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('account/module', () => {
  let api: MockApi;
  beforeEach(() => {
    bus.set('language', 'en');
    api = memberApi();
  });
  afterEach(() => api.restore());

  it('describes itself against the current contract', () => {
    expect(remoteModule).toMatchObject({ id: 'account', contractVersion: CONTRACT_VERSION, version: 'test' });
  });

  it.each([
    ['/dashboard', 'My account'], ['/dashboard/account', 'Account'], ['/dashboard/phone-verification', 'Phone Verification'],
    ['/dashboard/change-password', 'Change Password'], ['/dashboard/financial-activities', 'Financial History'],
    ['/dashboard/game-history', 'Game Activities'], ['/dashboard/claim-bonus', 'Bonuses & Discounts'],
    ['/dashboard/bonuses', 'Bonuses History'], ['/dashboard/session-history', 'Session History'],
  ])('%s renders its page inside the dashboard frame', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('the frame lists the account menu of spec §2 with icons, hides Notifications, and Logout asks the host', async () => {
    const logout = jest.fn();
    const off = bus.on('auth/logout-requested', logout);
    renderAt('/dashboard/account');
    const menu = await screen.findByRole('navigation', { name: 'Account menu' }, { timeout: 10_000 });
    expect(within(menu).getByRole('link', { name: 'Deposit Money' })).toHaveAttribute('href', '/dashboard/deposit');
    // Spec §2's ten entries and the limits page (responsible gambling).
    expect(within(menu).getAllByRole('link')).toHaveLength(11);
    expect(within(menu).getByRole('link', { name: 'Limits and Breaks' })).toHaveAttribute('href', '/dashboard/limits');
    expect(within(menu).queryByRole('link', { name: 'Notifications' })).toBeNull();
    // eslint-disable-next-line testing-library/no-node-access -- the entry's icon is decorative (hidden from the accessible tree)
    expect(within(menu).getByRole('link', { name: 'Account' }).querySelector('svg')).not.toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
    off();
  });

  it('the side menu lists the static pages of cms/contentlist', async () => {
    renderAt('/dashboard');
    const pages = await screen.findByRole('navigation', { name: 'Information' }, { timeout: 10_000 });
    expect(within(pages).getByRole('link', { name: 'General Terms' })).toHaveAttribute('href', '/pages/1');
    expect(api.sent.find((s) => s.route === 'POST cms/contentlist')?.body).toEqual({ status: true, categoryId: 1 });
  });

  it('deposit and withdraw pages get the payment tabs', async () => {
    const Layout = remoteModule.slots.DashboardLayout!;
    const router = createMemoryRouter([{ path: '/dashboard/*', element: <Layout><p>payments page</p></Layout> }], { initialEntries: ['/dashboard/withdraw'] });
    render(<RouterProvider router={router} />);
    const tabs = await screen.findByRole('tablist', { name: 'Payments' }, { timeout: 10_000 });
    expect(within(tabs).getByRole('tab', { name: 'Withdraw Money' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Deposit Money' })).toHaveAttribute('href', '/dashboard/deposit');
  });

  it('crumbs speak Turkish too', () => {
    bus.set('language', 'tr');
    const route = remoteModule.routes.find((r) => r.path === 'claim-bonus')!;
    expect((route.handle as { crumb: () => string }).crumb()).toBe('Bonus Talep');
  });
});
