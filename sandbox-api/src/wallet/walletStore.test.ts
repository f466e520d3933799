import { startSandbox, type Sandbox } from '../../test/helpers';
import { entries, post } from './walletStore';
import { postAndPush } from './postAndPush';

jest.setTimeout(90000);

// Against a real migrated database (PGlite; PostgreSQL too when TEST_DATABASE_URL is set).
let sb: Sandbox;
let playerId: number;
beforeAll(async () => {
  sb = await startSandbox(process.env.TEST_DATABASE_URL ? { databaseUrl: process.env.TEST_DATABASE_URL, databaseSchema: `wallet_${Date.now()}` } : {});
  // A player of its own: seeds and other domains may give the demo member entries.
  const [row] = await sb.server.db.query<{ id: number }>(
    `INSERT INTO players (username, usercode, email, personal_no, name, surname, password_hash)
     VALUES ('walletuser', 'W0001', 'wallet@example.com', '98765432109', 'Cüzdan', 'Test', 'x') RETURNING id`,
  );
  playerId = row!.id;
});
afterAll(async () => sb?.stop());

describe('wallet', () => {
  it('adds decimals exactly, records the balance after each entry, newest first', async () => {
    for (const amount of ['0.10', '0.20', '0.10', '0.20', '0.10', '0.20']) {
      expect((await post(sb.server.db, { playerId, kind: 'deposit', amount })).ok).toBe(true);
    }
    const list = await entries(sb.server.db, playerId, { take: 10 });
    expect(list.total).toBe(6);
    expect(list.items[0]!.balanceAfter).toBe('0.90');
    expect(list.items.map((e) => e.amount)).toEqual(['0.20', '0.10', '0.20', '0.10', '0.20', '0.10']);
  });

  it('refuses to go below zero and an amount that is not money', async () => {
    const refused = await post(sb.server.db, { playerId, kind: 'bet', amount: '-0.91' });
    expect(refused).toEqual({ ok: false, reason: 'insufficient-funds', balance: '0.90' });
    for (const amount of ['0', '1.005', 'abc', '1e3', '-0.00', '']) {
      expect(await post(sb.server.db, { playerId, kind: 'adjust', amount })).toEqual({ ok: false, reason: 'invalid-amount' });
    }
    expect(await post(sb.server.db, { playerId: 999999, kind: 'adjust', amount: '1.00' })).toEqual({ ok: false, reason: 'unknown-player' });
  });

  it('answers a repeated idempotency key with the first entry and moves money once', async () => {
    const first = await post(sb.server.db, { playerId, kind: 'deposit', amount: '100.00', idempotencyKey: 'dep-1', reference: { paymentId: 7 } });
    const again = await post(sb.server.db, { playerId, kind: 'deposit', amount: '100.00', idempotencyKey: 'dep-1' });
    expect(first.ok && again.ok && again.replayed).toBe(true);
    if (first.ok && again.ok) expect(again.entry).toEqual(first.entry);
    const [row] = await sb.server.db.query<{ balance: string }>('SELECT balance::text AS balance FROM players WHERE id = $1', [playerId]);
    expect(row!.balance).toBe('100.90');
  });

  it('never overdraws under 20 concurrent debits, and filters by kind', async () => {
    await sb.server.db.query('UPDATE players SET balance = 10 WHERE id = $1', [playerId]);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(sb.server.db, { playerId, kind: 'bet', amount: '-1.00', reference: { roundId: i } })));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.reason === 'insufficient-funds')).toHaveLength(10);
    const bets = await entries(sb.server.db, playerId, { kinds: ['bet'], take: 50 });
    expect(bets.total).toBe(10);
    expect(bets.items[0]!.balanceAfter).toBe('0.00');
  });

  it('pushes the new balance over the hub once per movement, not on a replay', async () => {
    const pushed: unknown[] = [];
    const hub = { notify: (_id: number, message: unknown) => pushed.push(message) ?? 1 };
    await postAndPush(sb.server.db, hub, { playerId, kind: 'win', amount: '2.50', idempotencyKey: 'win-1' });
    await postAndPush(sb.server.db, hub, { playerId, kind: 'win', amount: '2.50', idempotencyKey: 'win-1' });
    expect(pushed).toEqual([{ command: 'Balance', message: JSON.stringify({ balance: 2.5, bonus: '0.00' }) }]);
  });
});
