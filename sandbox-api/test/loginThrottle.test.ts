import { login } from '@vitrin/contract';
import { startSandbox, type Sandbox } from './helpers';

jest.setTimeout(60000);

// Issue 16: guessing is throttled per user name (5) and per address (20) within 15 minutes, the
// same way for names that do not exist.
let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => sb?.stop());

async function attempt(username: string, password: string, remoteAddress = '127.0.0.1') {
  const response = await sb.server.app.inject({
    method: 'POST', url: `/api/${login.path}`, remoteAddress,
    headers: { 'content-type': 'application/json', 'x-locale': 'en' },
    payload: { username, password },
  });
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() as { success: boolean; message: string } };
}

test('after 5 wrong passwords for a name, even the right one waits, with a translated message and Retry-After', async () => {
  for (let i = 0; i < 5; i += 1) {
    const wrong = await attempt('demo', `nope${i}`, '10.0.0.1');
    expect(wrong).toMatchObject({ status: 200, body: { success: false, message: 'Wrong username or password.' } });
  }
  const blocked = await attempt('demo', 'demo123', '10.0.0.2');
  expect(blocked.status).toBe(429);
  expect(Number(blocked.retryAfter)).toBeGreaterThan(800);
  expect(blocked.body).toEqual({ success: false, message: 'Too many attempts. Try again in 15 minutes.', data: null });
});

test('an unknown name is throttled the same way (names cannot be probed)', async () => {
  for (let i = 0; i < 5; i += 1) await attempt('nosuchplayer', 'whatever', '10.0.0.3');
  const blocked = await attempt('nosuchplayer', 'whatever', '10.0.0.3');
  expect(blocked.status).toBe(429);
  expect(blocked.body.message).toMatch(/Too many attempts/);
});

test('20 failures from one address block that address for every name; a success clears a name', async () => {
  for (let i = 0; i < 4; i += 1) await attempt('someone', 'x1x', '10.0.0.9');
  expect((await attempt('demo2', 'demo123', '10.0.0.9')).status).toBe(200);
  for (let i = 0; i < 16; i += 1) await attempt(`guess${i}`, 'x1x', '10.0.0.9');
  expect((await attempt('anyone', 'x1x', '10.0.0.9')).status).toBe(429);
  expect((await attempt('anyone', 'x1x', '10.0.0.10')).status).toBe(200);
});
