import { claimableBonuses, claimBonus, defineTrialBonus, updatePhone, userBalance, type CallDefinition } from '@vitrin/contract';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { registerPlayer } from './players';
import { ledgerMismatches } from '../src/wallet/walletStore';

jest.setTimeout(90000);

/**
 * The trial bonus is not lost when the member skips the phone step or leaves the congratulations
 * screen: Bonus Talep offers it (first) until it is claimed or its offer ends 30 days after
 * sign-up, claimable once the phone is verified; every credit stays in the ledger.
 */
describe.each(databasesUnderTest('trialoffer'))('the trial bonus offered again on %s', (_name, options) => {
  let sb: Sandbox;
  sandboxPerSuite(options, (started) => { sb = started; });

  async function call(def: CallDefinition, body: unknown, token: string, key?: string) {
    const response = await fetch(`${sb.url}/api/${def.path}`, {
      method: def.method,
      headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      body: def.method === 'GET' ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { success: boolean; message: string | null };
  }
  const offers = async (token: string) => (await sb.call(claimableBonuses, {}, { token, locale: 'en' })).data!;
  async function verifyPhone(token: string) {
    const phone = `9053${String(Date.now()).slice(-8)}`;
    await sb.call(updatePhone, { step: 1, phone }, { token, locale: 'en' });
    const outbox = (await (await fetch(`${sb.url}/sandbox/messages.json`)).json()) as { data: { recipient: string; text: string }[] };
    const code = /(\d{6})/.exec(outbox.data.find((m) => m.recipient === phone)!.text)![1]!;
    expect(await sb.call(updatePhone, { step: 2, phone, code }, { token, locale: 'en' })).toMatchObject({ success: true });
  }

  test('a member who skipped the phone step sees it on Bonus Talep, can claim it once the phone is verified, and then no more', async () => {
    const { token } = await registerPlayer(sb);
    const [trial, ...rest] = await offers(token);
    expect(trial).toMatchObject({ id: 100, code: 'trial', title: 'Trial Bonus', amount: '100.00', claimable: false, reason: 'Verify your phone number to claim this bonus.' });
    const days = (Date.parse(trial!.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(rest.map((offer) => offer.code)).toEqual(['first-deposit', 'weekly-freespin', 'loss-back']);
    expect(await call(claimBonus, { bonusId: 100 }, token, crypto.randomUUID())).toEqual({ success: false, message: 'Verify your phone number to claim this bonus.' });

    await verifyPhone(token);
    expect((await offers(token))[0]).toMatchObject({ id: 100, claimable: true, reason: null });
    const key = crypto.randomUUID();
    expect(await call(claimBonus, { bonusId: 100 }, token, key)).toEqual({ success: true, message: 'The trial bonus has been added to your account: ₺100' });
    // A repeat of the same request answers the same; a new one is refused; the sign-up call too.
    expect(await call(claimBonus, { bonusId: 100 }, token, key)).toMatchObject({ success: true });
    expect(await call(claimBonus, { bonusId: 100 }, token, crypto.randomUUID())).toEqual({ success: false, message: 'You have already claimed the trial bonus.' });
    expect((await call(defineTrialBonus, {}, token)).success).toBe(false);
    expect((await sb.call(userBalance, {}, { token })).data).toMatchObject({ balance: 100, bonus: '100.00' });
    expect((await offers(token)).map((offer) => offer.code)).not.toContain('trial');
    expect(await ledgerMismatches(sb.server.db)).toEqual([]);
  });

  test('claimed at sign-up it is not offered again; past 30 days after sign-up it is gone', async () => {
    const claimed = await registerPlayer(sb);
    expect((await call(defineTrialBonus, {}, claimed.token)).success).toBe(true);
    expect((await offers(claimed.token)).map((offer) => offer.code)).not.toContain('trial');

    const late = await registerPlayer(sb);
    await verifyPhone(late.token);
    await sb.server.db.query(`UPDATE players SET created_at = now() - interval '31 days' WHERE username = $1`, [late.input.username]);
    expect((await offers(late.token)).map((offer) => offer.code)).not.toContain('trial');
    expect(await call(claimBonus, { bonusId: 100 }, late.token, crypto.randomUUID())).toEqual({ success: false, message: 'This bonus has expired.' });
    expect((await sb.call(userBalance, {}, { token: late.token })).data?.balance).toBe(0);
  });
});
