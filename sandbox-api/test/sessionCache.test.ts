import { changePassword, defineTrialBonus, logout, userBalance } from '@vitrin/contract';
import { startSandbox } from './helpers';
import type { Sandbox } from './helpers';
import { registerPlayer } from './players';
import { post } from '../src/wallet/walletStore';

jest.setTimeout(60000);

// The members cache (src/auth/sessionCache.ts, the load bench): a read right after any write
// sees the write, and a session that ended is refused at once, however warm the cache was.
let sb: Sandbox;
beforeAll(async () => { sb = await startSandbox(); });
afterAll(async () => { await sb?.stop(); });

async function balanceOf(token: string) {
  const answer = await sb.call(userBalance, {}, { token });
  return answer.data?.balance;
}

async function idOf(username: string) {
  const [row] = await sb.server.db.query<{ id: number }>('SELECT id FROM players WHERE lower(username) = lower($1)', [username]);
  return row!.id;
}

test('a balance read right after a deposit, a bet, a bonus and an operator change shows each new balance', async () => {
  const { input, token } = await registerPlayer(sb, { trialBonus: true });
  const id = await idOf(input.username);
  expect(await balanceOf(token)).toBe(0);
  // Warm: answered from the cache now.
  expect(await balanceOf(token)).toBe(0);

  await post(sb.server.db, { playerId: id, kind: 'deposit', amount: '150.25' });
  expect(await balanceOf(token)).toBe(150.25);

  await post(sb.server.db, { playerId: id, kind: 'bet', amount: '-10.10' });
  expect(await balanceOf(token)).toBe(140.15);

  expect((await sb.call(defineTrialBonus, {}, { token })).success).toBe(true);
  expect(await balanceOf(token)).toBe(240.15);

  const operator = await fetch(`${sb.url}/sandbox/admin/balance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: input.username, balance: 75.5 }),
  });
  expect(operator.status).toBe(200);
  expect(await balanceOf(token)).toBe(75.5);

  // Even a write that bypasses every store (an operator's SQL) is seen by the next read.
  await sb.server.db.query('UPDATE players SET balance = 12.34 WHERE id = $1', [id]);
  expect(await balanceOf(token)).toBe(12.34);
});

test('a logged-out session is refused at once', async () => {
  const { token } = await registerPlayer(sb);
  expect(await balanceOf(token)).toBe(0);
  expect((await sb.call(logout, {}, { token })).success).toBe(true);
  const after = await sb.raw(userBalance, {}, { token });
  expect(after.status).toBe(401);
});

test('a password change ends every other session of the player at once', async () => {
  const { input, token } = await registerPlayer(sb);
  const other = await sb.login(input.username, input.password);
  expect(await balanceOf(other)).toBe(0);
  const changed = await sb.call(changePassword, { oldPassword: input.password, password: 'secret22', confirmPassword: 'secret22' }, { token });
  expect(changed.success).toBe(true);
  expect((await sb.raw(userBalance, {}, { token: other })).status).toBe(401);
});

test('a warm balance poll, split into real and bonus money, asks the database nothing; a grant\'s change is seen at once', async () => {
  const { input, token } = await registerPlayer(sb, { trialBonus: true });
  const id = await idOf(input.username);
  await post(sb.server.db, { playerId: id, kind: 'deposit', amount: '50.00' });
  expect((await sb.call(defineTrialBonus, {}, { token })).success).toBe(true);
  const split = async () => (await sb.call(userBalance, {}, { token })).data;
  const before = await split();
  expect(before).toEqual({ balance: before?.balance, real: '50.00', bonus: expect.stringMatching(/^\d+\.\d{2}$/), withdrawable: '50.00' });

  const query = jest.spyOn(sb.server.db, 'query');
  try {
    for (let i = 0; i < 5; i += 1) expect(await split()).toEqual(before);
    expect(query).not.toHaveBeenCalled();
  } finally {
    query.mockRestore();
  }

  // The grant is forfeited (an operator's or a withdrawal's doing): the next poll shows it.
  await sb.server.db.query("UPDATE bonus_grants SET status = 'forfeited', locked = 0 WHERE player_id = $1", [id]);
  const after = await split();
  expect(after).toMatchObject({ balance: before?.balance, bonus: '0.00' });
  expect(after?.real).not.toBe(before?.real);
  expect(after?.withdrawable).toBe(after?.real);
});
