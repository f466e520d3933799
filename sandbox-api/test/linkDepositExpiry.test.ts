import { deposit, financialHistory, notifications, paymentRequests, userBalance } from '@vitrin/contract';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { registerPlayer } from './players';
import { LINK_DEPOSIT_LIFETIME_MINUTES, TRANSFER_DEPOSIT_LIFETIME_MINUTES } from '../src/payments/paymentStore';

jest.setTimeout(90000);

/**
 * A link deposit is payable for 30 minutes: after that its link (an old tab, a browser history, a
 * leaked address) credits nothing, the operator cannot confirm it, and it leaves the open lists.
 */
describe.each(databasesUnderTest('linkexp'))('link deposits expire on %s', (_name, options) => {
  let sb: Sandbox;
  sandboxPerSuite(options, (started) => { sb = started; });

  async function linkDeposit(amount: number, origin?: string) {
    const { token } = await registerPlayer(sb);
    const response = await fetch(`${sb.url}/api/${deposit.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID(),
        ...(origin ? { origin } : {}),
      },
      body: JSON.stringify({ id: 103, target: 'pay', detail: { Amount: amount, PaparaNo: 1234567890 } }),
    });
    const answer = (await response.json()) as { success: boolean; data: string };
    expect(answer.success).toBe(true);
    const [row] = await sb.server.db.query<{ id: number; minutes: number }>(
      `SELECT id, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM payment_requests WHERE provider_token = $1`,
      [answer.data.split('/pay/')[1]!.split('?')[0]],
    );
    return { token, link: answer.data, id: row!.id, minutes: row!.minutes };
  }
  const endNow = (id: number) => sb.server.db.query(`UPDATE payment_requests SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
  const operator = (path: string) => fetch(`${sb.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const balanceOf = async (token: string) => (await sb.call(userBalance, {}, { token })).data?.balance;

  test('a link deposit is payable for 30 minutes', async () => {
    const { link, minutes } = await linkDeposit(100);
    expect(LINK_DEPOSIT_LIFETIME_MINUTES).toBe(30);
    expect(minutes).toBe(30);
    expect((await fetch(link)).status).toBe(200);
  });

  test('past its end the link pays nothing, the operator cannot confirm it, and it is marked Cancelled', async () => {
    const { token, link, id } = await linkDeposit(250);
    expect((await sb.call(paymentRequests, {}, { token })).data).toHaveLength(1);
    await endNow(id);

    const pageAnswer = await fetch(link);
    expect(pageAnswer.status).toBe(410);
    expect(await pageAnswer.text()).toContain('This payment link has expired');
    expect((await fetch(`${link}/complete`, { method: 'POST' })).status).toBe(410);
    const confirm = await operator(`/sandbox/admin/payments/${id}/confirm`);
    expect(confirm.status).toBe(409);
    expect(await balanceOf(token)).toBe(0);

    expect((await sb.call(paymentRequests, {}, { token })).data).toEqual([]);
    const open = (await (await fetch(`${sb.url}/sandbox/admin/payments`)).json()) as { data: { id: number }[] };
    expect(open.data.map((p) => p.id)).not.toContain(id);
    const [row] = await sb.server.db.query<{ status: number }>('SELECT status FROM payment_requests WHERE id = $1', [id]);
    expect(row!.status).toBe(5);
    expect((await fetch(`${link}/complete`, { method: 'POST' })).status).toBe(410);
    expect(await balanceOf(token)).toBe(0);
  });

  test('the sweep ends an abandoned deposit at once, tells the player over the hub and the history says expired', async () => {
    const { token, id } = await linkDeposit(75);
    const { id: otherId } = await linkDeposit(80);
    const pushed = jest.spyOn(sb.server.hub, 'notify');
    try {
      await endNow(id);
      expect(await sb.server.sweepPayments()).toBe(1);
      expect(await sb.server.sweepPayments()).toBe(0);
      const [playerId, message] = pushed.mock.calls.find(([, m]) => m.command === 'Notification')!;
      const [row] = await sb.server.db.query<{ playerId: number }>('SELECT player_id AS "playerId" FROM payment_requests WHERE id = $1', [id]);
      expect(playerId).toBe(row!.playerId);
      expect(JSON.parse(message.message)).toMatchObject({ type: 'Deposit' });
    } finally {
      pushed.mockRestore();
    }
    const [note] = (await sb.call(notifications, { skip: 0, take: 5 }, { token })).data!;
    // Told in the member's language at the request (English here), not the sandbox's Turkish.
    expect(note!.title).toBe('Your deposit of ₺75,00 expired');
    const history = (await sb.call(financialHistory, { filterType: 0, skip: 0, take: 10 }, { token })).data!;
    expect(history.items).toEqual([expect.objectContaining({ id: -id, status: 5, expired: true, amount: '75.00' })]);
    // Another player's open link is untouched.
    const [other] = await sb.server.db.query<{ status: number }>('SELECT status FROM payment_requests WHERE id = $1', [otherId]);
    expect(other!.status).toBe(6);
  });

  test("the provider's page leads back only to the site's own origin", async () => {
    const [first, second] = sb.server.siteOrigins;
    const { link } = await linkDeposit(60, second);
    expect(link).toContain(`?site=${encodeURIComponent(second!)}`);
    const page = await (await fetch(link)).text();
    expect(page).toContain(`data-testid="return-to-site" href="${second}/"`);
    expect(page).toContain(`/complete?site=${encodeURIComponent(second!)}`);
    const done = await (await fetch(link.replace('/pay/', '/pay/').replace('?', '/cancel?'), { method: 'POST' })).text();
    expect(done).toContain(`href="${second}/"`);

    const { link: plain } = await linkDeposit(61, 'https://evil.example');
    expect(plain).not.toContain('?site=');
    for (const asked of ['https://evil.example', 'javascript:alert(1)', '//evil.example']) {
      const html = await (await fetch(`${plain}?site=${encodeURIComponent(asked)}`)).text();
      expect(html).toContain(`data-testid="return-to-site" href="${first}/"`);
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('javascript:');
    }
  });

  test("a payment's outcome is told in the language the member asked in, whoever settles it", async () => {
    const { token: english, id: paidInEnglish } = await linkDeposit(40);
    expect((await operator(`/sandbox/admin/payments/${paidInEnglish}/confirm`)).status).toBe(200);
    const [confirmed] = (await sb.call(notifications, { skip: 0, take: 5 }, { token: english })).data!;
    expect(confirmed).toMatchObject({ title: 'Your deposit of ₺40,00 was confirmed', note: '₺40,00 (Papara) was added to your balance.' });

    const { token: turkish } = await registerPlayer(sb);
    const response = await fetch(`${sb.url}/api/${deposit.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'tr', authorization: `Bearer ${turkish}`, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ id: 103, target: 'pay', detail: { Amount: 45, PaparaNo: 1234567890 } }),
    });
    const link = ((await response.json()) as { data: string }).data;
    expect((await fetch(`${link}/cancel`, { method: 'POST' })).status).toBe(200);
    const [cancelled] = (await sb.call(notifications, { skip: 0, take: 5 }, { token: turkish })).data!;
    expect(cancelled!.title).toBe('₺45,00 yatırımınızı iptal ettiniz');
  });

  test('a bank transfer deposit waits a day for the money: the operator confirms it within that', async () => {
    const { token } = await registerPlayer(sb);
    const response = await fetch(`${sb.url}/api/${deposit.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ id: 101, target: 'pay', detail: { Amount: 120, Bank: 10, AccountHolder: 'Ada Yılmaz' } }),
    });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    const [pending] = (await sb.call(paymentRequests, {}, { token })).data!;
    const [row] = await sb.server.db.query<{ minutes: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM payment_requests WHERE id = $1', [pending!.id],
    );
    expect(row!.minutes).toBe(TRANSFER_DEPOSIT_LIFETIME_MINUTES.bank);
    expect((await operator(`/sandbox/admin/payments/${pending!.id}/confirm`)).status).toBe(200);
    expect(await balanceOf(token)).toBe(120);
  });
});
