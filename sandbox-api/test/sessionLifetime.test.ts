import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { changePassword, changePasswordWithCode, checkResetCode, logout, sendResetPassword, userBalance } from '@vitrin/contract';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { registerPlayer } from './players';

jest.setTimeout(120000);

const IDLE_S = 30 * 60;
const MAX_S = 8 * 60 * 60;

// Sessions end (docs/security.md "Accounts"): after 30 min without a call and 8 h after the
// sign-in here (the test's settings), and when revoked; their hub connections close with them.
describe.each(databasesUnderTest('lifetime'))('session lifetimes and the hub on %s', (_name, options) => {
  let sb: Sandbox;
  let clock = Date.now();
  const tick = (seconds: number) => { clock += seconds * 1000; };
  const open: HubConnection[] = [];
  sandboxPerSuite({ ...options, now: () => new Date(clock), sessionLifetime: { idleSeconds: IDLE_S, maxSeconds: MAX_S } }, (started) => { sb = started; });
  afterEach(async () => { await Promise.all(open.splice(0).map((c) => c.stop())); });

  const status = async (token: string) => (await sb.raw(userBalance, {}, { token })).status;

  async function until(check: () => boolean, timeoutMs = 5000) {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The site's hub client, reconnecting as the site's does: a closed session must stay closed. */
  async function hubOf(token: string) {
    const connection = new HubConnectionBuilder()
      .withUrl(`${sb.url}/hub/frnotify`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
      .withAutomaticReconnect([0, 100, 200])
      .configureLogging(LogLevel.None)
      .build();
    const received: unknown[] = [];
    connection.on('NotifyMessage', (message: unknown) => received.push(message));
    open.push(connection);
    await connection.start();
    return { connection, received };
  }

  async function playerId(username: string) {
    const [row] = await sb.server.db.query<{ id: number }>('SELECT id FROM players WHERE lower(username) = lower($1)', [username]);
    return row!.id;
  }

  async function expectClosed(connection: HubConnection, id: number, received: unknown[]) {
    await until(() => connection.state === HubConnectionState.Disconnected);
    // Nothing more reaches it: no open connection of the player is left to push to.
    expect(sb.server.hub.notify(id, { command: 'Balance', message: '1' })).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    expect(received).toEqual([]);
  }

  test('idle: a session ends 30 minutes after its last call; calls keep it alive', async () => {
    const { token } = await registerPlayer(sb);
    tick(IDLE_S - 60);
    expect(await status(token)).toBe(200);
    tick(IDLE_S - 60);
    expect(await status(token)).toBe(200);
    tick(IDLE_S);
    expect(await status(token)).toBe(401);
    tick(-IDLE_S);
    // Ended for good, even if the clock could go back.
    expect(await status(token)).toBe(401);
  });

  test('absolute: a session ends 8 hours after the sign-in, however busy', async () => {
    const { token } = await registerPlayer(sb);
    for (let spent = 0; spent + 20 * 60 < MAX_S; spent += 20 * 60) {
      tick(20 * 60);
      expect(await status(token)).toBe(200);
    }
    tick(20 * 60);
    expect(await status(token)).toBe(401);
  });

  test('expiry closes the hub connection (the minute sweep) and the session row says when it ended', async () => {
    const { input, token } = await registerPlayer(sb);
    const id = await playerId(input.username);
    const { connection, received } = await hubOf(token);
    await until(() => sb.server.hub.connectionCount(id) === 1);
    tick(IDLE_S + 1);
    expect(await sb.server.sweepSessions()).toBeGreaterThanOrEqual(1);
    await expectClosed(connection, id, received);
    const [row] = await sb.server.db.query<{ ended: boolean }>(`SELECT revoked_at IS NOT NULL AS ended FROM sessions WHERE player_id = $1`, [id]);
    expect(row!.ended).toBe(true);
  });

  test('logout closes that session\'s hub connection, not the player\'s other session', async () => {
    const { input, token } = await registerPlayer(sb);
    const id = await playerId(input.username);
    const other = await sb.login(input.username, 'secret1');
    const first = await hubOf(token);
    const second = await hubOf(other);
    await until(() => sb.server.hub.connectionCount(id) === 2);
    expect((await sb.call(logout, {}, { token })).success).toBe(true);
    await until(() => first.connection.state === HubConnectionState.Disconnected);
    expect(sb.server.hub.connectionCount(id)).toBe(1);
    expect(second.connection.state).toBe(HubConnectionState.Connected);
  });

  test('a password change and a password reset close every hub connection of the player', async () => {
    const { input, token } = await registerPlayer(sb);
    const id = await playerId(input.username);
    const hub = await hubOf(token);
    await until(() => sb.server.hub.connectionCount(id) === 1);
    expect((await sb.call(changePassword, { oldPassword: 'secret1', password: 'second1', confirmPassword: 'second1' }, { token })).success).toBe(true);
    await expectClosed(hub.connection, id, hub.received);

    const again = await hubOf(await sb.login(input.username, 'second1'));
    await until(() => sb.server.hub.connectionCount(id) === 1);
    await sb.call(sendResetPassword, { username: input.username });
    const [row] = await sb.server.db.query<{ code: string }>(`SELECT code FROM verification_codes WHERE player_id = $1 AND purpose = 'reset' ORDER BY id DESC LIMIT 1`, [id]);
    expect((await sb.call(checkResetCode, { username: input.username, code: row!.code })).success).toBe(true);
    expect((await sb.call(changePasswordWithCode, { username: input.username, code: row!.code, password: 'third12', password2: 'third12' })).success).toBe(true);
    await expectClosed(again.connection, id, again.received);
  });
});
