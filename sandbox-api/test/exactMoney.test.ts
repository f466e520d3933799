import {
  accountDetails, claimBonus, defineTrialBonus, deposit, login, paymentRequests, pragmaticLaunchUrl, userBalance, withdraw,
  type CallDefinition,
} from '@vitrin/contract';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { registerPlayer } from './players';
import { openGamePage, playGameRound } from './gameSession';
import { post as walletPost, entries } from '../src/wallet/walletStore';
import { CATALOGUE } from '../src/casino/catalogue';

/**
 * Money is exact (quality bar): every money column NUMERIC, sums done by the database, amounts read
 * as text and made a JSON number only at the edge; one posting per request under double clicks and
 * races. The same scenarios run on PGlite and, under scripts/with-postgres.sh, on PostgreSQL, where
 * a pool of connections makes the races real.
 */
jest.setTimeout(120000);


/** The money columns of the schema; each must be NUMERIC(14, 2). */
const MONEY_COLUMNS = [
  'balance_changes.amount', 'balance_changes.balance_after', 'bonus_claims.amount', 'bonus_definitions.amount',
  'bonus_definitions.min_deposit', 'payment_requests.amount', 'players.balance', 'sports_bets.potential_win',
  'sports_bets.stake', 'sports_bets.total_odds', 'wallet_entries.amount', 'wallet_entries.balance_after',
];

