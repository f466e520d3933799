import { randomBytes } from 'node:crypto';
import { deposit, login, logout, userBalance } from '@vitrin/contract';
import pg from 'pg';
import WebSocket from 'ws';
import { startSandbox, type Sandbox } from './helpers';
import { registerPlayer } from './players';
import { RS } from '../src/hub/protocol';
import { DEFAULT_CACHE_ACK_TIMEOUT_MS } from '../src/hub/fanOut';
import { hashToken } from '../src/security/tokens';

jest.setTimeout(90000);

/**
 * Two instances on one PostgreSQL, as behind nginx (`./vitrin start --prod`): whichever instance a
 * call reaches, the member's hub connection on the other one hears of it, and what one instance
 * keeps in memory (the members cache) never outlives a write made through the other.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
(databaseUrl ? describe : describe.skip)('two sandbox instances on one PostgreSQL', () => {
  const schema = `two_${randomBytes(4).toString('hex')}`;
  let a: Sandbox;
  let b: Sandbox;
  // One clock for both, moved by the idle-session test; sessions end after an hour without a call.
  let clock = Date.now();
  const shared = { databaseUrl, databaseSchema: schema, trustProxy: ['127.0.0.1'], now: () => new Date(clock), sessionLifetime: { idleSeconds: 3600, maxSeconds: 86400 } };
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    // One after the other, as `./vitrin start --prod` starts them: the first migrates.
    a = await startSandbox(shared);
    b = await startSandbox(shared);
  });
  afterEach(() => { for (const socket of sockets.splice(0)) socket.terminate(); });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  /** A member's hub connection on `sb`, handshake done; collects NotifyMessage arguments and the close. */
  async function hubOn(sb: Sandbox, token: string) {
    const received: { command: string; message: string }[] = [];
    const socket = new WebSocket(`${sb.url.replace('http', 'ws')}/hub/frnotify?access_token=${token}`);
    sockets.push(socket);
    const state = { closed: false };
    socket.on('close', () => { state.closed = true; });
    socket.on('message', (data) => {
      for (const part of data.toString().split(RS).filter(Boolean)) {
        const message = JSON.parse(part) as { type?: number; target?: string; arguments?: { command: string; message: string }[] };
        if (message.type === 1 && message.target === 'NotifyMessage') received.push(message.arguments![0]!);
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => { socket.send(`${JSON.stringify({ protocol: 'json', version: 1 })}${RS}`); });
      socket.once('message', () => resolve());
      socket.on('error', reject);
    });
    return { received, state };
  }

  async function until(check: () => boolean, timeoutMs = 5000) {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const admin = (sb: Sandbox, route: string, body: unknown) => fetch(`${sb.url}/sandbox/admin/${route}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<{ success: boolean }>);

  test('a notification and a balance sent through A reach the member\'s connection on B (the row is read, the NOTIFY names it)', async () => {
    const { input, token } = await registerPlayer(a);
    const { received } = await hubOn(b, token);
    expect(await admin(a, 'notify', { username: input.username, title: 'Hoş geldin', note: 'A üzerinden', type: 5 })).toMatchObject({ success: true });
    await until(() => received.length === 1);
    expect(JSON.parse(received[0]!.message)).toMatchObject({ title: 'Hoş geldin', note: 'A üzerinden' });
    // A message longer than a NOTIFY payload may be (8,000 bytes) goes through the row all the same.
    const note = 'x'.repeat(12_000);
    const [player] = await a.server.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [input.username]);
    expect(a.server.hub.notify(player!.id, { command: 'Notification', message: JSON.stringify({ note }) })).toBe(0);
    await admin(a, 'balance', { username: input.username, balance: 321.5 });
    await until(() => received.length === 3);
    expect(JSON.parse(received[1]!.message).note).toBe(note);
    expect(received[2]).toEqual({ command: 'Balance', message: JSON.stringify({ balance: 321.5 }) });
    // Delivered once: A has no connection of the member and B does not hear its own messages twice.
    // A last notification goes the same way after them; a second copy of any would come before it.
    await admin(a, 'notify', { username: input.username, title: 'Son', note: 'sıra', type: 5 });
    await until(() => received.some(({ message }) => message.includes('"Son"')));
    expect(received).toHaveLength(4);
    expect(JSON.parse(received[3]!.message)).toMatchObject({ title: 'Son' });
  });

  test('B\'s members cache is emptied by a write through A before A answers', async () => {
    const { input, token } = await registerPlayer(a);
    expect((await b.call(userBalance, {}, { token })).data.balance).toBe(0);
    // B now answers from memory; the operator changes the balance through A.
    for (let round = 0; round < 5; round += 1) {
      const balance = 200 + round;
      await admin(a, 'balance', { username: input.username, balance });
      expect((await b.call(userBalance, {}, { token })).data.balance).toBe(balance);
    }
    const clearsBefore = b.server.context.sessions.counts.clears;
    await b.call(userBalance, {}, { token });
    expect(b.server.context.sessions.counts.clears).toBe(clearsBefore);
  });

  test('an instance that died without leaving holds a write for the acknowledgement timeout once, then is dropped from the live set', async () => {
    const { input, token } = await registerPlayer(a);
    expect((await b.call(userBalance, {}, { token })).data.balance).toBe(0);
    const live = async () => (await a.server.db.query<{ instance: string }>('SELECT instance FROM cache_listeners ORDER BY instance')).map((row) => row.instance);
    expect(await live()).toEqual([a.server.fanOut!.instance, b.server.fanOut!.instance].sort());
    // A process killed outright: its row is there, nothing listens for it and nothing will answer.
    await a.server.db.query('INSERT INTO cache_listeners (instance) VALUES ($1)', ['deadbeef0000']);
    const start = Date.now();
    await admin(a, 'balance', { username: input.username, balance: 50 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(DEFAULT_CACHE_ACK_TIMEOUT_MS);
    // The write answered all the same, B (alive) acknowledged it, and the dead one is no longer waited for.
    expect((await b.call(userBalance, {}, { token })).data.balance).toBe(50);
    expect(await live()).toEqual([a.server.fanOut!.instance, b.server.fanOut!.instance].sort());
    // An instance that stops leaves the live set itself: nobody waits for it.
    const c = await startSandbox(shared);
    expect(await live()).toContain(c.server.fanOut!.instance);
    await c.stop();
    expect(await live()).not.toContain(c.server.fanOut!.instance);
  });

  test('B answers nothing from memory from the moment its LISTEN connection is lost until it listens again', async () => {
    const { input, token } = await registerPlayer(a);
    const other = await registerPlayer(a);
    expect((await b.call(userBalance, {}, { token })).data.balance).toBe(0);
    expect((await b.call(userBalance, {}, { token: other.token })).data.balance).toBe(0);
    const sessions = b.server.context.sessions;
    // PostgreSQL ends the cache channel's LISTEN connections (A's and B's): B must stop trusting its
    // cache when it learns of it, not a second later when it is connected again.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const ended = await admin.query<{ ended: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1',
        [`vitrin listen ${b.server.db.pubsub!.channel('vitrin_cache')}`],
      );
      expect(ended.rows).toHaveLength(2);
      await until(() => !sessions.trusting);
      // Writes B cannot hear of now (its notifications would be lost): a balance and a logout.
      await admin.query(`UPDATE ${schema}.players SET balance = 75 WHERE username = $1`, [input.username]);
      await admin.query(`UPDATE ${schema}.sessions SET revoked_at = now() WHERE token_hash = $1`, [hashToken(other.token)]);
      expect((await b.call(userBalance, {}, { token })).data.balance).toBe(75);
      expect((await b.raw(userBalance, {}, { token: other.token })).status).toBe(401);
    } finally {
      await admin.end();
    }
    // Listening again and back in the live set, it keeps members in memory again.
    await until(() => sessions.trusting && a.server.context.sessions.trusting);
    await b.call(userBalance, {}, { token });
    const reads = sessions.counts.reads;
    expect((await b.call(userBalance, {}, { token })).data.balance).toBe(75);
    expect(sessions.counts.reads).toBe(reads);
  });

  test('a logout through A refuses the token on B at once and closes its hub connection there', async () => {
    const { token } = await registerPlayer(a);
    expect((await b.call(userBalance, {}, { token })).data.balance).toBe(0);
    const { state } = await hubOn(b, token);
    await a.call(logout, {}, { token });
    expect((await b.raw(userBalance, {}, { token })).status).toBe(401);
    await until(() => state.closed);
  });

  test('an Idempotency-Key sent to A and repeated to B books once', async () => {
    const { input, token } = await registerPlayer(a);
    const body = { id: 101, target: 'pay', detail: { Amount: 150, Bank: 10, AccountHolder: 'Ada Yılmaz' } };
    const send = (sb: Sandbox) => fetch(`${sb.url}/api/${deposit.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}`, 'idempotency-key': 'both-instances' },
      body: JSON.stringify(body),
    }).then((response) => response.json());
    const first = await send(a);
    const second = await send(b);
    expect(second).toEqual(first);
    const [row] = await a.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_requests r JOIN players p ON p.id = r.player_id WHERE p.username = $1',
      [input.username],
    );
    expect(row!.n).toBe(1);
  });

  test('sign-in failures counted on A hold the pair on B; behind the proxy the client\'s address counts', async () => {
    const { input } = await registerPlayer(a);
    const attempt = (sb: Sandbox, password: string, client: string) => sb.server.app.inject({
      method: 'POST', url: `/api/${login.path}`, remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-locale': 'en', 'x-forwarded-for': client },
      payload: { username: input.username, password },
    });
    for (let i = 0; i < 3; i += 1) expect((await attempt(a, `nope${i}`, '10.9.0.1')).json()).toMatchObject({ success: false });
    // The pair's failures were counted through A; B holds the pair's next try all the same.
    expect((await attempt(b, input.password, '10.9.0.1')).statusCode).toBe(429);
    // Behind the proxy the client's address counts, not the proxy's: another client goes on.
    expect((await attempt(b, input.password, '10.9.0.2')).json()).toMatchObject({ success: true });
  });

  test('a member busy on A is not signed out by B, which last saw them over an hour ago', async () => {
    const { token } = await registerPlayer(a);
    // B keeps the session in memory with this moment as its last activity.
    expect((await b.call(userBalance, {}, { token })).data.balance).toBe(0);
    clock += 50 * 60_000;
    expect((await a.call(userBalance, {}, { token })).data.balance).toBe(0);
    clock += 20 * 60_000;
    // 70 minutes since B saw the session, 20 since A did: B reads the stored activity before ending it.
    expect((await b.raw(userBalance, {}, { token })).status).toBe(200);
    clock += 61 * 60_000;
    expect((await b.raw(userBalance, {}, { token })).status).toBe(401);
  });
});
