import {
  claimBonus, bonusHistory, defineTrialBonus, deposit, paymentRequests, pragmaticLaunchUrl, userBalance, withdraw, type CallDefinition,
} from '@vitrin/contract';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { registerPlayer } from './players';
import { entries, post as walletPost, walletTransaction } from '../src/wallet/walletStore';
import { MAX_MONEY } from '../src/wallet/money';
import { CATALOGUE } from '../src/casino/catalogue';
import { openGamePage, playGameRound } from './gameSession';
import { scriptsOfPage } from './pageScripts';

/**
 * Every money column is NUMERIC(14, 2): a balance past 999999999999.99 cannot be stored, and the
 * database would answer "numeric field overflow" (a 500). Every path that credits money refuses
 * such an amount first with its own clear refusal, and nothing moves (spec: bad input gets a clear
 * message, never a 5xx).
 */
jest.setTimeout(90000);

// PGlite, and PostgreSQL too under scripts/with-postgres.sh, where a pool makes the races real.

describe.each(databasesUnderTest('limit'))('the balance limit on %s', (_name, options) => {
  let sb: Sandbox;
  sandboxPerSuite(options, (started) => { sb = started; });

  const db = () => sb.server.db;
  const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
  const LIMIT_LIRA = '₺999.999.999.999,99';

  async function member(balance = '0.00') {
    const player = await registerPlayer(sb);
    const [row] = await db().query<{ id: number }>('SELECT id FROM players WHERE username = $1', [player.input.username]);
    if (balance !== '0.00') await setBalance(player.input.username, balance);
    return { ...player, playerId: row!.id };
  }
  function operator(path: string, body?: unknown) {
    return fetch(`${sb.url}${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { success: boolean; message: string; data?: unknown } }));
  }
  async function setBalance(username: string, balance: string) {
    expect((await operator('/sandbox/admin/balance', { username, balance })).status).toBe(200);
  }
  const balanceText = async (playerId: number) =>
    (await db().query<{ balance: string }>('SELECT balance::text AS balance FROM players WHERE id = $1', [playerId]))[0]!.balance;
  async function call(def: CallDefinition, body: unknown, token: string, key?: string) {
    const response = await fetch(`${sb.url}/api/${def.path}`, {
      method: def.method,
      headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      ...(def.method === 'GET' ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as { success: boolean; message: string | null; data?: unknown } };
  }

  describe('the wallet', () => {
    test('a credit up to the limit lands; a cent past it is refused under the row lock, and nothing is written', async () => {
      const player = await member('999999999999.00');
      expect(await walletPost(db(), { playerId: player.playerId, kind: 'win', amount: '0.99' })).toMatchObject({ ok: true, entry: { balanceAfter: MAX_MONEY } });
      expect(await walletPost(db(), { playerId: player.playerId, kind: 'win', amount: '0.01', idempotencyKey: 'past-limit' }))
        .toEqual({ ok: false, reason: 'balance-limit', balance: MAX_MONEY });
      expect(await walletPost(db(), { playerId: player.playerId, kind: 'deposit', amount: MAX_MONEY }))
        .toEqual({ ok: false, reason: 'balance-limit', balance: MAX_MONEY });
      expect(await balanceText(player.playerId)).toBe(MAX_MONEY);
      // The opening balance (an operator adjust) and the one credit that fitted.
      expect((await entries(db(), player.playerId, { take: 10 })).total).toBe(2);
      // Debits still work at the limit.
      expect(await walletPost(db(), { playerId: player.playerId, kind: 'bet', amount: '-0.99' })).toMatchObject({ ok: true, entry: { balanceAfter: '999999999999.00' } });
    });

    test('ten racing credits of 0.01 with room for five: exactly five land, the balance stops at the limit', async () => {
      const player = await member('999999999999.94');
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) =>
        walletPost(db(), { playerId: player.playerId, kind: 'win', amount: '0.01', idempotencyKey: `race-${i}` })));
      expect(results.filter((r) => r.ok)).toHaveLength(5);
      expect(results.filter((r) => !r.ok && r.reason === 'balance-limit')).toHaveLength(5);
      expect(await balanceText(player.playerId)).toBe(MAX_MONEY);
    });

    test('walletTransaction: a refusal rolls back what the transaction booked before it', async () => {
      const player = await member('999999999999.00');
      const answer = await walletTransaction(db(), async (_tx, book) => {
        await book({ playerId: player.playerId, kind: 'bet', amount: '-1.00', idempotencyKey: 'tx-bet' });
        return book({ playerId: player.playerId, kind: 'win', amount: '2.00', idempotencyKey: 'tx-win' });
      });
      expect(answer).toEqual({ ok: false, reason: 'balance-limit', balance: '999999999999.00' });
      expect(await balanceText(player.playerId)).toBe('999999999999.00');
      expect((await entries(db(), player.playerId, { take: 10 })).items.map((e) => e.kind)).toEqual(['adjust']);
    });
  });

  describe('the operator\'s set-balance', () => {
    test('an amount NUMERIC(14, 2) cannot store is a 400 naming the limit; the limit itself is accepted', async () => {
      const player = await member('5.00');
      for (const balance of ['1000000000000.00', 1e13, '99999999999999']) {
        const answer = await operator('/sandbox/admin/balance', { username: player.input.username, balance });
        expect([balance, answer.status, answer.body.success, answer.body.message]).toEqual([balance, 400, false, expect.stringContaining(MAX_MONEY)]);
      }
      expect(await balanceText(player.playerId)).toBe('5.00');
      expect((await operator('/sandbox/admin/balance', { username: player.input.username, balance: MAX_MONEY })).status).toBe(200);
      expect(await balanceText(player.playerId)).toBe(MAX_MONEY);
    });
  });

  describe('demo game rounds', () => {
    test('a win the balance cannot hold refuses the whole round (422 balance-limit, no bet taken) and spends its id; a round without that win still plays', async () => {
      const player = await member(MAX_MONEY);
      const game = CATALOGUE.find((g) => g.providerName === 'Pragmatic Play')!;
      const address = (await sb.call(pragmaticLaunchUrl, { code: game.gameCode }, { token: player.token })).data as string;
      const page = await openGamePage(address);
      const token = page.session!.token;
      let roundId = page.session!.round;

      // Outcomes are drawn at random: play 1.00 from the limit until both kinds were seen. A win of
      // ×1.5 or more cannot be held (422); a loss or half back can (200).
      const seen = { refused: 0, played: 0 };
      for (let attempt = 0; attempt < 200 && (seen.refused === 0 || seen.played === 0); attempt += 1) {
        await setBalance(player.input.username, MAX_MONEY);
        const answer = await playGameRound(sb.server.providerUrl, token, '1.00', roundId);
        if (answer.status === 422) {
          expect(answer.body).toEqual({ ok: false, reason: 'balance-limit', balance: MAX_MONEY, next: expect.any(String) });
          expect(await balanceText(player.playerId)).toBe(MAX_MONEY);
          // Its id is spent: the outcome is never drawn again.
          expect((await playGameRound(sb.server.providerUrl, token, '1.00', roundId)).body).toMatchObject({ ok: false, reason: 'round-used' });
          seen.refused += 1;
        } else {
          expect(answer).toMatchObject({ status: 200, body: { ok: true, bet: '1.00', roundId } });
          expect(['0.00', '0.50']).toContain(answer.body.win);
          seen.played += 1;
        }
        expect(answer.body.next).not.toBe(roundId);
        roundId = answer.body.next!;
      }
      expect(seen.refused).toBeGreaterThan(0);
      expect(seen.played).toBeGreaterThan(0);
      // No bet of a refused round was booked: the wallet holds exactly the played rounds' bets.
      expect((await entries(db(), player.playerId, { kinds: ['bet'], take: 1 })).total).toBe(seen.played);

      // The game page tells the player why (its texts carry the refusal).
      expect(await scriptsOfPage(page.html, sb.server.providerUrl)).toContain("'balance-limit': c.t.limit");
    });
  });

  describe('payments', () => {
    test('a deposit request the balance could never hold is refused at once with the limit; nothing is requested', async () => {
      const player = await member('999999999800.00');
      const transfer = { id: 101, target: 'pay', detail: { Amount: 250.35, Bank: 10, AccountHolder: 'Ada Yılmaz' } };
      const answer = await call(deposit, transfer, player.token, 'limit-deposit-1');
      expect(answer).toEqual({ status: 200, body: { success: false, message: `This deposit would take your balance past its limit (${LIMIT_LIRA}); enter a smaller amount.` } });
      expect((await sb.call(paymentRequests, {}, { token: player.token })).data).toEqual([]);
      // A deposit that fits is still taken.
      expect((await call(deposit, { ...transfer, detail: { ...transfer.detail, Amount: 150 } }, player.token, 'limit-deposit-2')).body.success).toBe(true);
    });

    test('an operator confirmation whose credit would pass the limit is a 422; the request stays open and can be confirmed later', async () => {
      const player = await member('100.00');
      const transfer = { id: 101, target: 'pay', detail: { Amount: 250.35, Bank: 10, AccountHolder: 'Ada Yılmaz' } };
      expect((await call(deposit, transfer, player.token, 'limit-transfer')).body.success).toBe(true);
      const [open] = (await sb.call(paymentRequests, {}, { token: player.token })).data!;
      await setBalance(player.input.username, MAX_MONEY);

      const refused = await operator(`/sandbox/admin/payments/${open!.id}/confirm`);
      expect(refused).toEqual({ status: 422, body: { success: false, message: expect.stringContaining(`past ${MAX_MONEY}`) } });
      expect(await balanceText(player.playerId)).toBe(MAX_MONEY);
      expect((await sb.call(paymentRequests, {}, { token: player.token })).data).toMatchObject([{ id: open!.id, status: 2 }]);

      await setBalance(player.input.username, '100.00');
      expect((await operator(`/sandbox/admin/payments/${open!.id}/confirm`)).status).toBe(200);
      expect(await balanceText(player.playerId)).toBe('350.35');
    });

    test('the demo payment page refuses to complete a deposit past the limit (422, still payable); below it completes', async () => {
      const player = await member('50.00');
      const answer = await call(deposit, { id: 103, target: 'pay', detail: { Amount: 100.2, PaparaNo: 1234567890 } }, player.token, 'limit-link');
      const link = String(answer.body.data);
      await setBalance(player.input.username, MAX_MONEY);
      const refused = await fetch(`${link}/complete`, { method: 'POST' });
      expect(refused.status).toBe(422);
      expect(await refused.text()).toContain('past its limit');
      expect(await balanceText(player.playerId)).toBe(MAX_MONEY);
      expect(await (await fetch(link)).text()).toContain('/complete');

      await setBalance(player.input.username, '50.00');
      expect((await fetch(`${link}/complete`, { method: 'POST' })).status).toBe(200);
      expect(await balanceText(player.playerId)).toBe('150.20');
    });

    test('a withdrawal\'s refund past the limit is a 422 and it stays pending; an amount no column holds is refused with a message', async () => {
      const player = await member('500.00');
      const bank = (amount: number) => ({ id: 201, target: 'pay', detail: { Amount: amount, Iban: IBAN, AccountHolder: 'Ada Yılmaz' } });
      for (const amount of [1e13, 1e21, 999999999999.99]) {
        const answer = await call(withdraw, bank(amount), player.token, `limit-w-${amount}`);
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ success: false, message: expect.stringMatching(/Amount has an invalid value|at most/) });
      }
      expect((await call(withdraw, bank(100.1), player.token, 'limit-w-ok')).body.success).toBe(true);
      expect(await balanceText(player.playerId)).toBe('399.90');
      const [pending] = (await sb.call(paymentRequests, {}, { token: player.token })).data!;
      await setBalance(player.input.username, MAX_MONEY);

      expect(await operator(`/sandbox/admin/payments/${pending!.id}/reject`)).toMatchObject({ status: 422, body: { success: false } });
      expect(await balanceText(player.playerId)).toBe(MAX_MONEY);
      expect((await sb.call(paymentRequests, {}, { token: player.token })).data).toMatchObject([{ id: pending!.id, status: 2 }]);
      // Paying it out moves no money in, so it still goes through at the limit.
      expect((await operator(`/sandbox/admin/payments/${pending!.id}/confirm`)).status).toBe(200);
    });
  });

  describe('bonuses', () => {
    test('a bonus claim past the limit is refused with the limit and leaves no claim; below it, it is credited', async () => {
      const player = await member(MAX_MONEY);
      const answer = await call(claimBonus, { bonusId: 2 }, player.token, 'limit-claim');
      expect(answer).toEqual({ status: 200, body: { success: false, message: `This bonus would take your balance past its limit (${LIMIT_LIRA}); it cannot be claimed now.` } });
      expect(await balanceText(player.playerId)).toBe(MAX_MONEY);
      expect((await sb.call(bonusHistory, { skip: 0, take: 10 }, { token: player.token })).data).toEqual({ items: [], total: 0 });

      await setBalance(player.input.username, '10.00');
      expect((await call(claimBonus, { bonusId: 2 }, player.token, 'limit-claim-2')).body.success).toBe(true);
      expect(await balanceText(player.playerId)).toBe('35.00');
    });

    test('the trial bonus past the limit is refused (not "already claimed"), and can be claimed once the balance has room', async () => {
      const player = await member('999999999950.00');
      expect(await call(defineTrialBonus, {}, player.token)).toEqual({
        status: 200, body: { success: false, message: `The trial bonus would take your balance past its limit (₺${MAX_MONEY}); it cannot be claimed now.` },
      });
      expect(await balanceText(player.playerId)).toBe('999999999950.00');
      expect(await db().query(`SELECT 1 FROM wallet_entries WHERE player_id = $1 AND kind = 'bonus'`, [player.playerId])).toEqual([]);

      await setBalance(player.input.username, '999999999899.99');
      expect((await call(defineTrialBonus, {}, player.token)).body.success).toBe(true);
      expect(await balanceText(player.playerId)).toBe(MAX_MONEY);
      expect((await sb.call(userBalance, {}, { token: player.token })).data).toEqual({
        balance: 999999999999.99, real: '999999999899.99', bonus: '100.00', withdrawable: '999999999899.99',
      });
      expect((await call(defineTrialBonus, {}, player.token)).body).toEqual({ success: false, message: 'You have already claimed the trial bonus.' });
    });
  });

  describe('sports', () => {
    test('settling a bet as won past the limit is a 422 and the bet stays open; with room it is credited', async () => {
      const player = await member('100.00');
      const placed = await fetch(`${sb.server.providerUrl}/sportsbook/bets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${player.session.betsyToken}`, 'content-type': 'application/json', 'x-locale': 'en' },
        body: JSON.stringify({ selections: [{ eventId: 101, pick: 0 }], stake: '10.00', key: 'limit-slip' }),
      }).then((r) => r.json() as Promise<{ ok: boolean; bet: { id: number; potentialWin: string } }>);
      expect(placed.ok).toBe(true);
      await setBalance(player.input.username, MAX_MONEY);

      const refused = await operator(`/sandbox/admin/sports/bets/${placed.bet.id}/won`);
      expect(refused).toEqual({ status: 422, body: { success: false, message: expect.stringContaining(`past ${MAX_MONEY}`) } });
      expect(await balanceText(player.playerId)).toBe(MAX_MONEY);
      const open = (await fetch(`${sb.url}/sandbox/admin/sports/bets`).then((r) => r.json())) as { data: { id: number }[] };
      expect(open.data.map((b) => b.id)).toContain(placed.bet.id);

      await setBalance(player.input.username, '0.00');
      expect((await operator(`/sandbox/admin/sports/bets/${placed.bet.id}/won`)).status).toBe(200);
      expect(await balanceText(player.playerId)).toBe(placed.bet.potentialWin);
    });
  });
});
