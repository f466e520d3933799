import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, type RemoteModule } from '@vitrin/contract';
import { bus, lazySlot, registerSlotLoader } from '@vitrin/shared';
import { createHostSlotLoader } from '../remotes/hostSlotLoader';
import { remoteFallback } from '../remotes/remoteFallback';
import { createRemoteRegistry, type RemoteRegistry } from '../remotes/remoteRegistry';
import { createAppRoutes } from './appRoutes';
import { createPatchRoutes } from './createPatchRoutes';

// The machine is shared and slow at times; give async UI a little longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The shell and member parts are other engineers' work; stand-ins keep this test about the router.
jest.mock('../../shell/Layout', () => {
  const { Outlet: RouterOutlet, useMatches } = jest.requireActual('react-router-dom');
  function Crumbs() {
    const crumbs = (useMatches() as Array<{ handle?: { crumb?: () => string } }>)
      .map((m) => m.handle?.crumb?.())
      .filter(Boolean);
    return <nav aria-label="crumbs">{crumbs.join(' > ')}</nav>;
  }
  return {
    Layout: () => (
      <div>
        <header>HEADER</header>
        <Crumbs />
        <RouterOutlet />
        <footer>FOOTER</footer>
      </div>
    ),
  };
});
jest.mock('../../shell/home/HomePage', () => ({ HomePage: () => <h1>Home page</h1> }));
jest.mock('../../shell/promotions/PromotionsPage', () => ({ PromotionsPage: () => <h1>Promotions page</h1> }));
jest.mock('../../shell/pages/StaticPage', () => ({ StaticPage: () => <h1>Static page</h1> }));
jest.mock('../../shell/NotFoundPage', () => ({ NotFoundPage: () => <h1>Not found page</h1> }));
jest.mock('../../shell/loading/LoadingIndicator', () => ({ LoadingIndicator: () => <p>Loading...</p> }));
jest.mock('../../member/MemberRoot', () => ({ MemberRoot: () => null }));
jest.mock('../../member/guard/dashboardGuard', () => {
  const { bus: theBus } = jest.requireActual('@vitrin/shared');
  const { redirect } = jest.requireActual('react-router-dom');
  return { dashboardGuard: async () => (theBus.get('auth').hasLogin ? null : redirect('/')) };
});

function Boom(): never {
  throw new Error('casino page blew up');
}

function moduleOf(id: string, routes: RouteObject[], slots: RemoteModule['slots'] = {}, contractVersion = CONTRACT_VERSION): RemoteModule {
  return { id, contractVersion, version: '1.0.0', routes, slots };
}

const casino = moduleOf('casino', [
  {
    path: 'casino',
    handle: { crumb: () => 'Casino' },
    element: <Outlet />,
    children: [
      { path: 'slot', handle: { crumb: () => 'Slots' }, element: <h1>Slots page</h1> },
      { path: 'boom', element: <Boom /> },
    ],
  },
  // Outside casino's prefix: must be ignored, not hijack a host route.
  { path: 'promotions', element: <h1>Hijacked promotions</h1> },
]);
const account = moduleOf(
  'account',
  [
    { index: true, handle: { crumb: () => 'Overview' }, element: <h1>Account overview</h1> },
    { path: 'account', handle: { crumb: () => 'Account' }, element: <h1>Account page</h1> },
  ],
  {
    DashboardLayout: ({ children }: { children?: React.ReactNode }) => (
      <section aria-label="dashboard menu">
        MENU
        {children}
      </section>
    ),
  },
);
const payments = moduleOf('payments', [{ path: 'deposit', handle: { crumb: () => 'Deposit' }, element: <h1>Deposit page</h1> }]);
const sports = moduleOf('sports', [{ path: 'spor', element: <h1>Sports page</h1> }]);

const entries = {
  casino: { entry: 'http://cdn/casino.js', version: '1' },
  account: { entry: 'http://cdn/account.js', version: '1' },
  payments: { entry: 'http://cdn/payments.js', version: '1' },
  sports: { entry: 'http://cdn/sports.js', version: '1' },
};

type Behaviour = RemoteModule | 'fail' | 'hang' | (() => Promise<unknown>);

