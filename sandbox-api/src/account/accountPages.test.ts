import {
  accountDetails, bonusHistory, changePassword, claimableBonuses, claimBonus, financialHistory, gameHistory, login,
  sessionHistory, userBalance, type CallDefinition,
} from '@vitrin/contract';
import { startSandbox, type Sandbox } from '../../test/helpers';
import { registerPlayer } from '../../test/players';
import { post as walletPost } from '../wallet/walletStore';
import { insertPayment, moveStatus } from '../payments/paymentStore';

jest.setTimeout(60000);

let sb: Sandbox;
beforeAll(async () => { sb = await startSandbox(); });
afterAll(async () => { await sb?.stop(); });

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

/** A POST with the headers the helper does not set (user agent, Idempotency-Key). */
async function post(def: CallDefinition, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${sb.url}/api/${def.path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': 'en', ...headers }, body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string | null; data?: unknown } };
}

describe('401 for the account calls', () => {
  test.each([
    [accountDetails, {}], [changePassword, { oldPassword: 'demo123', password: 'abcdef', confirmPassword: 'abcdef' }],
    [financialHistory, { filterType: 0, skip: 0, take: 10 }], [gameHistory, { skip: 0, take: 10 }],
    [claimableBonuses, {}], [claimBonus, { bonusId: 2 }], [bonusHistory, { skip: 0, take: 10 }], [sessionHistory, { skip: 0, take: 10 }],
  ] as const)('%#: without a token', async (def, input) => {
    const response = await sb.raw(def as CallDefinition, input, { token: null });
    expect(response.status).toBe(401);
  });
});

describe('the demo member', () => {
  test('has a history that nets to zero, so it keeps its documented balance', async () => {
    const token = await sb.login();
    const money = (await sb.call(financialHistory, { filterType: 0, skip: 0, take: 10 }, { token })).data;
    expect(money.total).toBe(4);
    expect(money.items.find((i) => i.status === 2)).toMatchObject({ type: 2, method: 'Bank Transfer', amount: '150.00' });
    expect((await sb.call(gameHistory, { skip: 0, take: 5 }, { token })).data.total).toBe(10);
    expect((await sb.call(userBalance, {}, { token })).data.balance).toBe(1250.5);
  });
});

describe('customer/details', () => {
  test('the member reads their own details', async () => {
    const { input, token } = await registerPlayer(sb);
    const answer = await sb.call(accountDetails, {}, { token });
    expect(answer.data).toMatchObject({
      name: input.name, surname: input.surname, username: input.username, email: input.email, phone: input.phone,
      smsVerified: false, birthDate: input.birthDate, country: 'Türkiye', balance: '0.00',
    });
  });
});

describe('customer/changepassword', () => {
  test('refuses a wrong old password, a mismatch and a short one; success ends every session', async () => {
    const { input, token } = await registerPlayer(sb);
    const other = await sb.login(input.username, input.password);
    const wrong = await sb.call(changePassword, { oldPassword: 'nope123', password: 'brandnew1', confirmPassword: 'brandnew1' }, { token, locale: 'en' });
    expect(wrong).toMatchObject({ success: false, message: 'Your old password is wrong.' });
    const mismatch = await sb.call(changePassword, { oldPassword: input.password, password: 'brandnew1', confirmPassword: 'brandnew2' }, { token });
    expect(mismatch.success).toBe(false);
    const short = await sb.call(changePassword, { oldPassword: input.password, password: 'abc', confirmPassword: 'abc' }, { token });
    expect(short.success).toBe(false);

    const ok = await sb.call(changePassword, { oldPassword: input.password, password: 'brandnew1', confirmPassword: 'brandnew1' }, { token, locale: 'en' });
    expect(ok.success).toBe(true);
    for (const stale of [token, other]) expect((await sb.raw(userBalance, {}, { token: stale })).status).toBe(401);
    expect((await sb.call(login, { username: input.username, password: input.password })).success).toBe(false);
    expect((await sb.call(login, { username: input.username, password: 'brandnew1' })).success).toBe(true);
  });
});

describe('customer/sessions', () => {
  test('lists the sign-ins with IP, user agent and platform, marks the current one, pages, and shows only the caller\'s', async () => {
    const { input } = await registerPlayer(sb);
    const mobile = await post(login, { username: input.username, password: input.password }, { 'user-agent': IPHONE });
    const token = (mobile.body.data as { token: string }).token;
    await registerPlayer(sb);
    const page = await sb.call(sessionHistory, { skip: 0, take: 10 }, { token });
    expect(page.data.total).toBe(2);
    const [current, registered] = page.data.items;
    expect(current).toMatchObject({ current: true, platform: 2, userAgent: IPHONE, endedAt: null });
    expect(current!.ip).toMatch(/127\.0\.0\.1/);
    expect(registered).toMatchObject({ current: false, platform: 1 });
    const second = await sb.call(sessionHistory, { skip: 1, take: 1 }, { token });
    expect(second.data).toEqual({ items: [registered], total: 2 });
    expect((await sb.call(sessionHistory, { skip: 5, take: 10 }, { token })).data).toEqual({ items: [], total: 2 });
  });

  test.each([[{ skip: -1, take: 10 }], [{ skip: 0, take: 101 }], [{ skip: 0, take: 0 }], [{ skip: 'a', take: 10 }]])('refuses paging %j', async (paging) => {
    const { token } = await registerPlayer(sb);
    const answer = await sb.call(sessionHistory, paging, { token, locale: 'en' });
    expect(answer.success).toBe(false);
    expect(answer.message).toBeTruthy();
  });
});

describe('histories', () => {
  test('refuse a date range backwards and an unknown filter type', async () => {
    const { token } = await registerPlayer(sb);
    expect((await sb.call(financialHistory, { filterType: 0, from: '2026-03-02', to: '2026-03-01', skip: 0, take: 10 }, { token })).success).toBe(false);
    expect((await sb.call(financialHistory, { filterType: 7, skip: 0, take: 10 }, { token })).success).toBe(false);
    expect((await sb.call(gameHistory, { from: '2026-03-02', to: '2026-03-01', skip: 0, take: 10 }, { token })).success).toBe(false);
  });

  test('deposits and withdrawals, bets and wins come from the wallet, filtered, paged and only the caller\'s', async () => {
    const { token, session } = await registerPlayer(sb);
    const [player] = await sb.server.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [session.username]);
    const playerId = player!.id;
    const book = (kind: 'deposit' | 'withdraw' | 'bet' | 'win', amount: string, reference: Record<string, unknown>) =>
      walletPost(sb.server.db, { playerId, kind, amount, reference });
    await book('deposit', '500.00', { paymentId: 1, method: 'Papara', status: 1 });
    await book('bet', '-12.30', { gameCode: 'sweet-bonanza', gameName: 'Sweet Bonanza', provider: 'Pragmatic Play', roundId: 'r-1' });
    await book('win', '40.10', { gameCode: 'sweet-bonanza', gameName: 'Sweet Bonanza', provider: 'Pragmatic Play', roundId: 'r-1' });
    await book('withdraw', '-100.05', { paymentId: 2, method: 'Bank Transfer', status: 2 });

    const all = (await sb.call(financialHistory, { filterType: 0, skip: 0, take: 10 }, { token })).data;
    expect(all.total).toBe(2);
    expect(all.items.map((i) => [i.type, i.method, i.amount, i.status])).toEqual([[2, 'Bank Transfer', '100.05', 2], [1, 'Papara', '500.00', 1]]);
    expect((await sb.call(financialHistory, { filterType: 1, skip: 0, take: 10 }, { token })).data.items.map((i) => i.type)).toEqual([1]);
    expect((await sb.call(financialHistory, { filterType: 0, skip: 1, take: 1 }, { token })).data).toMatchObject({ total: 2, items: [{ amount: '500.00' }] });
    expect((await sb.call(financialHistory, { filterType: 0, from: '2001-01-01', to: '2001-01-31', skip: 0, take: 10 }, { token })).data.total).toBe(0);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await sb.call(financialHistory, { filterType: 0, from: today, to: today, skip: 0, take: 10 }, { token })).data.total).toBe(2);

    const rounds = (await sb.call(gameHistory, { skip: 0, take: 10 }, { token })).data;
    expect(rounds.items.map((r) => [r.resultType, r.gameName, r.provider, r.amount, r.roundId])).toEqual([
      [1, 'Sweet Bonanza', 'Pragmatic Play', '40.10', 'r-1'], [2, 'Sweet Bonanza', 'Pragmatic Play', '12.30', 'r-1'],
    ]);
    const stranger = await registerPlayer(sb);
    expect((await sb.call(financialHistory, { filterType: 0, skip: 0, take: 10 }, { token: stranger.token })).data.total).toBe(0);

    // The first-deposit bonus opens after a deposit of ₺100 or more; the loss-back needs a loss.
    const offers = (await sb.call(claimableBonuses, {}, { token, locale: 'en' })).data;
    expect(offers.find((o) => o.id === 1)).toMatchObject({ claimable: true, amount: '100.00' });
    expect(offers.find((o) => o.id === 3)).toMatchObject({ claimable: false, reason: 'You had no losses in the last 7 days, so there is no loss-back to claim.' });
    const claimed = await post(claimBonus, { bonusId: 1 }, { authorization: `Bearer ${token}`, 'idempotency-key': 'first-1' });
    expect(claimed.body.success).toBe(true);
    expect((await sb.call(userBalance, {}, { token })).data.balance).toBe(527.75);
    expect((await post(claimBonus, { bonusId: 1 }, { authorization: `Bearer ${token}`, 'idempotency-key': 'first-2' })).body).toMatchObject({ success: false, message: 'You have already claimed this bonus.' });
    // Without a key the claim is not taken at all (a client that leaves it out could book twice).
    expect((await post(claimBonus, { bonusId: 3 }, { authorization: `Bearer ${token}` })).body).toMatchObject({ success: false, message: expect.stringContaining('Idempotency-Key') });
  });

  test('a withdrawal shows the payment\'s status now (booked Pending, then rejected by the operator)', async () => {
    const { token, session } = await registerPlayer(sb);
    const [player] = await sb.server.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [session.username]);
    const playerId = player!.id;
    await walletPost(sb.server.db, { playerId, kind: 'deposit', amount: '200.00', reference: { method: 'Papara' } });
    const payment = await insertPayment(sb.server.db, {
      playerId, direction: 2, methodId: 1, methodName: 'Bank Transfer', amount: '50.00', detail: {}, status: 2, idempotencyKey: null, providerToken: null, locale: 'tr',
    });
    await walletPost(sb.server.db, { playerId, kind: 'withdraw', amount: '-50.00', reference: { paymentId: payment!.id, method: 'Bank Transfer', status: 2 } });
    const statusNow = async () => (await sb.call(financialHistory, { filterType: 2, skip: 0, take: 10 }, { token })).data.items[0]!.status;
    expect(await statusNow()).toBe(2);
    await moveStatus(sb.server.db, payment!.id, [2], 4);
    expect(await statusNow()).toBe(4);
    const row = (await sb.call(financialHistory, { filterType: 2, skip: 0, take: 10 }, { token })).data.items[0]!;
    expect(row.createdAt).toMatch(/Z$/);
  });

  test('a new member starts empty', async () => {
    const { token } = await registerPlayer(sb);
    expect((await sb.call(financialHistory, { filterType: 0, skip: 0, take: 10 }, { token })).data).toEqual({ items: [], total: 0 });
    expect((await sb.call(gameHistory, { skip: 0, take: 10 }, { token })).data).toEqual({ items: [], total: 0 });
  });
});

