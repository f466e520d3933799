import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { bus, INITIAL_CHANNELS } from '@vitrin/shared';
import { MemberRoot } from './MemberRoot';
import { dashboardGuard } from './guard/dashboardGuard';
import { disposeMemberState, initMemberState } from './initMemberState';
import { closeAllDialogs } from './dialogs/dialogStore';
import { mockApi, type MockApi } from './testing/mockApi';

// Rendering MUI with user events is slow on a shared 2-core machine; 5 s is not enough there.
jest.setTimeout(30_000);

jest.mock('./session/memberSession', () => {
  const actual = jest.requireActual('./session/memberSession');
  // The real session wiring without network side effects of polling and the hub.
  return {
    startMemberSession: () =>
      actual.startMemberSession({ loadSignalR: () => new Promise(() => {}), fetchBalance: () => new Promise(() => {}), fingerprint: async () => null }),
  };
});

let api: MockApi;

function app(initial: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: <p>Loading</p>,
        element: (
          <>
            <MemberRoot />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>home</p> },
          { path: 'casino/slot', element: <p>slots</p> },
          { path: 'dashboard/*', loader: dashboardGuard, element: <p>dashboard</p> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  bus.set('language', 'en');
  bus.set('auth', INITIAL_CHANNELS.auth);
  closeAllDialogs();
  api = mockApi({
    'POST auth/login': () => ({ success: true, message: null, data: { token: 'tk', username: 'demo', usercode: 1 } }),
    'POST customer/notification': () => ({ success: true, message: null, data: [] }),
  });
  initMemberState();
});
// testing-library unmounts the tree before this hook: its own afterEach was registered first.
afterEach(() => {
  disposeMemberState();
  api.restore();
  bus.set('language', 'tr');
});

describe('guard with the dialogs (spec §6)', () => {
  it('a guest asking for /dashboard/account stays put, gets the login dialog, and continues after login', async () => {
    const router = app('/casino/slot');
    expect(await screen.findByText('slots')).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/account'));
    const dialog = await screen.findByTestId('login-dialog', {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/casino/slot');
    expect(dialog).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'demo123' } });
    const submit = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/account'));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('a first load of /dashboard as a guest lands on home with the login dialog', async () => {
    const router = app('/dashboard');
    expect(await screen.findByTestId('login-dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a member restored from storage goes straight in', async () => {
    disposeMemberState();
    localStorage.setItem('token', 'tk');
    localStorage.setItem('username', 'demo');
    initMemberState();
    const router = app('/dashboard');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
