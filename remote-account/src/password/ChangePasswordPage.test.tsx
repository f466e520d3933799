import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import { mockApi, ok, type MockApi } from '../testing/mockApi';
import { renderPage } from '../testing/renderPage';
import { ChangePasswordPage } from './ChangePasswordPage';

describe('ChangePasswordPage', () => {
  let api: MockApi;
  const toasts: unknown[] = [];
  const events: string[] = [];
  let offs: (() => void)[] = [];
  beforeEach(() => {
    bus.set('language', 'en');
    toasts.length = 0;
    events.length = 0;
    offs = [
      bus.on('toast/show', (toast) => void toasts.push(toast)),
      bus.on('auth/unauthorized', () => void events.push('unauthorized')),
      bus.on('auth/login-requested', () => void events.push('login')),
    ];
  });
  afterEach(() => {
    api.restore();
    offs.forEach((off) => off());
  });

  /** The three fields' labels, English unless told (MUI adds " *" to a required one's label). */
  async function fill(oldPassword: string, password: string, confirm: string, labels = [/^Old Password/, /^Password/, /^Confirm Password/]) {
    const [old, next, again] = labels.map((label) => screen.getByLabelText(label));
    await userEvent.type(old!, oldPassword);
    await userEvent.type(next!, password);
    await userEvent.type(again!, confirm);
  }

  it('shows the screen of spec §2 and keeps Change disabled until the form is valid', async () => {
    api = mockApi();
    renderPage(<ChangePasswordPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
  });

  it('gives one message per error kind: too short, mismatch', async () => {
    api = mockApi();
    renderPage(<ChangePasswordPage />);
    await fill('abc', 'secret9', 'secret8');
    await userEvent.tab();
    expect(await screen.findByText('At least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
    expect(api.sent).toHaveLength(0);
  });

  it('one tap changes it: no stale message under the confirmation while it is typed, and the button never moves', async () => {
    api = mockApi({ 'POST customer/changepassword': () => ({ success: true, message: '' }) });
    renderPage(<ChangePasswordPage />);
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    // Every field has its message line from the start: a message that comes or goes moves nothing.
    // eslint-disable-next-line testing-library/no-node-access -- an empty message line has no accessible form; its box is the subject
    const lines = () => document.querySelectorAll('.MuiFormHelperText-root').length;
    expect(lines()).toBe(3);
    const [old, next, again] = [/^Old Password/, /^Password/, /^Confirm Password/].map((label) => screen.getByLabelText(label));
    await userEvent.type(old!, 'secret1');
    await userEvent.type(next!, 'secret9');
    // The new password's rule checked the still empty confirmation: nothing is said about it yet.
    await userEvent.type(again!, 'secret9');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(again).not.toHaveAttribute('aria-invalid', 'true');
    expect(lines()).toBe(3);
    // The first tap on the button submits (the confirmation's blur changes nothing on screen).
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(lines()).toBe(3);
  });

  it('once a field was left, its message follows the typing', async () => {
    api = mockApi();
    renderPage(<ChangePasswordPage />);
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    const next = screen.getByLabelText(/^Password/);
    await userEvent.type(next, 'abc');
    await userEvent.tab();
    expect(await screen.findByText('At least 5 characters')).toBeInTheDocument();
    await userEvent.type(next, 'de');
    await waitFor(() => expect(screen.queryByText('At least 5 characters')).not.toBeInTheDocument());
  });

  it('a wrong old password shows the server message and keeps what was typed', async () => {
    api = mockApi({ 'POST customer/changepassword': () => ({ success: false, message: 'Old password is wrong' }) });
    renderPage(<ChangePasswordPage />);
    await fill('wrong1', 'secret9', 'secret9');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Old password is wrong' }]));
    expect(screen.getByLabelText(/^Old Password/)).toHaveValue('wrong1');
    expect(events).toEqual([]);
  });

  it('success sends the three fields once, shows the spec text, signs out and opens login', async () => {
    api = mockApi({ 'POST customer/changepassword': () => ok(null, 'ok') });
    renderPage(<ChangePasswordPage />);
    await fill('demo123', 'secret9', 'secret9');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(events).toEqual(['unauthorized', 'login']));
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]!.body).toEqual({ oldPassword: 'demo123', password: 'secret9', confirmPassword: 'secret9' });
    expect(api.sent[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(toasts).toContainEqual({ type: 'success', message: 'Password change successful. You are now directed to the login page.' });
  });

  it('a network failure says so in the active language', async () => {
    api = mockApi({ 'POST customer/changepassword': () => { throw new TypeError('Failed to fetch'); } });
    bus.set('language', 'tr');
    renderPage(<ChangePasswordPage />);
    await fill('demo123', 'secret9', 'secret9', [/^Eski Şifre/, /^Şifre( \*)?$/, /^Şifre Tekrar/]);
    await userEvent.click(screen.getByRole('button', { name: 'Değiştir' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Şifre değiştirilemedi. Lütfen tekrar deneyin.' }]));
  });
});
