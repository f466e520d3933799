import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, INITIAL_CHANNELS } from '@vitrin/shared';
import { LoginDialog } from './LoginDialog';
import { dialogAtom, openDialog } from './dialogStore';
import { renderMember } from '../testing/renderMember';
import { collectToasts } from '../testing/collectToasts';
import { mockApi, type MockApi } from '../testing/mockApi';
import { pageStore } from '../ui/pageStore';

// Rendering MUI with user events is slow on a shared 2-core machine; 5 s is not enough there.
jest.setTimeout(30_000);

let api: MockApi;
// At the top level, so it runs after testing-library's own afterEach has unmounted the tree.
afterEach(() => {
  api.restore();
  bus.set('language', 'tr');
});

describe('LoginDialog', () => {
  const toasts = collectToasts();
  beforeEach(() => {
    localStorage.clear();
    bus.set('auth', INITIAL_CHANNELS.auth);
    bus.set('language', 'en');
    openDialog({ kind: 'login', returnTo: '/dashboard/account' });
    api = mockApi();
  });

  it('keeps submit disabled while invalid and shows errors on blur', async () => {
    const user = userEvent.setup();
    renderMember(<LoginDialog returnTo="/dashboard/account" />);
    const submit = screen.getByRole('button', { name: 'Login' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText(/Username/));
    await user.click(screen.getByLabelText(/Password/));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Password/), 'ab');
    await user.tab();
    expect(await screen.findByText('Enter at least 3 characters.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('logs in: stores the session, toasts, closes dialogs and continues to returnTo', async () => {
    api.use('POST auth/login', () => ({ success: true, message: 'Welcome', data: { token: 'tk', username: 'demo', usercode: 77, balance: 10 } }));
    const user = userEvent.setup();
    const { router } = renderMember(<LoginDialog returnTo="/dashboard/account" />);
    await user.type(screen.getByLabelText(/Username/), 'demo');
    await user.type(screen.getByLabelText(/Password/), 'demo123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(bus.get('auth').hasLogin).toBe(true));
    expect(api.sent).toContainEqual({ route: 'POST auth/login', body: { username: 'demo', password: 'demo123' } });
    expect(localStorage.getItem('token')).toBe('tk');
    expect(localStorage.getItem('usercode')).toBe('77');
    expect(toasts).toContainEqual({ type: 'success', message: 'Welcome' });
    expect(pageStore.get(dialogAtom)).toEqual({ kind: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/account'));
  });

  it('shows the server message on failure and keeps what was typed', async () => {
    api.use('POST auth/login', () => ({ success: false, message: 'Wrong password', data: null }));
    const user = userEvent.setup();
    renderMember(<LoginDialog />);
    await user.type(screen.getByLabelText(/Username/), 'demo');
    await user.type(screen.getByLabelText(/Password/), 'nope1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', message: 'Wrong password' }));
    expect(screen.getByLabelText(/Username/)).toHaveValue('demo');
    expect(screen.getByLabelText(/Password/)).toHaveValue('nope1');
    expect(bus.get('auth').hasLogin).toBe(false);
  });

  it('after too many attempts the button waits as long as the server asks, and says why', async () => {
    const message = 'Too many attempts. Try again in 15 minutes.';
    api.use('POST auth/login', () => new Response(JSON.stringify({ success: false, message, data: null }), {
      status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
    }));
    const user = userEvent.setup();
    renderMember(<LoginDialog />);
    await user.type(screen.getByLabelText(/Username/), 'demo');
    await user.type(screen.getByLabelText(/Password/), 'nope1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('login-throttled')).toHaveTextContent(message));
    expect(toasts).toContainEqual({ type: 'error', message });
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(api.sent.filter((s) => s.route === 'POST auth/login')).toHaveLength(1);
  });

  it('falls back to a translated message when the server gives none', async () => {
    api.use('POST auth/login', () => ({ success: false, message: '', data: null }));
    const user = userEvent.setup();
    renderMember(<LoginDialog />);
    await user.type(screen.getByLabelText(/Username/), 'demo');
    await user.type(screen.getByLabelText(/Password/), 'nope1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', message: 'Login failed. Please check your details.' }));
  });

  it('switches to sign up and to recovery', async () => {
    const user = userEvent.setup();
    renderMember(<LoginDialog />);
    await user.click(screen.getByRole('button', { name: 'Sign Up Now!' }));
    expect(pageStore.get(dialogAtom)).toEqual({ kind: 'register' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(pageStore.get(dialogAtom)).toEqual({ kind: 'recovery' });
  });
});