describe('bonuses', () => {
  test('offers say why they cannot be claimed; a claim credits once, a repeated key credits nothing', async () => {
    const { token } = await registerPlayer(sb);
    const offers = (await sb.call(claimableBonuses, {}, { token, locale: 'en' })).data;
    // The trial bonus first (not claimable before the phone is verified), then the operator's offers.
    expect(offers.map((o) => [o.id, o.claimable])).toEqual([[100, false], [1, false], [2, true], [3, false]]);
    expect(offers[1]!.reason).toBe('This bonus needs a deposit of at least ₺100,00 first.');

    const first = await post(claimBonus, { bonusId: 2 }, { authorization: `Bearer ${token}`, 'idempotency-key': 'k-1' });
    expect(first.body).toMatchObject({ success: true, message: '₺25,00 bonus was added to your account.' });
    const again = await post(claimBonus, { bonusId: 2 }, { authorization: `Bearer ${token}`, 'idempotency-key': 'k-1' });
    expect(again.body.success).toBe(true);
    expect((await sb.call(userBalance, {}, { token })).data.balance).toBe(25);
    const fresh = await post(claimBonus, { bonusId: 2 }, { authorization: `Bearer ${token}`, 'idempotency-key': 'k-2' });
    expect(fresh.body).toMatchObject({ success: false, message: 'This bonus can be claimed once a week.' });
    expect((await sb.call(userBalance, {}, { token })).data.balance).toBe(25);
    const unknown = await post(claimBonus, { bonusId: 99 }, { authorization: `Bearer ${token}`, 'idempotency-key': 'k-3' });
    expect(unknown.body).toMatchObject({ success: false, message: 'This bonus does not exist.' });

    const history = (await sb.call(bonusHistory, { skip: 0, take: 10 }, { token, locale: 'en' })).data;
    expect(history.total).toBe(1);
    // Credited at once, so Completed: "Processing" would tell the player the money is not there yet.
    expect(history.items[0]).toMatchObject({ title: 'Weekly Free Spin Bonus', amount: '25.00', status: 2 });

    // Nothing is left for the operator to settle.
    const settled = await fetch(`${sb.url}/sandbox/admin/bonus`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ claimId: history.items[0]!.id, outcome: 'complete' }),
    });
    expect(settled.status).toBe(404);
  });

  test('two claims at once credit once', async () => {
    const { token } = await registerPlayer(sb);
    const answers = await Promise.all([1, 2, 3].map((n) => post(claimBonus, { bonusId: 2 }, { authorization: `Bearer ${token}`, 'idempotency-key': `race-${n}` })));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect((await sb.call(userBalance, {}, { token })).data.balance).toBe(25);
  });

  test('someone else\'s claims never show', async () => {
    const a = await registerPlayer(sb);
    const b = await registerPlayer(sb);
    await post(claimBonus, { bonusId: 2 }, { authorization: `Bearer ${a.token}` });
    expect((await sb.call(bonusHistory, { skip: 0, take: 10 }, { token: b.token })).data).toEqual({ items: [], total: 0 });
  });
});
