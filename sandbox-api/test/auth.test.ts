import {
  authForm, changePasswordWithCode, checkResetCode, login, logout, register, sendResetPassword, userBalance,
} from '@vitrin/contract';
import { startSandbox } from './helpers';
import type { Sandbox } from './helpers';
import { newPlayerInput, registerPlayer } from './players';

jest.setTimeout(60000);

let sb: Sandbox;
beforeAll(async () => { sb = await startSandbox(); });
afterAll(async () => { await sb?.stop(); });

async function lastCode(username: string, purpose: 'reset' | 'phone'): Promise<string> {
  const [row] = await sb.server.db.query<{ code: string }>(
    `SELECT c.code FROM verification_codes c JOIN players p ON p.id = c.player_id
     WHERE lower(p.username) = lower($1) AND c.purpose = $2 ORDER BY c.id DESC LIMIT 1`,
    [username, purpose],
  );
  return row!.code;
}

describe('auth/form', () => {
  test('lists about 15 countries with Türkiye first', async () => {
    const answer = await sb.call(authForm);
    expect(answer.success).toBe(true);
    expect(answer.data.countries[0]).toEqual({ id: 1, name: 'Türkiye' });
    expect(answer.data.countries.length).toBeGreaterThanOrEqual(15);
  });

  test('names the countries in the language of the request', async () => {
    const tr = await sb.call(authForm, {}, { locale: 'tr' });
    const en = await sb.call(authForm, {}, { locale: 'en' });
    expect(tr.data.countries.find((c) => c.id === 3)?.name).toBe('Almanya');
    expect(en.data.countries.find((c) => c.id === 3)?.name).toBe('Germany');
  });
});

describe('auth/login', () => {
  test('the demo member logs in and gets the session data', async () => {
    const answer = await sb.call(login, { username: 'demo', password: 'demo123' });
    expect(answer.success).toBe(true);
    expect(answer.data).toMatchObject({ username: 'demo', usercode: '100001', smsVerified: false });
    expect(answer.data!.token).toMatch(/^[\w-]{40,}$/);
    expect(typeof answer.data!.balance).toBe('number');
  });

  test('a wrong password is refused in the caller language', async () => {
    const tr = await sb.call(login, { username: 'demo', password: 'nope123' }, { locale: 'tr' });
    const en = await sb.call(login, { username: 'demo', password: 'nope123' }, { locale: 'en' });
    expect(tr).toMatchObject({ success: false, message: 'Kullanıcı adı veya şifre hatalı.' });
    expect(en).toMatchObject({ success: false, message: 'Wrong username or password.' });
  });

  test('spec §5 rules are checked with the shared schema', async () => {
    expect(await sb.call(login, { username: '', password: 'demo123' }, { locale: 'en' }))
      .toMatchObject({ success: false, message: 'Username is required.' });
    expect(await sb.call(login, { username: 'demo', password: 'ab' }, { locale: 'en' }))
      .toMatchObject({ success: false, message: 'Password must be at least 3 characters.' });
    expect(await sb.call(login, { username: 'x'.repeat(51), password: 'abc' }, { locale: 'tr' }))
      .toMatchObject({ success: false, message: 'Kullanıcı adı en fazla 50 karakter olabilir.' });
  });
});

describe('auth/register', () => {
  test('registers, logs in, and the token works', async () => {
    const { session, input } = await registerPlayer(sb);
    expect(session).toMatchObject({ username: input.username, balance: 0, smsVerified: false, phone: input.phone });
    const balance = await sb.call(userBalance, {}, { token: session.token });
    expect(balance).toMatchObject({ success: true, data: { balance: 0 } });
  });

  test('username, e-mail and national ID are unique, with clear messages', async () => {
    const { input } = await registerPlayer(sb);
    const again = (overrides: Partial<typeof input>) => sb.call(register, newPlayerInput(overrides), { locale: 'en' });
    expect(await again({ username: input.username.toUpperCase() }))
      .toMatchObject({ success: false, message: 'This username is already taken.' });
    expect(await again({ email: input.email }))
      .toMatchObject({ success: false, message: 'This e-mail address is already registered.' });
    expect(await again({ PersonalNo: input.PersonalNo }))
      .toMatchObject({ success: false, message: 'An account with this national ID number already exists.' });
  });

  test('field rules of spec §5', async () => {
    const bad = async (overrides: Record<string, unknown>, message: string) => {
      const answer = await sb.call(register, { ...newPlayerInput(), ...overrides }, { locale: 'en' });
      expect(answer).toMatchObject({ success: false, message });
    };
    await bad({ name: 'Ali  Veli' }, 'Name is not valid.');
    await bad({ surname: 'X' }, 'Surname must be at least 2 characters.');
    await bad({ username: 'ab_cd1' }, 'Username is not valid.');
    await bad({ username: 'abcd' }, 'Username must be at least 5 characters.');
    await bad({ email: 'not-an-email' }, 'E-mail is not valid.');
    await bad({ phone: '90532abc' }, 'Phone is not valid.');
    // Digits but no phone number: the contract's rule (+90 and a Turkish national number).
    await bad({ phone: '12345' }, 'Phone is not valid.');
    await bad({ PersonalNo: '1234567890' }, 'National ID number is not valid.');
    // Eleven digits whose check digits do not agree (extension of §5).
    await bad({ PersonalNo: '12345678901' }, 'National ID number is not valid.');
    // ADR 0029: the terms and age confirmed.
    await bad({ termsAccepted: false }, 'Confirmation of the terms and age is not valid.');
    await bad({ termsAccepted: undefined }, 'Confirmation of the terms and age is required.');
    await bad({ password: 'secret1', password2: 'secret2' }, 'The passwords do not match.');
    await bad({ password: 'abc', password2: 'abc' }, 'Password must be at least 5 characters.');
    await bad({ birthDate: '1990-02-30' }, 'The date of birth is not valid.');
    await bad({ birthDate: `${new Date().getFullYear() - 10}-01-01` }, 'You must be 18 or older to sign up.');
    await bad({ country: 999 }, 'Choose a valid country.');
    await bad({ trialBonus: undefined }, 'Trial bonus is required.');
  });
});

