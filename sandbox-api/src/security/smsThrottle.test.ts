import { updatePhone } from '@vitrin/contract';
import { startSandbox, type Sandbox } from '../../test/helpers';
import { registerPlayer } from '../../test/players';

jest.setTimeout(60000);

// SMS codes of phone verification are throttled like logins.
let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => sb?.stop());

async function phoneCall(token: string, payload: Record<string, unknown>, remoteAddress: string, locale = 'en') {
  const response = await sb.server.app.inject({
    method: 'POST', url: `/api/${updatePhone.path}`, remoteAddress,
    headers: { 'content-type': 'application/json', 'x-locale': locale, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() as { success: boolean; message: string } };
}

test('a sixth code within 15 minutes waits, with a translated message and Retry-After (tr and en)', async () => {
  const { token, input } = await registerPlayer(sb);
  for (let i = 0; i < 5; i += 1) expect((await phoneCall(token, { step: 1, phone: input.phone }, '10.1.0.1')).body.success).toBe(true);
  const blocked = await phoneCall(token, { step: 1, phone: input.phone }, '10.1.0.2');
  expect(blocked.status).toBe(429);
  expect(Number(blocked.retryAfter)).toBeGreaterThan(800);
  expect(blocked.body).toEqual({ success: false, message: 'Too many SMS code attempts. Try again in 15 minutes.' });
  const tr = await phoneCall(token, { step: 1, phone: input.phone }, '10.1.0.2', 'tr');
  expect(tr.body.message).toBe('Çok fazla SMS kodu denemesi yapıldı. 15 dakika sonra tekrar deneyin.');
  const [sent] = await sb.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM sent_messages WHERE recipient = $1 AND kind = 'sms'", [input.phone]);
  expect(sent!.n).toBe(5);
});

test('after 5 wrong codes even the right one waits; another player is not affected', async () => {
  const { token, input } = await registerPlayer(sb);
  expect((await phoneCall(token, { step: 1, phone: input.phone }, '10.1.0.3')).body.success).toBe(true);
  for (let i = 0; i < 4; i += 1) expect((await phoneCall(token, { step: 2, phone: input.phone, code: '000000' }, '10.1.0.3')).body.message).toBe('The verification code is wrong.');
  // The code's own limit (5 wrong) ends it; a new code does not reset the player's count.
  expect((await phoneCall(token, { step: 1, phone: input.phone }, '10.1.0.3')).body.success).toBe(true);
  expect((await phoneCall(token, { step: 2, phone: input.phone, code: '000000' }, '10.1.0.3')).body.success).toBe(false);
  const [row] = await sb.server.db.query<{ code: string }>("SELECT code FROM verification_codes WHERE phone = $1 AND used_at IS NULL ORDER BY id DESC LIMIT 1", [input.phone]);
  const blocked = await phoneCall(token, { step: 2, phone: input.phone, code: row!.code }, '10.1.0.3');
  expect(blocked.status).toBe(429);
  expect(blocked.body.message).toMatch(/Too many SMS code attempts/);

  const other = await registerPlayer(sb);
  expect((await phoneCall(other.token, { step: 1, phone: other.input.phone }, '10.1.0.4')).status).toBe(200);
});