function setup(initial: string, behaviours: Partial<Record<string, Behaviour>> = {}) {
  const modules: Record<string, Behaviour> = { casino, account, payments, sports, ...behaviours };
  const load = jest.fn((id: string) => {
    const behaviour = modules[id.split('/')[0] ?? ''];
    if (typeof behaviour === 'function') return behaviour();
    if (behaviour === 'fail') return Promise.resolve(remoteFallback(id, new Error('entry 404')));
    if (behaviour === 'hang') return new Promise<unknown>(() => undefined);
    return Promise.resolve({ remoteModule: behaviour });
  });
  const registry: RemoteRegistry = createRemoteRegistry({ entries, federation: { load }, timeoutMs: () => 200 });
  registerSlotLoader(createHostSlotLoader(registry));
  const router = createMemoryRouter(createAppRoutes(registry), {
    initialEntries: [initial],
    patchRoutesOnNavigation: createPatchRoutes(registry),
  });
  render(<RouterProvider router={router} />);
  const loaded = () => load.mock.calls.map(([id]) => id);
  return { router, load, loaded, modules, registry };
}

describe('router and remote routes', () => {
  let failures: Array<{ remote: string; reason: string }>;
  let off: () => void;
  beforeEach(() => {
    failures = [];
    off = bus.on('remote/failed', (p) => failures.push(p));
    act(() => {
      bus.set('language', 'en');
      bus.set('auth', { hasLogin: true, username: 'demo', usercode: '1', token: 't' });
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.scrollTo = jest.fn();
  });
  afterEach(() => {
    off();
    jest.restoreAllMocks();
  });

  it('patches casino routes on a first load of /casino/slot instead of matching not-found', async () => {
    const { loaded } = setup('/casino/slot');
    expect(await screen.findByRole('heading', { name: 'Slots page' })).toBeInTheDocument();
    expect(screen.queryByText('Not found page')).not.toBeInTheDocument();
    // Breadcrumbs come from route data: host root, then the remote's own handles.
    expect(screen.getByRole('navigation', { name: 'crumbs' })).toHaveTextContent('Home > Casino > Slots');
    expect(loaded()).toEqual(['casino/module']);
  });

  it('loads a remote on client-side navigation into its prefix, and no remote for host pages', async () => {
    const { router, loaded } = setup('/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await act(() => router.navigate('/promotions'));
    expect(screen.getByRole('heading', { name: 'Promotions page' })).toBeInTheDocument();
    await act(() => router.navigate('/pages/1'));
    expect(screen.getByRole('heading', { name: 'Static page' })).toBeInTheDocument();
    expect(loaded()).toEqual([]);
    await act(() => router.navigate('/casino/slot'));
    expect(await screen.findByRole('heading', { name: 'Slots page' })).toBeInTheDocument();
    expect(loaded()).toEqual(['casino/module']);
  });

  it('keeps a remote to its own prefixes', async () => {
    const { router } = setup('/casino/slot');
    await screen.findByRole('heading', { name: 'Slots page' });
    await act(() => router.navigate('/promotions'));
    expect(screen.getByRole('heading', { name: 'Promotions page' })).toBeInTheDocument();
    expect(screen.queryByText('Hijacked promotions')).not.toBeInTheDocument();
  });

  it('shows not-found for unknown host paths and unknown paths of a loaded remote', async () => {
    const { router } = setup('/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    await act(() => router.navigate('/casino/unknown'));
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
  });

  it('shows the casino fallback, not not-found, when casino fails; header and footer stay; Retry patches the real routes', async () => {
    const { modules, load } = setup('/casino/slot', { casino: 'fail' });
    expect(await screen.findByText('Casino is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('HEADER')).toBeInTheDocument();
    expect(screen.getByText('FOOTER')).toBeInTheDocument();
    expect(screen.queryByText('Not found page')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'crumbs' })).toHaveTextContent('Home > Casino');
    expect(failures).toEqual([expect.objectContaining({ remote: 'casino', reason: expect.stringContaining('load-error') })]);

    modules.casino = casino;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Slots page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when a remote times out', async () => {
    setup('/spor', { sports: 'hang' });
    expect(await screen.findByText('Sports is temporarily unavailable')).toBeInTheDocument();
    expect(failures[0]).toEqual(expect.objectContaining({ remote: 'sports', reason: expect.stringContaining('timeout') }));
  });

  it('refuses a remote built against another contract major', async () => {
    setup('/casino/slot', { casino: moduleOf('casino', casino.routes, {}, '2.0.0') });
    expect(await screen.findByText('Casino is temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Slots page')).not.toBeInTheDocument();
    expect(failures[0]?.reason).toMatch(/incompatible/);
  });

  it('keeps a throwing remote page inside its section', async () => {
    setup('/casino/boom');
    expect(await screen.findByText('Casino is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('HEADER')).toBeInTheDocument();
    expect(failures).toEqual([{ remote: 'casino', reason: 'route: casino page blew up' }]);
  });

  it('patches account routes for /dashboard itself and frames them with the DashboardLayout slot', async () => {
    const { loaded } = setup('/dashboard');
    const frame = await screen.findByRole('region', { name: 'dashboard menu' });
    expect(await within(frame).findByRole('heading', { name: 'Account overview' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'crumbs' })).toHaveTextContent('Home > My account > Overview');
    expect(loaded()).toEqual(['account/module']);
  });

  it('gives /dashboard/deposit to payments, framed by account', async () => {
    const { loaded } = setup('/dashboard/deposit');
    const frame = await screen.findByRole('region', { name: 'dashboard menu' });
    expect(await within(frame).findByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
    expect(loaded().sort()).toEqual(['account/module', 'payments/module']);
    expect(screen.getByRole('navigation', { name: 'crumbs' })).toHaveTextContent('Home > My account > Deposit');
  });

  it("fetches account's frame side by side with the page's own routes, not after them", async () => {
    let releasePayments = () => undefined as void;
    const Frame = ({ children }: { children?: React.ReactNode }) => <section aria-label="dashboard menu">{children}</section>;
    const frameCode = jest.fn(async () => Frame);
    const { loaded } = setup('/dashboard/deposit', {
      account: moduleOf('account', [], { DashboardLayout: lazySlot('DashboardLayout', frameCode) }),
      payments: () => new Promise((resolve) => {
        releasePayments = () => resolve({ remoteModule: payments });
      }),
    });
    // Payments' routes are still on their way, and the frame's code is already asked for.
    await waitFor(() => expect(frameCode).toHaveBeenCalledTimes(1));
    expect(loaded().sort()).toEqual(['account/module', 'payments/module']);
    expect(screen.queryByRole('heading', { name: 'Deposit page' })).not.toBeInTheDocument();
    releasePayments();
    const frame = await screen.findByRole('region', { name: 'dashboard menu' });
    expect(await within(frame).findByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
    // The render used that download; nothing was fetched twice.
    expect(frameCode).toHaveBeenCalledTimes(1);
  });

  it('still shows the deposit page with a notice when account is down', async () => {
    setup('/dashboard/deposit', { account: 'fail' });
    expect(await screen.findByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
    expect(await screen.findByText('My account is temporarily unavailable')).toBeInTheDocument();
  });

  it('shows the account fallback once (not not-found) for account pages when account is down', async () => {
    setup('/dashboard/account', { account: 'fail' });
    expect(await screen.findByText('My account is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('My account is temporarily unavailable')).toHaveLength(1);
    expect(screen.queryByText('Not found page')).not.toBeInTheDocument();
  });

  it('downloads no member remote for a guest, whom the guard sends away', async () => {
    act(() => bus.set('auth', { hasLogin: false, username: '', usercode: '', token: null }));
    const { loaded, router } = setup('/dashboard/deposit');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await act(() => router.navigate('/dashboard'));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(loaded()).toEqual([]);
    act(() => bus.set('auth', { hasLogin: true, username: 'demo', usercode: '1', token: 't' }));
    await act(() => router.navigate('/dashboard/deposit'));
    expect(await screen.findByRole('heading', { name: 'Deposit page' })).toBeInTheDocument();
  });

  it('patches the account routes on Retry once account is back', async () => {
    const { modules } = setup('/dashboard/account', { account: 'fail' });
    await screen.findByText('My account is temporarily unavailable');
    modules.account = account;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'dashboard menu' })).toBeInTheDocument();
  });
});
