import { claimBonus, defineTrialBonus, deposit, userBalance, withdraw, type CallDefinition } from '@vitrin/contract';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { registerPlayer } from './players';
import { ledgerMismatches, post as walletPost } from '../src/wallet/walletStore';
import { grantsOf } from '../src/wallet/bonusMoney';

/**
 * Real and bonus money (wallet/bonusMoney.ts): a bonus with a wagering requirement stays locked
 * until bets of its requirement are placed; only real money is withdrawable; a bonus whose terms
 * say so is forfeited by a withdrawal; and every credit, bonus or not, is in the ledger, which sums
 * to every balance.
 */
jest.setTimeout(90000);

describe.each(databasesUnderTest('bonusmoney'))('bonus money on %s', (_name, options) => {
  let sb: Sandbox;
  sandboxPerSuite(options, (started) => { sb = started; });
  const db = () => sb.server.db;
  const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

  async function member() {
    const player = await registerPlayer(sb);
    const [row] = await db().query<{ id: number }>('SELECT id FROM players WHERE username = $1', [player.input.username]);
    return { ...player, playerId: row!.id };
  }
  async function call(def: CallDefinition, body: unknown, token: string, key?: string) {
    const response = await fetch(`${sb.url}/api/${def.path}`, {
      method: def.method,
      headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      body: def.method === 'GET' ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { success: boolean; message: string | null; data?: unknown };
  }
  const money = async (token: string) => (await sb.call(userBalance, {}, { token })).data;
  const withdrawal = (token: string, amount: number) =>
    call(withdraw, { id: 201, target: 'pay', detail: { Amount: amount, Iban: IBAN, AccountHolder: 'Ada Yılmaz' } }, token, crypto.randomUUID());
  const bet = (playerId: number, amount: string) => walletPost(db(), { playerId, kind: 'bet', amount: `-${amount}` });

  test('the trial bonus and a first-deposit bonus are bonus money: not withdrawable, said so; a withdrawal of the real money forfeits them', async () => {
    const player = await member();
    expect((await call(defineTrialBonus, {}, player.token)).success).toBe(true);
    expect(await money(player.token)).toEqual({ balance: 100, real: '0.00', bonus: '100.00', withdrawable: '0.00' });

    // A confirmed deposit of 100 is real money; the first-deposit bonus on it is bonus money again.
    const sent = await call(deposit, { id: 101, target: 'pay', detail: { Amount: 100, Bank: 10, AccountHolder: 'Ada Yılmaz' } }, player.token, crypto.randomUUID());
    expect(sent.success).toBe(true);
    const [payment] = await db().query<{ id: number }>('SELECT id FROM payment_requests WHERE player_id = $1', [player.playerId]);
    expect((await fetch(`${sb.url}/sandbox/admin/payments/${payment!.id}/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
    expect((await call(claimBonus, { bonusId: 1 }, player.token, crypto.randomUUID())).success).toBe(true);
    expect(await money(player.token)).toEqual({ balance: 300, real: '100.00', bonus: '200.00', withdrawable: '100.00' });
    expect((await grantsOf(db(), player.playerId)).map((g) => [g.code, g.wagerRequired])).toEqual([['first-deposit', '1000.00'], ['trial', '500.00']]);

    // The whole balance: refused with what can be taken and why.
    expect(await withdrawal(player.token, 300)).toEqual({
      success: false, message: 'You can withdraw up to ₺100,00. ₺200,00 is bonus money you can withdraw once its wagering is done.',
    });
    expect((await money(player.token)).balance).toBe(300);
    // The real money: it goes, and both bonuses (their terms forfeit them on a withdrawal) leave.
    expect(await withdrawal(player.token, 100)).toMatchObject({
      success: true, message: 'Your withdrawal of ₺100,00 was received and awaits approval. Your bonus with unfinished wagering (₺200,00) was cancelled, as its terms say.',
    });
    expect(await money(player.token)).toEqual({ balance: 0, real: '0.00', bonus: '0.00', withdrawable: '0.00' });
    expect((await grantsOf(db(), player.playerId)).map((g) => g.status)).toEqual(['forfeited', 'forfeited']);
  });

  test('bets count toward the wagering, oldest bonus first; a fulfilled bonus becomes withdrawable money', async () => {
    const player = await member();
    await walletPost(db(), { playerId: player.playerId, kind: 'deposit', amount: '1000.00' });
    expect((await call(defineTrialBonus, {}, player.token)).success).toBe(true);
    expect((await money(player.token)).withdrawable).toBe('1000.00');
    await bet(player.playerId, '300.00');
    await walletPost(db(), { playerId: player.playerId, kind: 'win', amount: '300.00' });
    const [halfway] = await grantsOf(db(), player.playerId);
    expect([halfway!.wagered, halfway!.wagerRequired, halfway!.status]).toEqual(['300.00', '500.00', 'active']);
    expect((await money(player.token)).bonus).toBe('100.00');
    await bet(player.playerId, '250.00');
    const [done] = await grantsOf(db(), player.playerId);
    expect([done!.wagered, done!.status]).toEqual(['500.00', 'completed']);
    expect(await money(player.token)).toEqual({ balance: 850, real: '850.00', bonus: '0.00', withdrawable: '850.00' });
  });

  test('losses take the bonus money down with the balance; a bonus at zero is lost and locks nothing later', async () => {
    const player = await member();
    expect((await call(defineTrialBonus, {}, player.token)).success).toBe(true);
    await bet(player.playerId, '60.00');
    expect(await money(player.token)).toEqual({ balance: 40, real: '0.00', bonus: '40.00', withdrawable: '0.00' });
    await bet(player.playerId, '40.00');
    expect((await grantsOf(db(), player.playerId))[0]!.status).toBe('lost');
    await walletPost(db(), { playerId: player.playerId, kind: 'deposit', amount: '50.00' });
    expect(await money(player.token)).toEqual({ balance: 50, real: '50.00', bonus: '0.00', withdrawable: '50.00' });
  });

  test('the ledger sums to the balance of every account', async () => {
    const player = await member();
    await call(defineTrialBonus, {}, player.token);
    await fetch(`${sb.url}/sandbox/admin/balance`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: player.input.username, balance: '75.25' }),
    });
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});
