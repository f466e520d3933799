import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import { memberApi, DETAILS } from '../testing/memberFixtures';
import { collectToasts } from '../testing/collectToasts';
import { ok, type MockApi } from '../testing/mockApi';
import { renderPage } from '../testing/renderPage';
import { PhoneVerificationPage } from './PhoneVerificationPage';

describe('PhoneVerificationPage', () => {
  let api: MockApi;
  const toasts = collectToasts();
  beforeEach(() => bus.set('language', 'en'));
  afterEach(() => api.restore());
  const state = () => screen.getByTestId('phone-verification').getAttribute('data-state');

  it('not verified → code entry after a send → a wrong code clears the field → verified', async () => {
    let checks = 0;
    api = memberApi({
      'POST customer/updatephone': (body) => {
        const { step, code } = body as { step: number; code?: string };
        if (step === 1) return ok(null, 'Code sent');
        checks += 1;
        return code === '123456' ? ok(null, 'Verified') : { success: false, message: 'Wrong code' };
      },
    });
    renderPage(<PhoneVerificationPage />);
    expect(await screen.findByText('Your phone +90 555 111 22 33 is not verified yet.')).toBeInTheDocument();
    expect(state()).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    const code = await screen.findByLabelText(/Verification code/);
    expect(state()).toBe('3');
    expect(api.sent.find((s) => s.route === 'POST customer/updatephone')?.body).toEqual({ step: 1, phone: '905551112233' });
    expect(screen.getByText('You can resend in 60 s')).toBeInTheDocument();

    await userEvent.type(code, '654321');
    expect(code).toHaveValue('65-43-21');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveValue(''));
    expect(toasts).toContainEqual({ type: 'error', message: 'Wrong code' });

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your phone +90 555 111 22 33 is verified.')).toBeInTheDocument();
    expect(state()).toBe('1');
    expect(checks).toBe(2);
    expect(api.sent.filter((s) => s.route === 'POST customer/updatephone').at(-1)?.body).toEqual({ step: 2, phone: '905551112233', code: '123456' });
  });

  it('once the phone is verified, the trial bonus the member skipped at sign-up is offered and claimed there', async () => {
    let claimed = false;
    const trial = { id: 100, code: 'trial', title: 'Trial Bonus', html: '<p>Wagering: 5×.</p>', amount: '100.00', reason: null, expiresAt: null };
    let verified = false;
    api = memberApi({
      'POST customer/updatephone': (body) => {
        if ((body as { step: number }).step === 2) verified = true;
        return ok(null, 'OK');
      },
      'POST bonus/available': () => ok(claimed ? [] : [{ ...trial, claimable: verified, reason: verified ? null : 'Verify your phone' }]),
      'POST bonus/claim': () => {
        claimed = true;
        return ok(null, 'The trial bonus has been added to your account: ₺100');
      },
    });
    renderPage(<PhoneVerificationPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Code' }));
    expect(screen.queryByTestId('trial-bonus-offer')).not.toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/Verification code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const offer = await screen.findByRole('region', { name: 'Your trial bonus is waiting' });
    expect(offer).toHaveTextContent('Trial Bonus');
    expect(offer).toHaveTextContent('₺100,00');
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', message: 'The trial bonus has been added to your account: ₺100' }));
    expect(api.sent.find((s) => s.route === 'POST bonus/claim')?.body).toEqual({ bonusId: 100 });
    await waitFor(() => expect(screen.queryByTestId('trial-bonus-offer')).not.toBeInTheDocument());
  });

  it('update: the phone is editable behind +90, 10-digit mask, and a send leads to code entry', async () => {
    api = memberApi({
      'POST customer/details': () => ok({ ...DETAILS, smsVerified: true }),
      'POST customer/updatephone': () => ok(null, 'Code sent'),
    });
    renderPage(<PhoneVerificationPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Update Number' }));
    expect(state()).toBe('2');
    const phone = screen.getByLabelText(/Phone number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '53212345678999');
    expect(phone).toHaveValue('532 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByLabelText(/Verification code/);
    expect(api.sent.at(-1)?.body).toEqual({ step: 1, phone: '905321234567' });
  });

  it('too many SMS codes (429): the server message shows and the button waits; too many wrong codes the same', async () => {
    const message = 'Too many SMS code attempts. Try again in 15 minutes.';
    const throttled = () => new Response(JSON.stringify({ success: false, message }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '900' } });
    let sends = 0;
    api = memberApi({
      'POST customer/updatephone': (body) => {
        if ((body as { step: number }).step === 2) return throttled();
        sends += 1;
        return sends === 1 ? ok(null, 'Code sent') : throttled();
      },
    });
    renderPage(<PhoneVerificationPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Code' }));
    const code = await screen.findByLabelText(/Verification code/);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('phone-throttled')).toHaveTextContent(message);
    expect(toasts).toContainEqual({ type: 'error', message });
    await userEvent.type(code, '123456');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('"12345" is not a phone number (the contract\'s rule, the server\'s too): refused before anything is sent', async () => {
    api = memberApi({ 'POST customer/details': () => ok({ ...DETAILS, phone: null }) });
    renderPage(<PhoneVerificationPage />);
    const phone = await screen.findByLabelText(/Phone number/);
    await userEvent.type(phone, '12345');
    await userEvent.tab();
    expect(await screen.findByText('Enter a 10-digit phone number, e.g. 532 123 45 67')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeDisabled();
    expect(api.sent.some((s) => s.route === 'POST customer/updatephone')).toBe(false);
  });

  it('a failed send stays in place with the server message', async () => {
    api = memberApi({ 'POST customer/updatephone': () => ({ success: false, message: 'Number in use' }) });
    renderPage(<PhoneVerificationPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'error', message: 'Number in use' }));
    expect(state()).toBe('0');
  });

  it('a failed load offers a retry', async () => {
    let calls = 0;
    api = memberApi({ 'POST customer/details': () => (++calls === 1 ? new Response('boom', { status: 500 }) : ok(DETAILS)) });
    renderPage(<PhoneVerificationPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/is not verified yet/)).toBeInTheDocument();
  });
});
