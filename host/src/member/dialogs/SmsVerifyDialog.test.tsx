import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { SmsVerifyDialog } from './SmsVerifyDialog';
import { dialogAtom, openDialog } from './dialogStore';
import { renderMember } from '../testing/renderMember';
import { mockApi, type MockApi } from '../testing/mockApi';
import { pageStore } from '../ui/pageStore';

// Rendering MUI with user events is slow on a shared 2-core machine; 5 s is not enough there.
jest.setTimeout(30_000);

let api: MockApi;

beforeEach(() => {
  localStorage.clear();
  bus.set('language', 'en');
  openDialog({ kind: 'sms', phone: '5321234567' });
  api = mockApi({
    'POST customer/updatephone': (body) => {
      const { step, code } = body as { step: number; code?: string };
      if (step === 1) return { success: true, message: 'Code sent' };
      return code === '123456' ? { success: true, message: 'Verified' } : { success: false, message: 'Wrong code' };
    },
  });
});
// testing-library unmounts the tree before this hook: its own afterEach was registered first.
afterEach(() => {
  api.restore();
  bus.set('language', 'tr');
  jest.useRealTimers();
});

async function sendCode() {
  const send = screen.getByRole('button', { name: 'Send Code' });
  await waitFor(() => expect(send).toBeEnabled());
  fireEvent.click(send);
  await screen.findByLabelText(/Verification code/);
}

const throttled = (message: string) => () => new Response(JSON.stringify({ success: false, message }), {
  status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
});

describe('SmsVerifyDialog (spec §4)', () => {
  it('too many codes asked for: the server message shows and Send Code waits', async () => {
    const message = 'Too many SMS code attempts. Try again in 15 minutes.';
    api.use('POST customer/updatephone', throttled(message));
    renderMember(<SmsVerifyDialog phone="5321234567" />);
    const send = screen.getByRole('button', { name: 'Send Code' });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByTestId('sms-throttled')).toHaveTextContent(message));
    expect(send).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('532 123 45 67');
  });

  it('too many wrong codes: the server message shows, Verify waits and the code typed stays', async () => {
    const message = 'Too many SMS code attempts. Try again in 15 minutes.';
    renderMember(<SmsVerifyDialog phone="5321234567" />);
    await sendCode();
    api.use('POST customer/updatephone', throttled(message));
    const code = screen.getByLabelText(/Verification code/);
    fireEvent.change(code, { target: { value: '654321' } });
    const verify = screen.getByRole('button', { name: 'Verify' });
    await waitFor(() => expect(verify).toBeEnabled());
    fireEvent.click(verify);
    await waitFor(() => expect(screen.getByTestId('sms-throttled')).toHaveTextContent(message));
    expect(verify).toBeDisabled();
    expect(code).toHaveValue('65-43-21');
  });

  it('step 1 sends the prefixed phone; step 2 checks the six-digit code and goes to congratulations', async () => {
    renderMember(<SmsVerifyDialog phone="5321234567" />);
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('532 123 45 67');
    await sendCode();
    expect(api.sent).toContainEqual({ route: 'POST customer/updatephone', body: { step: 1, phone: '905321234567' } });
    const code = screen.getByLabelText(/Verification code/);
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.blur(code);
    expect(await screen.findByText('Enter exactly 6 digits.')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '123456' } });
    expect(code).toHaveValue('12-34-56');
    const verify = screen.getByRole('button', { name: 'Verify' });
    await waitFor(() => expect(verify).toBeEnabled());
    fireEvent.click(verify);
    await waitFor(() => expect(pageStore.get(dialogAtom)).toEqual({ kind: 'congrats', celebrate: false }));
    expect(api.sent).toContainEqual({ route: 'POST customer/updatephone', body: { step: 2, phone: '905321234567', code: '123456' } });
    expect(localStorage.getItem('smsVerified')).toBe('true');
  });

  it('shows the resend link after 60 s, and resending restarts the timer', async () => {
    jest.useFakeTimers();
    renderMember(<SmsVerifyDialog phone="5321234567" />);
    await sendCode();
    expect(screen.getByText('You can request a new code in 60 s.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(59000));
    expect(screen.getByText('You can request a new code in 1 s.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Send the code again' });
    jest.useRealTimers();
    fireEvent.click(resend);
    expect(await screen.findByText('You can request a new code in 60 s.')).toBeInTheDocument();
    expect(api.sent.filter((s) => (s.body as { step: number }).step === 1)).toHaveLength(2);
  });

  it('Change Phone Number returns to step 1; Skip Verification closes', async () => {
    renderMember(<SmsVerifyDialog phone="5321234567" />);
    await sendCode();
    fireEvent.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('532 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Skip Verification' }));
    expect(pageStore.get(dialogAtom)).toEqual({ kind: null });
    // The phone step validates its restored number asynchronously: let it finish inside act().
    await act(async () => undefined);
  });

  it('stays on the code step with an error toast and an empty field when the code is wrong', async () => {
    const toasts: unknown[] = [];
    const off = bus.on('toast/show', (t) => toasts.push(t));
    renderMember(<SmsVerifyDialog phone="5321234567" />);
    await sendCode();
    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: '000000' } });
    const verify = screen.getByRole('button', { name: 'Verify' });
    await waitFor(() => expect(verify).toBeEnabled());
    fireEvent.click(verify);
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', message: 'Wrong code' }));
    expect(pageStore.get(dialogAtom).kind).toBe('sms');
    // A wrong code is cleared for the next try (spec §8), as on the account's phone page: one flow.
    await waitFor(() => expect(screen.getByLabelText(/Verification code/)).toHaveValue(''));
    off();
  });
});
