import { claimBonus, deposit, paymentRequests, userBalance, withdraw, type CallDefinition } from '@vitrin/contract';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { registerPlayer } from './players';
import { post as walletPost } from '../src/wallet/walletStore';
import { requestHash } from '../src/http/idempotencyKey';

jest.setTimeout(90000);

/**
 * An Idempotency-Key names one submission: a repeat answers the first answer, but the same key
 * with another call or another body is a client bug or an attack, and answering it with the first
 * result (a deposit told "withdrawal received") hides that nothing was done. Keys live 24 hours.
 */
describe.each(databasesUnderTest('idem'))('Idempotency-Key binding on %s', (_name, options) => {
  let sb: Sandbox;
  // The server's clock, moved by the tests.
  let now = new Date('2026-03-01T10:00:00Z');
  // The clock moves a day: sessions live longer here, so the member's token outlives the move.
  sandboxPerSuite({ ...options, now: () => now, sessionLifetime: { idleSeconds: 2 * 86400, maxSeconds: 2 * 86400 } }, (started) => { sb = started; });

  const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
  const bankWithdraw = (amount: number) => ({ id: 201, target: 'pay', detail: { Amount: amount, Iban: IBAN, AccountHolder: 'Ada Yılmaz' } });
  const transferDeposit = (amount: number) => ({ id: 101, target: 'pay', detail: { Amount: amount, Bank: 10, AccountHolder: 'Ada Yılmaz' } });

  async function member(balance: string) {
    const player = await registerPlayer(sb);
    const [row] = await sb.server.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [player.input.username]);
    await walletPost(sb.server.db, { playerId: row!.id, kind: 'adjust', amount: balance });
    return { ...player, playerId: row!.id };
  }
  async function post(def: CallDefinition, body: unknown, token: string, key: string, locale = 'en') {
    const response = await fetch(`${sb.url}/api/${def.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': locale, authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { success: boolean; message: string | null; data?: unknown } };
  }
  const requestsOf = async (playerId: number) =>
    (await sb.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_requests WHERE player_id = $1', [playerId]))[0]!.n;
  const refused = { status: 422, body: { success: false, message: expect.stringContaining('Idempotency-Key') } };

  test('a deposit sent with a withdrawal\'s key is refused with 422 and books nothing', async () => {
    const { token, playerId } = await member('1000.00');
    const first = await post(withdraw, bankWithdraw(200), token, 'key-w');
    expect(first).toMatchObject({ status: 200, body: { success: true } });
    expect(await post(deposit, transferDeposit(500), token, 'key-w')).toMatchObject(refused);
    const tr = await post(deposit, transferDeposit(500), token, 'key-w', 'tr');
    expect(tr).toMatchObject({ status: 422, body: { success: false, message: expect.stringContaining('başka bir talep') } });
    expect(await requestsOf(playerId)).toBe(1);
    expect((await sb.call(userBalance, {}, { token })).data?.balance).toBe(800);
    // The key still belongs to the withdrawal: its repeat answers the first answer.
    expect(await post(withdraw, bankWithdraw(200), token, 'key-w')).toEqual(first);
  });

  test('the same key with another body on the same call is refused; the same body in another field order is a repeat', async () => {
    const { token, playerId } = await member('1000.00');
    const first = await post(deposit, transferDeposit(150), token, 'key-d');
    expect(first.body.success).toBe(true);
    expect(await post(deposit, transferDeposit(151), token, 'key-d')).toMatchObject(refused);
    const reordered = { detail: { AccountHolder: 'Ada Yılmaz', Bank: 10, Amount: 150 }, target: 'pay', id: 101 };
    expect(await post(deposit, reordered, token, 'key-d')).toEqual(first);
    expect(await requestsOf(playerId)).toBe(1);
    expect(requestHash({ b: 1, a: [{ y: 2, x: 1 }] })).toBe(requestHash({ a: [{ x: 1, y: 2 }], b: 1 }));
  });

  test('a bonus claim\'s key cannot move money on a payment call', async () => {
    const { token, playerId } = await member('10.00');
    await post(claimBonus, { bonusId: 2 }, token, 'key-b');
    expect(await post(deposit, transferDeposit(150), token, 'key-b')).toMatchObject(refused);
    expect(await requestsOf(playerId)).toBe(0);
  });

  test('another player may use the same key', async () => {
    const a = await member('1000.00');
    const b = await member('1000.00');
    expect((await post(deposit, transferDeposit(120), a.token, 'shared-key')).body.success).toBe(true);
    expect((await post(withdraw, bankWithdraw(120), b.token, 'shared-key')).body.success).toBe(true);
  });

  test('a key expires after 24 hours: then it starts a new submission, before that it still refuses', async () => {
    const { token, playerId } = await member('1000.00');
    const start = now;
    try {
      const first = await post(deposit, transferDeposit(100), token, 'key-day');
      expect(first.body.success).toBe(true);
      now = new Date(start.getTime() + 24 * 3600_000 - 1000);
      expect(await post(deposit, transferDeposit(300), token, 'key-day')).toMatchObject(refused);
      expect(await post(deposit, transferDeposit(100), token, 'key-day')).toEqual(first);
      expect(await requestsOf(playerId)).toBe(1);

      now = new Date(start.getTime() + 24 * 3600_000);
      const fresh = await post(withdraw, bankWithdraw(300), token, 'key-day');
      expect(fresh).toMatchObject({ status: 200, body: { success: true, message: expect.stringContaining('300') } });
      expect(await requestsOf(playerId)).toBe(2);
      // Bound anew: now the deposit is the foreign call.
      expect(await post(deposit, transferDeposit(100), token, 'key-day')).toMatchObject(refused);
      expect(await post(withdraw, bankWithdraw(300), token, 'key-day')).toEqual(fresh);
      expect((await sb.call(paymentRequests, {}, { token })).data).toHaveLength(2);
    } finally {
      now = start;
    }
  });

  test('racing first uses of one key with two bodies: exactly one is booked', async () => {
    const { token, playerId } = await member('1000.00');
    const answers = await Promise.all([
      post(deposit, transferDeposit(110), token, 'key-race'), post(deposit, transferDeposit(220), token, 'key-race'),
      post(deposit, transferDeposit(110), token, 'key-race'), post(deposit, transferDeposit(220), token, 'key-race'),
    ]);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(2);
    expect(await requestsOf(playerId)).toBe(1);
  });
});
