import { changePassword, login } from '@vitrin/contract';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { registerPlayer } from './players';
import { beginLoginAttempt, LOGIN_POLICY } from '../src/security/loginThrottle';

jest.setTimeout(120000);

// Sign-in throttle (docs/security.md "Accounts"): growing delays per (name, address) pair, a
// per-name and a per-address limit that hold unknown devices only, counted atomically.
describe.each(databasesUnderTest('throttle'))('the login throttle on %s', (_name, options) => {
  let sb: Sandbox;
  let clock = Date.now();
  const tick = (seconds: number) => { clock += seconds * 1000; };
  sandboxPerSuite({ ...options, now: () => new Date(clock), passwordWork: { active: 4, waiting: 1000 } }, (started) => { sb = started; });

  async function attempt(username: string, password: string, remoteAddress: string, device?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-locale': 'en' };
    if (device) headers.cookie = `vitrin_device=${device}`;
    const response = await sb.server.app.inject({ method: 'POST', url: `/api/${login.path}`, remoteAddress, headers, payload: { username, password } });
    const cookie = String(response.headers['set-cookie'] ?? '');
    return {
      status: response.statusCode,
      retryAfter: Number(response.headers['retry-after'] ?? 0),
      device: /vitrin_device=([\w-]+)/.exec(cookie)?.[1],
      body: response.json() as { success: boolean; message: string },
    };
  }

  test('per (name, address): 3 free failures, then waits of 5 s, 10 s, 20 s …; other addresses go on; a success clears the pair', async () => {
    const { input } = await registerPlayer(sb);
    for (let i = 0; i < 3; i += 1) {
      expect(await attempt(input.username, `nope${i}`, '10.1.0.1')).toMatchObject({ status: 200, body: { success: false, message: 'Wrong username or password.' } });
    }
    const held = await attempt(input.username, 'secret1', '10.1.0.1');
    expect(held).toMatchObject({ status: 429, retryAfter: 5, body: { success: false, message: 'Too many attempts. Try again in 1 minutes.' } });
    // The owner elsewhere is not held by a guesser's pair.
    expect((await attempt(input.username, 'secret1', '10.1.0.2')).body.success).toBe(true);
    tick(5);
    expect((await attempt(input.username, 'nope', '10.1.0.1')).status).toBe(200);
    expect(await attempt(input.username, 'nope', '10.1.0.1')).toMatchObject({ status: 429, retryAfter: 10 });
    tick(10);
    expect((await attempt(input.username, 'nope', '10.1.0.1')).status).toBe(200);
    expect((await attempt(input.username, 'nope', '10.1.0.1')).retryAfter).toBe(20);
    tick(20);
    expect((await attempt(input.username, 'secret1', '10.1.0.1')).body.success).toBe(true);
    expect((await attempt(input.username, 'nope', '10.1.0.1')).status).toBe(200);
  });

  test('10 failures for a name from anywhere hold new devices, never a device the player signed in from before', async () => {
    const { input } = await registerPlayer(sb);
    const first = await attempt(input.username, 'secret1', '10.2.0.1');
    expect(first.body.success).toBe(true);
    expect(first.device).toMatch(/^[\w-]{40,}$/);
    for (let i = 0; i < LOGIN_POLICY.maxFailuresPerName; i += 1) await attempt(input.username, 'guess1', `10.2.1.${i}`);
    const stranger = await attempt(input.username, 'secret1', '10.2.2.1');
    expect(stranger.status).toBe(429);
    expect(stranger.retryAfter).toBeGreaterThan(800);
    // The owner's phone, even on a new address, signs in.
    expect((await attempt(input.username, 'secret1', '10.2.3.1', first.device)).body.success).toBe(true);
    // An invented or another account's cookie is an unknown device.
    expect((await attempt(input.username, 'secret1', '10.2.2.2', 'x'.repeat(43))).status).toBe(429);
    tick(LOGIN_POLICY.windowSeconds);
    expect((await attempt(input.username, 'secret1', '10.2.2.1')).body.success).toBe(true);
  });

  test('an unknown name is held the same way, so names cannot be probed', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('nosuchplayer', 'whatever', '10.3.0.1');
    expect(await attempt('nosuchplayer', 'whatever', '10.3.0.1')).toMatchObject({ status: 429, retryAfter: 5, body: { message: 'Too many attempts. Try again in 1 minutes.' } });
  });

  test('100 failures from one address hold new devices there, not players who signed in there before (a carrier NAT)', async () => {
    const regular = await registerPlayer(sb);
    const newcomer = await registerPlayer(sb);
    const address = '10.4.0.1';
    const known = await attempt(regular.input.username, 'secret1', address);
    expect(known.body.success).toBe(true);
    tick(1);
    // A failed sign-in is an admitted try the route never strikes out (auth/authRoutes.ts), so all
    // but the last three are counted straight in the throttle: the same rows, without a scrypt run
    // each (what that saves: ADR 0071). The last three go through the route, so failures
    // over HTTP count towards the same limit, and the one after them is the route's refusal.
    const viaRoute = 3;
    for (let i = 0; i < LOGIN_POLICY.maxFailuresPerAddress - viaRoute; i += 1) {
      expect((await beginLoginAttempt(sb.server.db, { username: `stuffed${i}`, address, deviceHash: null, now: new Date(clock) })).attempt).toBeDefined();
    }
    for (let i = LOGIN_POLICY.maxFailuresPerAddress - viaRoute; i < LOGIN_POLICY.maxFailuresPerAddress; i += 1) {
      expect(await attempt(`stuffed${i}`, 'password1', address)).toMatchObject({ status: 200, body: { success: false } });
    }
    expect((await attempt(newcomer.input.username, 'secret1', address)).status).toBe(429);
    expect((await attempt(regular.input.username, 'secret1', address, known.device)).body.success).toBe(true);
    expect((await attempt(newcomer.input.username, 'secret1', '10.4.0.2')).body.success).toBe(true);
  });

  test('100 guesses at once, the right password 90th: none signs in', async () => {
    const { input } = await registerPlayer(sb);
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 89 ? 'secret1' : `wrong${i}`));
    // Real concurrency: 100 HTTP requests in flight (on PostgreSQL, a pool of connections).
    const answers = await Promise.all(guesses.map(async (password) => {
      const response = await fetch(`${sb.url}/api/${login.path}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: input.username, password }),
      });
      return { status: response.status, body: await response.json() as { success: boolean } };
    }));
    expect(answers.filter((a) => a.body.success)).toEqual([]);
    expect(answers[89]!.status).toBe(429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LOGIN_POLICY.freeFailuresPerPair);
  });

  test('the database count alone holds too (servers in several processes): 50 tries begun at once, 3 admitted', async () => {
    const tries = await Promise.all(Array.from({ length: 50 }, () => beginLoginAttempt(sb.server.db, {
      username: 'parallel-name', address: '10.7.0.1', deviceHash: null, now: new Date(clock),
    })));
    expect(tries.filter((t) => t.attempt)).toHaveLength(LOGIN_POLICY.freeFailuresPerPair);
  });

  test('right passwords sent at once (a double tap, two tabs) all sign in', async () => {
    const { input } = await registerPlayer(sb);
    const answers = await Promise.all(Array.from({ length: 8 }, () => attempt(input.username, 'secret1', '10.6.0.1')));
    expect(answers.map((a) => a.body.success)).toEqual(Array(8).fill(true));
  });

  test('customer/changepassword: a wrong old password is a counted guess', async () => {
    const { input, token } = await registerPlayer(sb);
    const change = (oldPassword: string) => sb.server.app.inject({
      method: 'POST', url: `/api/${changePassword.path}`, remoteAddress: '10.5.0.1',
      headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}` },
      payload: { oldPassword, password: 'fresh12', confirmPassword: 'fresh12' },
    });
    for (let i = 0; i < 3; i += 1) expect((await change(`wrong${i}`)).json()).toMatchObject({ success: false, message: expect.stringMatching(/current password|old password/i) });
    const held = await change('secret1');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('5');
    // The same pair is held at sign-in too: one throttle.
    expect((await attempt(input.username, 'secret1', '10.5.0.1')).status).toBe(429);
    tick(5);
    expect((await change('secret1')).json()).toMatchObject({ success: true });
  });
});
