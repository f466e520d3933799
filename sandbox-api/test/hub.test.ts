import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import type { HubConnection, IHttpConnectionOptions } from '@microsoft/signalr';
import WebSocket from 'ws';
import { startSandbox } from './helpers';
import type { Sandbox } from './helpers';
import { registerPlayer } from './players';
import { RS } from '../src/hub/protocol';

jest.setTimeout(60000);

const PING_MS = 200;
let sb: Sandbox;
const open: HubConnection[] = [];

beforeAll(async () => { sb = await startSandbox({ hubPingIntervalMs: PING_MS }); });
afterEach(async () => { await Promise.all(open.splice(0).map((c) => c.stop())); });
afterAll(async () => { await sb?.stop(); });

interface Note { command: string; message: string }

/** The front end's settings (skipNegotiation, WebSockets), with short timings for the test. */
function connect(token: string, options: { serverTimeoutMs?: number; reconnect?: boolean } = {}) {
  const received: Note[] = [];
  /** When each server ping reached this connection's socket: the tests wait on these, not on a clock. */
  const pings: number[] = [];
  class CountingWebSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on('message', (data: Buffer) => { if (data.toString().includes('{"type":6}')) pings.push(Date.now()); });
    }
  }
  // `WebSocket` is the node client's documented option, missing from the typings.
  const httpOptions = { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token, WebSocket: CountingWebSocket };
  let builder = new HubConnectionBuilder()
    .withUrl(`${sb.url}/hub/frnotify?fingerprint=test`, httpOptions as IHttpConnectionOptions)
    .configureLogging(LogLevel.None)
    .withServerTimeout(options.serverTimeoutMs ?? 30000)
    .withKeepAliveInterval(Math.min(15000, (options.serverTimeoutMs ?? 30000) / 2));
  if (options.reconnect) builder = builder.withAutomaticReconnect([0, 200, 500, 1000]);
  const connection = builder.build();
  connection.on('NotifyMessage', (note: Note) => received.push(note));
  open.push(connection);
  return { connection, received, pings };
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function playerId(username: string) {
  const [row] = await sb.server.db.query<{ id: number }>('SELECT id FROM players WHERE lower(username) = lower($1)', [username]);
  return row!.id;
}

test('handshake, then NotifyMessage is delivered', async () => {
  const token = await sb.login();
  const { connection, received } = connect(token);
  await connection.start();
  expect(connection.state).toBe(HubConnectionState.Connected);
  const id = await playerId('demo');
  await until(() => sb.server.hub.connectionCount(id) === 1);
  expect(sb.server.hub.notify(id, { command: 'Notification', message: '{"id":1}' })).toBe(1);
  await until(() => received.length === 1);
  expect(received[0]).toEqual({ command: 'Notification', message: '{"id":1}' });
});

test('server pings keep the connection alive past the client serverTimeout', async () => {
  const token = await sb.login();
  const { connection, pings } = connect(token, { serverTimeoutMs: 1000 });
  let closed = false;
  connection.onclose(() => { closed = true; });
  const started = Date.now();
  await connection.start();
  // Until a ping arrives well past the client's 1 s serverTimeout: only the pings kept it open.
  await until(() => closed || (pings.length > 0 && pings[pings.length - 1]! - started > 1000 + 2 * PING_MS));
  expect(closed).toBe(false);
  expect(connection.state).toBe(HubConnectionState.Connected);
});

test('a bad or missing token is refused with 401 before the upgrade', async () => {
  const statusOf = (query: string, headers: Record<string, string> = {}) => new Promise<number>((resolve) => {
    const socket = new WebSocket(`${sb.url.replace('http', 'ws')}/hub/frnotify${query}`, { headers });
    socket.on('unexpected-response', (_req, res) => { resolve(res.statusCode ?? 0); socket.terminate(); });
    socket.on('open', () => { resolve(101); socket.close(); });
    socket.on('error', () => undefined);
  });
  expect(await statusOf('?access_token=not-a-token')).toBe(401);
  expect(await statusOf('')).toBe(401);
  const token = await sb.login();
  expect(await statusOf('', { authorization: `Bearer ${token}` })).toBe(101);

  const { connection } = connect('not-a-token');
  await expect(connection.start()).rejects.toThrow();
});

