import {
  deposit, depositInstructionsOf, financialHistory, isValidTrIban, notifications, paymentDetail, paymentMethods, paymentRequests, userBalance, withdraw,
  type CallDefinition,
} from '@vitrin/contract';
import { startSandbox, type Sandbox } from '../../test/helpers';
import { registerPlayer } from '../../test/players';
import { post as walletPost } from '../wallet/walletStore';
import { parseMoney as exactAmount } from '../wallet/money';

jest.setTimeout(60000);

let sb: Sandbox;
beforeAll(async () => { sb = await startSandbox(); });
afterAll(async () => { await sb?.stop(); });

const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

async function post(def: CallDefinition, body: unknown, token: string, key?: string) {
  const response = await fetch(`${sb.url}/api/${def.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string | null; data?: unknown } };
}

async function memberWith(balance: string) {
  const player = await registerPlayer(sb);
  const [row] = await sb.server.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [player.input.username]);
  if (balance !== '0.00') await walletPost(sb.server.db, { playerId: row!.id, kind: 'adjust', amount: balance });
  return { ...player, playerId: row!.id };
}

const balanceOf = async (token: string) => (await sb.call(userBalance, {}, { token })).data?.balance;
const bankWithdraw = (amount: number) => ({ id: 201, target: 'pay', detail: { Amount: amount, Iban: IBAN, AccountHolder: 'Ada Yılmaz' } });
const admin = (path: string) => fetch(`${sb.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(async (r) => ({ status: r.status, body: (await r.json()) as { success: boolean } }));

test('exact amounts: a JSON number reads back as the typed decimal', () => {
  expect(exactAmount(150.25)).toBe('150.25');
  expect(exactAmount(0.1 + 0.2)).toBeNull();
  expect(exactAmount(100)).toBe('100.00');
  expect(exactAmount(1e21)).toBeNull();
});

test.each([[paymentMethods, { direction: 1 }], [paymentDetail, { id: 101, type: 1 }], [deposit, { id: 101, target: 'pay', detail: {} }],
  [withdraw, { id: 201, target: 'pay', detail: {} }], [paymentRequests, {}]] as const)('%#: 401 without a token', async (def, input) => {
  expect((await sb.raw(def as CallDefinition, input, { token: null })).status).toBe(401);
});

test('methods by direction cover the spec §3 payment methods; detail lists the fields', async () => {
  const { token } = await memberWith('0.00');
  const deposits = (await sb.call(paymentMethods, { direction: 1 }, { token })).data!;
  expect(new Set(deposits.map((m) => m.type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 20]));
  const withdrawals = (await sb.call(paymentMethods, { direction: 2 }, { token })).data!;
  expect(withdrawals.map((m) => m.id)).toContain(201);
  // Named in the call's language: every method has an English name, brands read the same.
  const english = (await sb.call(paymentMethods, { direction: 1 }, { token, locale: 'en' })).data!;
  expect(english.map((m) => m.name)).toEqual(['Bank transfer (Havale/EFT)', 'Credit card', 'Papara', 'Popy', 'Paratim', 'USDT', 'Pay by QR', 'Parolapara', 'Payco', 'Other methods']);
  expect(deposits.map((m) => m.name)).toEqual(['Havale/EFT', 'Kredi Kartı', 'Papara', 'Popy', 'Paratim', 'USDT', 'QR ile Öde', 'Parolapara', 'Payco', 'Diğer']);
  expect((await sb.call(paymentMethods, { direction: 2 }, { token, locale: 'en' })).data!.map((m) => m.name)).toContain('To credit card');
  const detail = await sb.call(paymentDetail, { id: 201, type: 1 }, { token });
  expect(detail.data!.map((f) => f.key)).toEqual(['Amount', 'Iban', 'AccountHolder']);
  const wrong = await sb.call(paymentDetail, { id: 999, type: 1 }, { token, locale: 'en' });
  expect(wrong).toMatchObject({ success: false, message: 'This payment method does not exist.' });
});

test('refuses bad detail with a clear message: required, type, mask, IBAN, Luhn, limits, unknown method', async () => {
  const { token } = await memberWith('1000.00');
  const cases: [unknown, string][] = [
    [{ id: 201, target: 'pay', detail: { Amount: 100, Iban: IBAN } }, 'AccountHolder is required.'],
    [{ id: 201, target: 'pay', detail: { Amount: '10,0,5', Iban: IBAN, AccountHolder: 'A' } }, 'Amount has an invalid value.'],
    [{ id: 201, target: 'pay', detail: { Amount: 100, Iban: 'DE89 3704 0044 0532 0130 00', AccountHolder: 'A' } }, 'Payouts go only to accounts in Türkiye (an IBAN starting with TR).'],
    [{ id: 201, target: 'pay', detail: { Amount: 100, Iban: 'TR330006100519786457841326', AccountHolder: 'A' } }, 'Iban must look like TR00 0000 0000 0000 0000 0000 00.'],
    [{ id: 201, target: 'pay', detail: { Amount: 100, Iban: 'TR33 0006 1005 1978 6457 8413 27', AccountHolder: 'A' } }, 'Enter a valid TR IBAN.'],
    [bankWithdraw(99.99), 'The amount must be at least ₺100,00.'],
    [bankWithdraw(50000.01), 'The amount can be at most ₺50.000,00.'],
    [{ id: 999, target: 'pay', detail: {} }, 'This payment method does not exist.'],
    [{ id: 101, target: 'pay', detail: { Amount: 100, Bank: 10, AccountHolder: 'A' } }, 'This payment method does not exist.'],
  ];
  for (const [body, message] of cases) expect((await post(withdraw, body, token, crypto.randomUUID())).body).toMatchObject({ success: false, message });
  const card = { id: 102, target: 'pay', detail: { Amount: 100, CardNo: '4111 1111 1111 1112', Expiry: '12/28', Cvv: '123' } };
  expect((await post(deposit, card, token, crypto.randomUUID())).body).toMatchObject({ success: false, message: 'Enter a valid card number.' });
  const month13 = { id: 102, target: 'pay', detail: { Amount: 100, CardNo: '4111 1111 1111 1111', Expiry: '13/20', Cvv: '123' } };
  expect((await post(deposit, month13, token, crypto.randomUUID())).body).toMatchObject({ success: false, message: 'The expiry month must be 01 to 12.' });
  const dropdown = { id: 101, target: 'pay', detail: { Amount: 100, Bank: 11, AccountHolder: 'A' } };
  expect((await post(deposit, dropdown, token, crypto.randomUUID())).body).toMatchObject({ success: false, message: 'Choose a valid Bank.' });
  expect(await balanceOf(token)).toBe(1000);
});

test('refuses a deposit or a withdrawal without a usable Idempotency-Key, and books nothing', async () => {
  const { token } = await memberWith('1000.00');
  const refusal = { success: false, message: expect.stringContaining('Idempotency-Key') };
  expect((await post(withdraw, bankWithdraw(200), token)).body).toMatchObject(refusal);
  expect((await post(withdraw, bankWithdraw(200), token, 'x'.repeat(201))).body).toMatchObject(refusal);
  expect((await post(withdraw, bankWithdraw(200), token, 'two words')).body).toMatchObject(refusal);
  expect((await post(deposit, { id: 107, target: 'pay', detail: { Amount: 50 } }, token)).body).toMatchObject(refusal);
  expect(await balanceOf(token)).toBe(1000);
  expect((await post(paymentRequests, {}, token)).body).toMatchObject({ success: true, data: [] });
});

test('a link deposit: the provider page completes it once, credits exactly and notifies', async () => {
  const { token } = await memberWith('0.10');
  const body = { id: 103, target: 'pay', detail: { Amount: 100.2, PaparaNo: 1234567890 } };
  const first = await post(deposit, body, token, 'dep-1');
  expect(first.body.success).toBe(true);
  const link = String(first.body.data);
  expect(link.startsWith(`${sb.server.providerUrl}/pay/`)).toBe(true);
  // A repeated key answers the same link and makes no second request.
  expect((await post(deposit, body, token, 'dep-1')).body).toEqual(first.body);
  expect((await sb.call(paymentRequests, {}, { token })).data).toHaveLength(1);

  const pageHtml = await (await fetch(link)).text();
  expect(pageHtml).toContain('₺100,20');
  expect((await fetch(`${link}/complete`, { method: 'POST' })).status).toBe(200);
  expect((await fetch(`${link}/complete`, { method: 'POST' })).status).toBe(409);
  expect(await balanceOf(token)).toBe(100.3);
  const inbox = (await sb.call(notifications, { skip: 0, take: 100 }, { token })).data!;
  expect(inbox[0]).toMatchObject({ type: 'Deposit' });
  const history = (await sb.call(financialHistory, { filterType: 1, skip: 0, take: 10 }, { token })).data!;
  expect(history.items[0]).toMatchObject({ type: 1, method: 'Papara', amount: '100.20', status: 1 });
});

test('a withdrawal holds its amount, one pending at a time; the operator confirms or rejects (refund)', async () => {
  const { token } = await memberWith('500.00');
  expect((await post(withdraw, bankWithdraw(600), token, 'w-0')).body).toMatchObject({ success: false, message: 'Your balance is too low (balance: ₺500,00).' });
  const first = await post(withdraw, bankWithdraw(200.5), token, 'w-1');
  expect(first.body.success).toBe(true);
  expect((await post(withdraw, bankWithdraw(200.5), token, 'w-1')).body).toEqual(first.body);
  expect(await balanceOf(token)).toBe(299.5);
  expect((await post(withdraw, bankWithdraw(100), token, 'w-2')).body).toMatchObject({ success: false, message: expect.stringContaining('awaiting approval') });
  const [pending] = (await sb.call(paymentRequests, {}, { token })).data!;
  expect(pending).toMatchObject({ direction: 2, amount: '200.50', status: 2 });

  expect((await admin(`/sandbox/admin/payments/${pending!.id}/reject`)).status).toBe(200);
  expect((await admin(`/sandbox/admin/payments/${pending!.id}/confirm`)).status).toBe(409);
  expect(await balanceOf(token)).toBe(500);
  expect((await sb.call(notifications, { skip: 0, take: 100 }, { token })).data![0]).toMatchObject({ type: 'Withdraw', title: expect.stringMatching(/reddedildi|rejected/) });

  const second = await post(withdraw, bankWithdraw(100), token, 'w-3');
  expect(second.body.success).toBe(true);
  const [next] = (await sb.call(paymentRequests, {}, { token })).data!;
  expect((await admin(`/sandbox/admin/payments/${next!.id}/confirm`)).body.success).toBe(true);
  expect(await balanceOf(token)).toBe(400);
  expect((await sb.call(paymentRequests, {}, { token })).data).toEqual([]);
  expect((await admin('/sandbox/admin/payments/999999/confirm')).status).toBe(404);
});

test('two racing withdrawals with one key make one request', async () => {
  const { token } = await memberWith('300.00');
  const answers = await Promise.all([post(withdraw, bankWithdraw(100), token, 'race'), post(withdraw, bankWithdraw(100), token, 'race')]);
  expect(answers.filter((a) => a.body.success)).not.toHaveLength(0);
  expect(await balanceOf(token)).toBe(200);
});

test('the operator CLI lists, confirms and refuses bad input', async () => {
  const { runCli } = await import('../cli/run');
  const { token } = await memberWith('300.00');
  await post(withdraw, bankWithdraw(120), token, 'cli-1');
  const [pending] = (await sb.call(paymentRequests, {}, { token })).data!;
  const lines: string[] = [];
  const io = { out: (line: string) => void lines.push(line), err: (line: string) => void lines.push(line), env: { SANDBOX_URL: sb.url } };
  expect(await runCli(['payment', 'list'], io)).toBe(0);
  expect(lines.join('\n')).toContain(`${pending!.id}  withdraw`);
  expect(await runCli(['payment', 'confirm', String(pending!.id), '--url', sb.url], io)).toBe(0);
  expect(lines.at(-1)).toBe(`Payment request ${pending!.id} confirmed.`);
  expect(await runCli(['payment', 'reject', String(pending!.id)], io)).toBe(1);
  expect(await runCli(['payment', 'approve', '1'], io)).toBe(2);
  expect(await balanceOf(token)).toBe(180);
});

test('the provider page\'s plain HTML form (urlencoded) cancels a link deposit; nothing is credited', async () => {
  const { token } = await memberWith('0.00');
  const answer = await post(deposit, { id: 107, target: 'pay', detail: { Amount: 50 } }, token, 'qr-1');
  const link = String(answer.body.data);
  const form = await fetch(`${link}/cancel`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  expect(form.status).toBe(200);
  expect(await form.text()).toContain('Payment cancelled');
  expect(await balanceOf(token)).toBe(0);
  expect((await sb.call(paymentRequests, {}, { token })).data).toEqual([]);
});

test('an amount sent as text is read as the site writes it ("1.000,50", "1,000.50"), with the same reader as the form', async () => {
  const { token } = await memberWith('5000.00');
  const transfer = (amount: string) => ({ id: 101, target: 'pay', detail: { Amount: amount, Bank: 10, AccountHolder: 'Ada Yılmaz' } });
  const tr = await post(deposit, transfer('₺1.000,50'), token, crypto.randomUUID());
  expect(tr.body).toMatchObject({ success: true, message: 'Your transfer of ₺1.000,50 was recorded; it is credited once the payment is confirmed.' });
  const en = await post(deposit, transfer('2,000.25'), token, crypto.randomUUID());
  expect(en.body).toMatchObject({ success: true, message: 'Your transfer of ₺2.000,25 was recorded; it is credited once the payment is confirmed.' });
});

test('a transfer deposit says where to send the money, and its pending request keeps it until confirmed or expired', async () => {
  const { token } = await memberWith('0.00');
  const bank = await post(deposit, { id: 101, target: 'pay', detail: { Amount: 250, Bank: 46, AccountHolder: 'Ada Yılmaz' } }, token, crypto.randomUUID());
  expect(bank.body.success).toBe(true);
  const instructions = depositInstructionsOf(bank.body.data)!;
  expect(instructions).toMatchObject({ kind: 'bank', recipient: 'Vitrin Ödeme Hizmetleri A.Ş.', bank: 'Akbank', amount: '250.00' });
  if (instructions.kind !== 'bank') throw new Error('bank instructions expected');
  expect(isValidTrIban(instructions.iban)).toBe(true);
  expect(instructions.reference).toMatch(/^VT-\d{6}[A-Z]$/);
  const hours = (Date.parse(instructions.expiresAt) - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(23.9);
  expect(hours).toBeLessThanOrEqual(24);

  const usdt = await post(deposit, { id: 106, target: 'pay', detail: { Amount: 1000, Network: 1 } }, token, crypto.randomUUID());
  // USDT is not a bank transfer.
  expect(usdt.body.message).toBe('Your USDT deposit of ₺1.000,00 was recorded; it is credited once the transfer is confirmed.');
  expect(usdt.body.data).toMatchObject({ kind: 'crypto', currency: 'USDT', network: 'TRC20', cryptoAmount: '28.99', amount: '1000.00' });
  const address = (usdt.body.data as { address: string }).address;
  expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);

  const open = (await sb.call(paymentRequests, {}, { token })).data!;
  expect(open.map((r) => r.instructions?.kind)).toEqual(['crypto', 'bank']);
  expect(open[1]!.instructions).toEqual(instructions);
  expect(open[1]!.expiresAt).toBe(instructions.expiresAt);

  // Confirmed: gone from the open requests. Expired: gone too, and can no longer be confirmed.
  const [bankId, usdtId] = [open[1]!.id, open[0]!.id];
  expect((await admin(`/sandbox/admin/payments/${bankId}/confirm`)).status).toBe(200);
  await sb.server.db.query("UPDATE payment_requests SET expires_at = now() - interval '1 second' WHERE id = $1", [usdtId]);
  expect((await sb.call(paymentRequests, {}, { token })).data).toEqual([]);
  expect((await admin(`/sandbox/admin/payments/${usdtId}/confirm`)).status).toBe(409);
  expect(await balanceOf(token)).toBe(250);
});
