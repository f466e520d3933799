import { changePasswordWithCode, checkResetCode, sendResetPassword } from '@vitrin/contract';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { registerPlayer } from './players';

jest.setTimeout(120000);

// Password recovery cannot be brute-forced (docs/security.md "Accounts"): per user name, 3 codes
// and 10 checks an hour across re-issues; the same answers for names that do not exist; codes expire.
describe.each(databasesUnderTest('reset'))('password recovery limits on %s', (_name, options) => {
  let sb: Sandbox;
  let clock = Date.now();
  const tick = (seconds: number) => { clock += seconds * 1000; };
  sandboxPerSuite({ ...options, now: () => new Date(clock) }, (started) => { sb = started; });

  async function post(path: string, payload: Record<string, unknown>) {
    const response = await sb.server.app.inject({
      method: 'POST', url: `/api/${path}`, remoteAddress: '10.9.0.1', headers: { 'content-type': 'application/json', 'x-locale': 'en' }, payload,
    });
    return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() as { success: boolean; message: string } };
  }
  const send = (username: string) => post(sendResetPassword.path, { username });
  const check = (username: string, code: string) => post(checkResetCode.path, { username, code });

  async function lastCode(username: string): Promise<string> {
    const [row] = await sb.server.db.query<{ code: string }>(
      `SELECT c.code FROM verification_codes c JOIN players p ON p.id = c.player_id
       WHERE lower(p.username) = lower($1) AND c.purpose = 'reset' ORDER BY c.id DESC LIMIT 1`, [username],
    );
    return row!.code;
  }

  test('3 codes an hour per name; 10 checks an hour in all, not reset by a new code', async () => {
    const { input } = await registerPlayer(sb);
    const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
    let checks = 0;
    for (let round = 0; round < 3; round += 1) {
      expect((await send(input.username)).body.success).toBe(true);
      const code = await lastCode(input.username);
      for (let i = 0; i < 3 && checks < 10; i += 1, checks += 1) expect((await check(input.username, wrongOf(code))).status).toBe(200);
    }
    const fourth = await send(input.username);
    expect(fourth).toMatchObject({ status: 429, body: { success: false } });
    expect(Number(fourth.retryAfter)).toBeGreaterThan(3000);
    const code = await lastCode(input.username);
    expect((await check(input.username, code)).status).toBe(200);
    // The 11th check of the hour waits, even with the right code.
    const held = await check(input.username, code);
    expect(held).toMatchObject({ status: 429, body: { success: false, message: expect.stringMatching(/Too many attempts/) } });
    const change = await post(changePasswordWithCode.path, { username: input.username, code, password: 'taken12', password2: 'taken12' });
    expect(change.status).toBe(429);
    tick(3601);
    expect((await send(input.username)).body.success).toBe(true);
  });

  test('a name that does not exist gets the same answers, step by step, as one that does', async () => {
    const { input } = await registerPlayer(sb);
    const script = async (username: string) => {
      const answers: unknown[] = [];
      const record = (a: { status: number; body: unknown }) => answers.push([a.status, a.body]);
      record(await send(username));
      for (let i = 0; i < 6; i += 1) record(await check(username, '123456'.replace(/./, String(i))));
      record(await post(changePasswordWithCode.path, { username, code: '999999', password: 'abcde1', password2: 'abcde1' }));
      record(await send(username));
      tick(11 * 60);
      record(await check(username, '222222'));
      return answers;
    };
    const known = await script(input.username);
    const unknown = await script('nobody4242');
    expect(unknown).toEqual(known);
    expect(known[0]).toEqual([200, { success: true, message: 'If an account with this username exists, we have sent a password reset code to its e-mail address.' }]);
    expect(known.at(-1)).toEqual([200, { success: false, message: 'The code has expired. Please ask for a new one.' }]);
  });

  test('a code expires 10 minutes after it was sent', async () => {
    const { input } = await registerPlayer(sb);
    await send(input.username);
    const code = await lastCode(input.username);
    tick(9 * 60);
    expect((await check(input.username, code)).body.success).toBe(true);
    tick(60);
    expect((await check(input.username, code)).body).toEqual({ success: false, message: 'The code has expired. Please ask for a new one.' });
  });
});