describe.each(databasesUnderTest('money'))('exact money on %s', (_name, options) => {
  let sb: Sandbox;
  sandboxPerSuite(options, (started) => { sb = started; });

  const db = () => sb.server.db;
  async function member(balance?: string) {
    const player = await registerPlayer(sb);
    const [row] = await db().query<{ id: number }>('SELECT id FROM players WHERE username = $1', [player.input.username]);
    if (balance) await walletPost(db(), { playerId: row!.id, kind: 'adjust', amount: balance });
    return { ...player, playerId: row!.id };
  }
  /** The answer's body as sent: the JSON text shows whether a number went through a float sum. */
  const rawBalance = async (token: string) => (await sb.raw(userBalance, {}, { token })).text();
  const balanceText = async (playerId: number) =>
    (await db().query<{ balance: string }>('SELECT balance::text AS balance FROM players WHERE id = $1', [playerId]))[0]!.balance;
  const operator = (body: unknown) => fetch(`${sb.url}/sandbox/admin/balance`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, text: await r.text() }));
  async function post(def: CallDefinition, body: unknown, token: string, key?: string) {
    const response = await fetch(`${sb.url}/api/${def.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { success: boolean; message: string | null; data?: unknown };
  }

  test('every money column is NUMERIC(14, 2), and no column anywhere is a float', async () => {
    const columns = await db().query<{ name: string; type: string; precision: number | null; scale: number | null }>(
      `SELECT table_name || '.' || column_name AS name, data_type AS type, numeric_precision AS precision, numeric_scale AS scale
       FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    const byName = new Map(columns.map((c) => [c.name, c]));
    for (const name of MONEY_COLUMNS) expect([name, byName.get(name)]).toEqual([name, { name, type: 'numeric', precision: 14, scale: 2 }]);
    expect(columns.filter((c) => c.type === 'double precision' || c.type === 'real')).toEqual([]);
  });

  test('0.10 + 0.20 is 0.30 on every edge, and 0.30 − 0.30 leaves nothing to bet', async () => {
    const player = await member();
    for (const amount of ['0.10', '0.20']) await walletPost(db(), { playerId: player.playerId, kind: 'deposit', amount });
    expect(await balanceText(player.playerId)).toBe('0.30');
    expect(await rawBalance(player.token)).toContain('"balance":0.3,');
    expect((await sb.call(accountDetails, {}, { token: player.token })).data).toMatchObject({ balance: '0.30' });
    expect((await sb.call(login, { username: player.input.username, password: player.input.password })).data).toMatchObject({ balance: 0.3 });
    expect(await walletPost(db(), { playerId: player.playerId, kind: 'bet', amount: '-0.30' })).toMatchObject({ ok: true, entry: { balanceAfter: '0.00' } });
    expect(await walletPost(db(), { playerId: player.playerId, kind: 'bet', amount: '-0.01' })).toEqual({ ok: false, reason: 'insufficient-funds', balance: '0.00' });
  });

  test('a hundred 0.01 postings at once all land: 1.00 exactly, each balance after 0.01 … 1.00 once (no lost update)', async () => {
    const player = await member();
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      walletPost(db(), { playerId: player.playerId, kind: 'win', amount: '0.01', idempotencyKey: `cent-${i}` })));
    expect(results.every((r) => r.ok && !r.replayed)).toBe(true);
    expect(await balanceText(player.playerId)).toBe('1.00');
    expect(await rawBalance(player.token)).toContain('"balance":1,');
    const list = await entries(db(), player.playerId, { take: 500 });
    expect(list.total).toBe(100);
    const after = list.items.map((e) => e.balanceAfter).reverse();
    expect(after).toEqual(Array.from({ length: 100 }, (_, i) => `${Math.floor((i + 1) / 100)}.${String((i + 1) % 100).padStart(2, '0')}`));
  });

  test('99999999.99 survives every edge: the operator, user/balance, login, account details, a cent more and back', async () => {
    const player = await member();
    const set = await operator({ username: player.input.username, balance: '99999999.99' });
    expect(set.status).toBe(200);
    expect(set.text).toContain('"balance":99999999.99');
    expect(set.text).toContain('is now 99999999.99;');
    const [change] = await db().query<{ amount: string; after: string }>(
      `SELECT amount::text AS amount, balance_after::text AS after FROM wallet_entries WHERE player_id = $1 AND kind = 'adjust' AND reference->>'reason' = 'operator'`, [player.playerId],
    );
    expect(change).toEqual({ amount: '99999999.99', after: '99999999.99' });
    expect(await rawBalance(player.token)).toContain('"balance":99999999.99,');
    const session = await sb.raw(login, { username: player.input.username, password: player.input.password });
    expect(await session.text()).toContain('"balance":99999999.99,');
    expect((await sb.call(accountDetails, {}, { token: player.token })).data).toMatchObject({ balance: '99999999.99' });
    expect(await walletPost(db(), { playerId: player.playerId, kind: 'win', amount: '0.01' })).toMatchObject({ ok: true, entry: { balanceAfter: '100000000.00' } });
    expect(await rawBalance(player.token)).toContain('"balance":100000000,');
    expect(await walletPost(db(), { playerId: player.playerId, kind: 'bet', amount: '-99999999.99' })).toMatchObject({ ok: true, entry: { balanceAfter: '0.01' } });
    expect(await rawBalance(player.token)).toContain('"balance":0.01,');
  });

  test('the operator\'s balance is a decimal with at most two decimals; anything else is refused and nothing moves', async () => {
    const player = await member('5.00');
    for (const balance of ['1.005', 1.005, '-1', -1, '1e3', 1e21, 'abc', '', true, null, '1000000000000.00']) {
      expect([balance, (await operator({ username: player.input.username, balance })).status]).toEqual([balance, 400]);
    }
    expect(await balanceText(player.playerId)).toBe('5.00');
    expect((await operator({ username: player.input.username, balance: 0.1 })).status).toBe(200);
    await walletPost(db(), { playerId: player.playerId, kind: 'win', amount: '0.20' });
    expect(await balanceText(player.playerId)).toBe('0.30');
    expect((await operator({ username: 'nobody-here', balance: '1.00' })).status).toBe(404);
  });

  test('postings, an operator balance and a double-clicked trial bonus at once lose nothing', async () => {
    const player = await member();
    const [bonuses] = await Promise.all([
      Promise.all([1, 2, 3].map(() => sb.call(defineTrialBonus, {}, { token: player.token }))),
      Promise.all(Array.from({ length: 20 }, (_, i) => walletPost(db(), { playerId: player.playerId, kind: 'win', amount: '0.05', idempotencyKey: `w-${i}` }))),
    ]);
    expect(bonuses.filter((b) => b.success)).toHaveLength(1);
    expect(await balanceText(player.playerId)).toBe('101.00');
    expect(await rawBalance(player.token)).toContain('"balance":101,');
    const changes = await db().query<{ amount: string; after: string }>(
      `SELECT amount::text AS amount, balance_after::text AS after FROM wallet_entries WHERE player_id = $1 AND kind = 'bonus' AND idempotency_key = 'trial-bonus'`, [player.playerId],
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]!.amount).toBe('100.00');

    // The operator's set racing ten postings of 0.01: a posting before the set leaves 101.0x, one
    // after it 10.0x. Neither side may be lost: the balance is 10.00 plus the postings after the set,
    // and the recorded change is 10.00 minus what the postings before it had made.
    const [set, ...racing] = await Promise.all([
      operator({ username: player.input.username, balance: '10.00' }),
      ...Array.from({ length: 10 }, (_, i) => walletPost(db(), { playerId: player.playerId, kind: 'win', amount: '0.01', idempotencyKey: `r-${i}` })),
    ]);
    expect(set.status).toBe(200);
    const after = racing.map((r) => (r.ok ? r.entry.balanceAfter : 'refused'));
    const before = after.filter((b) => b.startsWith('101.')).length;
    const later = after.filter((b) => b.startsWith('10.')).length;
    expect(before + later).toBe(10);
    expect(await balanceText(player.playerId)).toBe(`10.${String(later).padStart(2, '0')}`);
    const [change] = await db().query<{ amount: string }>(
      `SELECT amount::text AS amount FROM wallet_entries WHERE player_id = $1 AND kind = 'adjust' AND reference->>'reason' = 'operator'`, [player.playerId],
    );
    expect(change!.amount).toBe(`-91.${String(before).padStart(2, '0')}`);
  });

  test('one posting per request under double clicks: a withdrawal, a deposit\'s confirmation, a casino round, a sports slip, a bonus claim', async () => {
    const player = await member('500.00');
    const auth = player.token;
    const iban = 'TR33 0006 1005 1978 6457 8413 26';

    const withdrawal = { id: 201, target: 'pay', detail: { Amount: 100.1, Iban: iban, AccountHolder: 'Ada Yılmaz' } };
    const withdrawals = await Promise.all([1, 2, 3, 4].map(() => post(withdraw, withdrawal, auth, 'double-withdraw')));
    expect(withdrawals.filter((w) => w.success).length).toBeGreaterThanOrEqual(1);
    expect(await balanceText(player.playerId)).toBe('399.90');

    const transfer = { id: 101, target: 'pay', detail: { Amount: 250.35, Bank: 10, AccountHolder: 'Ada Yılmaz' } };
    await Promise.all([1, 2, 3].map(() => post(deposit, transfer, auth, 'double-deposit')));
    const open = (await sb.call(paymentRequests, {}, { token: auth })).data!;
    expect(open.map((p) => [p.direction, p.amount])).toEqual(expect.arrayContaining([[1, '250.35'], [2, '100.10']]));
    expect(open).toHaveLength(2);
    const depositId = open.find((p) => p.direction === 1)!.id;
    const confirms = await Promise.all([1, 2, 3].map(() => fetch(`${sb.url}/sandbox/admin/payments/${depositId}/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })));
    expect(confirms.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceText(player.playerId)).toBe('650.25');

    const game = CATALOGUE.find((g) => g.providerName === 'Pragmatic Play')!;
    const address = (await sb.call(pragmaticLaunchUrl, { code: game.gameCode }, { token: auth })).data as string;
    const { session } = await openGamePage(address);
    // A round id is played once: of four sends, one plays and three are refused as used.
    const rounds = await Promise.all([1, 2, 3, 4].map(() => playGameRound(sb.server.providerUrl, session!.token, '1.10', session!.round)));
    expect(rounds.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rounds.filter((r) => r.status === 409 && r.body.reason === 'round-used')).toHaveLength(3);
    const win = rounds.find((r) => r.status === 200)!.body.win!;

    const slip = { selections: [{ eventId: 101, pick: 0 }], stake: '12.50', key: 'double-slip' };
    await Promise.all([1, 2, 3, 4].map(() => fetch(`${sb.server.providerUrl}/sportsbook/bets`, {
      method: 'POST', headers: { authorization: `Bearer ${player.session.betsyToken}`, 'content-type': 'application/json' }, body: JSON.stringify(slip),
    })));

    const claims = await Promise.all([1, 2, 3].map(() => post(claimBonus, { bonusId: 2 }, auth, 'double-claim')));
    expect(claims.some((c) => c.success)).toBe(true);

    const list = (await entries(db(), player.playerId, { take: 500 })).items;
    const count = (kind: string) => list.filter((e) => e.kind === kind).length;
    expect([count('withdraw'), count('deposit'), count('bet'), count('bonus')]).toEqual([1, 1, 2, 1]);
    expect(count('win')).toBe(win === '0.00' ? 0 : 1);
    // 650.25 − 1.10 + win − 12.50 + 25.00, in cents.
    const expected = 65025n - 110n + BigInt(win.replace('.', '')) - 1250n + 2500n;
    expect(await balanceText(player.playerId)).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
  });
});