describe('auth/logout', () => {
  test('revokes the token; the next member call is a 401', async () => {
    const token = await sb.login();
    expect((await sb.call(logout, {}, { token })).success).toBe(true);
    const response = await sb.raw(userBalance, {}, { token, locale: 'en' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'Please log in to do this.' });
  });

  test('without a token it is a 401', async () => {
    expect((await sb.raw(logout)).status).toBe(401);
  });
});

describe('password recovery', () => {
  test('send, check and change; the e-mail is recorded; the new password works and old sessions end', async () => {
    const { input, token } = await registerPlayer(sb);
    const sent = await sb.call(sendResetPassword, { username: input.username }, { locale: 'en' });
    expect(sent).toMatchObject({ success: true, message: 'If an account with this username exists, we have sent a password reset code to its e-mail address.' });
    const code = await lastCode(input.username, 'reset');
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await (await fetch(`${sb.url}/sandbox/messages.json`)).json() as { data: { kind: string; recipient: string; text: string }[] };
    expect(outbox.data[0]).toMatchObject({ kind: 'email', recipient: input.email });
    expect(outbox.data[0]!.text).toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await sb.call(checkResetCode, { username: input.username, code: wrong }, { locale: 'en' }))
      .toMatchObject({ success: false, message: 'The code is wrong.' });
    // The last step refuses a code that was not checked first.
    expect(await sb.call(changePasswordWithCode, { username: input.username, code, password: 'newpass1', password2: 'newpass1' }, { locale: 'en' }))
      .toMatchObject({ success: false, message: 'Confirm the reset code first.' });
    expect((await sb.call(checkResetCode, { username: input.username, code })).success).toBe(true);
    expect(await sb.call(changePasswordWithCode, { username: input.username, code, password: 'newpass1', password2: 'newpass2' }, { locale: 'en' }))
      .toMatchObject({ success: false, message: 'The passwords do not match.' });
    expect((await sb.call(changePasswordWithCode, { username: input.username, code, password: 'newpass1', password2: 'newpass1' })).success).toBe(true);

    // Single use.
    expect((await sb.call(changePasswordWithCode, { username: input.username, code, password: 'again12', password2: 'again12' })).success).toBe(false);
    expect((await sb.call(login, { username: input.username, password: 'secret1' })).success).toBe(false);
    expect((await sb.call(login, { username: input.username, password: 'newpass1' })).success).toBe(true);
    expect((await sb.raw(userBalance, {}, { token })).status).toBe(401);
  });

  test('five wrong attempts lock the code; an expired code is refused', async () => {
    const { input } = await registerPlayer(sb);
    await sb.call(sendResetPassword, { username: input.username });
    const code = await lastCode(input.username, 'reset');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      expect((await sb.call(checkResetCode, { username: input.username, code: wrong }, { locale: 'en' })).message).toBe('The code is wrong.');
    }
    expect((await sb.call(checkResetCode, { username: input.username, code: wrong }, { locale: 'en' })).message)
      .toBe('Too many wrong attempts. Please ask for a new code.');
    expect((await sb.call(checkResetCode, { username: input.username, code }, { locale: 'en' })).message)
      .toBe('Too many wrong attempts. Please ask for a new code.');

    await sb.call(sendResetPassword, { username: input.username });
    const fresh = await lastCode(input.username, 'reset');
    await sb.server.db.query(`UPDATE verification_codes SET expires_at = now() - interval '1 minute' WHERE code = $1`, [fresh]);
    expect((await sb.call(checkResetCode, { username: input.username, code: fresh }, { locale: 'en' })).message)
      .toBe('The code has expired. Please ask for a new one.');
  });

  test('unknown user and field rules', async () => {
    // The same answer as for a name that exists (test/passwordReset.test.ts).
    expect(await sb.call(sendResetPassword, { username: 'nobody123' }, { locale: 'en' }))
      .toMatchObject({ success: true, message: 'If an account with this username exists, we have sent a password reset code to its e-mail address.' });
    expect(await sb.call(sendResetPassword, { username: 'a' }, { locale: 'en' }))
      .toMatchObject({ success: false, message: 'Username must be at least 2 characters.' });
    expect(await sb.call(checkResetCode, { username: 'demo', code: '12' }, { locale: 'en' }))
      .toMatchObject({ success: false, message: 'Code must be at least 3 characters.' });
  });
});
