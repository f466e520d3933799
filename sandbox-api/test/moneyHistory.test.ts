import { bonusHistory, claimBonus, defineTrialBonus, deposit, financialHistory, notifications, withdraw, type CallDefinition } from '@vitrin/contract';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { registerPlayer } from './players';
import { ledgerMismatches } from '../src/wallet/walletStore';

/**
 * The member's histories tell every movement of their money: a deposit rejected, cancelled on the
 * provider's page or still waiting is in the financial history with that status next to the
 * confirmed one, the withdrawal and both bonus credits (and their cancellation by the withdrawal);
 * the bonus history lists the trial bonus and says a credited bonus is completed.
 */
jest.setTimeout(90000);

describe.each(databasesUnderTest('moneyhistory'))('money histories on %s', (_name, options) => {
  let sb: Sandbox;
  sandboxPerSuite(options, (started) => { sb = started; });
  const db = () => sb.server.db;

  async function call(def: CallDefinition, body: unknown, token: string, key?: string) {
    const response = await fetch(`${sb.url}/api/${def.path}`, {
      method: def.method,
      headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      body: def.method === 'GET' ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { success: boolean; message: string | null; data?: unknown };
  }
  const bankDeposit = (token: string, amount: number) =>
    call(deposit, { id: 101, target: 'pay', detail: { Amount: amount, Bank: 10, AccountHolder: 'Ada Yılmaz' } }, token, crypto.randomUUID());
  const latestPayment = async (playerId: number) =>
    (await db().query<{ id: number; token: string | null }>('SELECT id, provider_token AS token FROM payment_requests WHERE player_id = $1 ORDER BY id DESC LIMIT 1', [playerId]))[0]!;
  const operator = (id: number, outcome: 'confirm' | 'reject') =>
    fetch(`${sb.url}/sandbox/admin/payments/${id}/${outcome}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  type Row = { id: number; type: number; source?: string; method: string; amount: string; status: number };
  const history = async (token: string, filterType: 0 | 1 | 2, skip = 0, take = 20) =>
    (await call(financialHistory, { filterType, skip, take }, token)).data as { items: Row[]; total: number };

  test('every deposit with its status, the withdrawal, both bonus credits and their cancellation; the bonus history has the trial bonus, completed', async () => {
    const player = await registerPlayer(sb);
    const [row] = await db().query<{ id: number }>('SELECT id FROM players WHERE username = $1', [player.input.username]);
    const playerId = row!.id;
    const { token } = player;

    expect((await call(defineTrialBonus, {}, token)).success).toBe(true);
    // Rejected by the operator.
    expect((await bankDeposit(token, 160)).success).toBe(true);
    expect((await operator((await latestPayment(playerId)).id, 'reject')).status).toBe(200);
    // Cancelled by the player on the provider's page (a link deposit).
    const link = await call(deposit, { id: 107, target: 'pay', detail: { Amount: 70 } }, token, crypto.randomUUID());
    expect(link.success).toBe(true);
    const cancelled = await fetch(`${String(link.data)}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    // Confirmed, then the first-deposit bonus on it.
    expect((await bankDeposit(token, 200)).success).toBe(true);
    expect((await operator((await latestPayment(playerId)).id, 'confirm')).status).toBe(200);
    expect((await call(claimBonus, { bonusId: 1 }, token, crypto.randomUUID())).success).toBe(true);
    // A withdrawal of the real money cancels both bonuses (their terms say so).
    const out = await call(withdraw, { id: 201, target: 'pay', detail: { Amount: 150, Iban: 'TR33 0006 1005 1978 6457 8413 26', AccountHolder: 'Ada Yılmaz' } }, token, crypto.randomUUID());
    expect(out.success).toBe(true);
    // Still waiting for the transfer.
    expect((await bankDeposit(token, 180)).success).toBe(true);

    const all = await history(token, 0);
    const seen = all.items.map((item) => [item.type, item.source, item.method, item.amount, item.status]);
    // Method names in the language each payment was asked in (every call here says x-locale: en).
    expect(seen).toEqual(expect.arrayContaining([
      [1, 'payment', 'Bank transfer (Havale/EFT)', '180.00', 2],
      [2, 'payment', 'Bank transfer (Havale/EFT)', '150.00', 2],
      [2, 'bonus', 'First Deposit Bonus', '100.00', 1],
      [2, 'bonus', 'Trial Bonus', '100.00', 1],
      [1, 'bonus', 'First Deposit Bonus', '100.00', 1],
      [1, 'payment', 'Bank transfer (Havale/EFT)', '200.00', 1],
      [1, 'payment', 'Pay by QR', '70.00', 5],
      [1, 'payment', 'Bank transfer (Havale/EFT)', '160.00', 4],
      [1, 'bonus', 'Trial Bonus', '100.00', 1],
    ]));
    expect(all.total).toBe(9);
    expect(all.items).toHaveLength(9);
    // Newest first: the pending deposit made last leads, the trial bonus made first ends it.
    expect(all.items[0]).toMatchObject({ amount: '180.00', status: 2 });
    expect(all.items.at(-1)).toMatchObject({ source: 'bonus', method: 'Trial Bonus', type: 1 });
    expect(new Set(all.items.map((item) => item.id)).size).toBe(9);
    // Paged, the pages are the list cut in order.
    const pages = [...(await history(token, 0, 0, 4)).items, ...(await history(token, 0, 4, 4)).items, ...(await history(token, 0, 8, 4)).items];
    expect(pages.map((item) => item.id)).toEqual(all.items.map((item) => item.id));

    expect((await history(token, 1)).items.map((item) => [item.amount, item.status])).toEqual([['180.00', 2], ['200.00', 1], ['70.00', 5], ['160.00', 4]]);
    expect((await history(token, 2)).items.map((item) => [item.amount, item.status])).toEqual([['150.00', 2]]);

    // The pending deposit confirmed: the same list says so at once.
    expect((await operator((await latestPayment(playerId)).id, 'confirm')).status).toBe(200);
    expect((await history(token, 1)).items[0]).toMatchObject({ amount: '180.00', status: 1 });
    expect((await history(token, 1)).total).toBe(4);

    const bonuses = (await call(bonusHistory, { skip: 0, take: 10 }, token)).data as { items: { title: string; amount: string; status: number }[]; total: number };
    expect(bonuses.items.map((item) => [item.title, item.amount, item.status])).toEqual([
      ['First Deposit Bonus', '100.00', 2], ['Trial Bonus', '100.00', 2],
    ]);
    expect(await ledgerMismatches(db())).toEqual([]);

    // Each outcome is told with its amount in the title line; the deposit the player cancelled is not "rejected".
    const inbox = (await call(notifications, { skip: 0, take: 10 }, token)).data as { title: string }[];
    // In the language the deposits were asked in (English here).
    expect(inbox.map((n) => n.title)).toEqual([
      'Your deposit of ₺180,00 was confirmed', 'Your deposit of ₺200,00 was confirmed', 'You cancelled your deposit of ₺70,00', 'Your deposit of ₺160,00 was rejected',
    ]);
  });
});