test('another protocol gets an error handshake; client pings are answered', async () => {
  const token = await sb.login();
  const frames = (protocol: string) => new Promise<string[]>((resolve) => {
    const socket = new WebSocket(`${sb.url.replace('http', 'ws')}/hub/frnotify?access_token=${token}`);
    const got: string[] = [];
    socket.on('open', () => socket.send(`{"protocol":"${protocol}","version":1}\u001e`));
    socket.on('message', (data: Buffer) => {
      got.push(data.toString());
      if (protocol === 'json' && got.length === 1) socket.send('{"type":6}\u001e');
      if (protocol === 'json' && got.some((f) => f.includes('"type":6'))) socket.close();
    });
    socket.on('close', () => resolve(got));
  });
  const refused = await frames('messagepack');
  expect(refused[0]!.endsWith(RS) && JSON.parse(refused[0]!.slice(0, -1))).toEqual({ error: expect.any(String) });
  const accepted = await frames('json');
  expect(accepted[0]).toBe('{}\u001e');
  expect(accepted.some((f) => f === '{"type":6}\u001e')).toBe(true);
});

test('reconnects automatically after the server closes the socket', async () => {
  const token = await sb.login();
  const { connection, received } = connect(token, { reconnect: true });
  let reconnected = 0;
  connection.onreconnected(() => { reconnected += 1; });
  await connection.start();
  const id = await playerId('demo');
  await until(() => sb.server.hub.connectionCount(id) === 1);
  // Through the loopback admin route, as the end-to-end drills do.
  const dropped = await (await fetch(`${sb.url}/sandbox/admin/hub/drop`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo' }),
  })).json() as { data: { dropped: number } };
  expect(dropped.data.dropped).toBe(1);
  await until(() => reconnected === 1 && connection.state === HubConnectionState.Connected);
  await until(() => sb.server.hub.connectionCount(id) === 1);
  sb.server.hub.notify(id, { command: 'Balance', message: '{"balance":1}' });
  await until(() => received.length === 1);
});

test('fan-out: both connections of a player get it, another player gets nothing', async () => {
  const demoToken = await sb.login();
  const other = await registerPlayer(sb);
  const a = connect(demoToken);
  const b = connect(await sb.login());
  const c = connect(other.token);
  await Promise.all([a.connection.start(), b.connection.start(), c.connection.start()]);
  const id = await playerId('demo');
  await until(() => sb.server.hub.connectionCount(id) === 2);
  const counted = await (await fetch(`${sb.url}/sandbox/admin/hub/connections?username=demo`)).json() as { data: { count: number } };
  expect(counted.data.count).toBe(2);
  expect(sb.server.hub.notify(id, { command: 'Notification', message: 'x' })).toBe(2);
  await until(() => a.received.length === 1 && b.received.length === 1);
  // A message for the other player, sent after: had c been sent the first, it would be ahead of
  // this one on c's connection. Waiting for it proves the absence without a clock.
  expect(sb.server.hub.notify(await playerId(other.input.username), { command: 'Notification', message: 'for c' })).toBe(1);
  await until(() => c.received.length > 0);
  expect(c.received).toEqual([{ command: 'Notification', message: 'for c' }]);
});

test('the admin route stores a notification and pushes it live', async () => {
  const token = await sb.login();
  const { connection, received } = connect(token);
  await connection.start();
  const id = await playerId('demo');
  await until(() => sb.server.hub.connectionCount(id) === 1);
  const response = await fetch(`${sb.url}/sandbox/admin/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', title: 'Bonus yüklendi', note: '50 ₺ bonus hesabınızda', type: 'Bonus' }),
  });
  expect(response.status).toBe(200);
  await until(() => received.length === 1);
  expect(received[0]!.command).toBe('Notification');
  expect(JSON.parse(received[0]!.message)).toMatchObject({ title: 'Bonus yüklendi', type: 'Bonus', isRead: false });

  await fetch(`${sb.url}/sandbox/admin/balance`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', balance: 250.5 }),
  });
  await until(() => received.length === 2);
  expect(received[1]).toEqual({ command: 'Balance', message: '{"balance":250.5}' });
});
