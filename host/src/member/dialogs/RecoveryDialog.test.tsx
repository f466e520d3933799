import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import { RecoveryDialog } from './RecoveryDialog';
import { dialogAtom, openDialog } from './dialogStore';
import { renderMember } from '../testing/renderMember';
import { collectToasts } from '../testing/collectToasts';
import { mockApi, type MockApi } from '../testing/mockApi';
import { pageStore } from '../ui/pageStore';

// Rendering MUI with user events is slow on a shared 2-core machine; 5 s is not enough there.
jest.setTimeout(30_000);

let api: MockApi;
const toasts = collectToasts();

beforeEach(() => {
  bus.set('language', 'en');
  openDialog({ kind: 'recovery' });
  api = mockApi({
    'POST auth/sendresetpassword': () => ({ success: true, message: null }),
    'POST auth/checkresetcode': (body) =>
      (body as { code: string }).code === '123456' ? { success: true, message: null } : { success: false, message: 'Invalid code' },
    'POST auth/changepasswordwithcode': () => ({ success: true, message: null }),
  });
});
// testing-library unmounts the tree before this hook: its own afterEach was registered first.
afterEach(() => {
  api.restore();
  bus.set('language', 'tr');
});

describe('RecoveryDialog (spec §4, four steps)', () => {
  it('walks username → code (a wrong one clears the field) → new password → success → login after 1 s', async () => {
    const user = userEvent.setup();
    renderMember(<RecoveryDialog />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/Username/), 'd');
    await user.tab();
    expect(await screen.findByText('Enter at least 2 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Username/), 'emo');
    await user.click(send);

    // One neutral answer, whether the name exists or not: the dialog never says which names do.
    expect(await screen.findByText('If an account with this username exists, we have sent a code to its e-mail address to reset the password. Please enter the code in the field below.')).toBeInTheDocument();
    expect(api.sent).toContainEqual({ route: 'POST auth/sendresetpassword', body: { username: 'demo' } });
    const code = screen.getByLabelText(/Reset code/);
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', message: 'Invalid code' }));
    await waitFor(() => expect(screen.getByLabelText(/Reset code/)).toHaveValue(''));

    await user.type(screen.getByLabelText(/Reset code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your new password')).toBeInTheDocument();
    expect(api.sent).toContainEqual({ route: 'POST auth/checkresetcode', body: { code: '123456', username: 'demo' } });

    await user.type(screen.getByLabelText(/^New password/), 'newpass');
    await user.type(screen.getByLabelText(/Confirm new password/), 'newpasx');
    await user.tab();
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), 'newpass');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password change successful. You are now directed to the login page.')).toBeInTheDocument();
    const shownAt = Date.now();
    expect(api.sent).toContainEqual({
      route: 'POST auth/changepasswordwithcode',
      body: { password: 'newpass', password2: 'newpass', username: 'demo', code: '123456' },
    });
    expect(pageStore.get(dialogAtom).kind).toBe('recovery');
    await waitFor(() => expect(pageStore.get(dialogAtom)).toEqual({ kind: 'login' }), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
  }, 30000);
});
