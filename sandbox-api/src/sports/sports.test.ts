import { gameHistory, login, logout, notifications, sportsbookEntry, sportsbookToken, userBalance } from '@vitrin/contract';
import { startSandbox, type Sandbox } from '../../test/helpers';
import { registerPlayer } from '../../test/players';
import { scriptsOfPage } from '../../test/pageScripts';
import { post as walletPost } from '../wallet/walletStore';
import { potentialWin, stakeProblem, totalOdds } from './betMath';
import { eventsOf, LIVE_MINUTE_MS, ODDS_TICK_MS } from './eventCatalogue';

jest.setTimeout(60000);

let sb: Sandbox;
beforeAll(async () => { sb = await startSandbox(); });
afterAll(async () => { await sb?.stop(); });

const provider = (path: string, init: RequestInit = {}) => fetch(`${sb.server.providerUrl}${path}`, init);
const account = (token: string) => provider('/sportsbook/account', { headers: { authorization: `Bearer ${token}` } });
const bet = async (token: string, body: unknown, locale = 'en') => {
  const response = await provider('/sportsbook/bets', {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-locale': locale }, body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { ok: boolean; message: string; insufficient?: boolean; bet?: { id: number; totalOdds: string; potentialWin: string }; balance?: string } };
};
const settle = (id: number, outcome: string) => fetch(`${sb.url}/sandbox/admin/sports/bets/${id}/${outcome}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
const balanceOf = async (token: string) => (await sb.call(userBalance, {}, { token })).data?.balance;
let keys = 0;
const key = () => `slip-key-${Date.now()}-${(keys += 1)}`;

async function memberWith(balance: string) {
  const player = await registerPlayer(sb);
  const [row] = await sb.server.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [player.input.username]);
  await walletPost(sb.server.db, { playerId: row!.id, kind: 'adjust', amount: balance });
  return { ...player, playerId: row!.id, betsy: player.session.betsyToken!, betco: player.session.betcoToken! };
}

describe('sportsbook tokens: random, never derived from the user code', () => {
  test('random per session, never the user code; the addresses are the provider origin', async () => {
    const first = await sb.call(login, { username: 'demo', password: 'demo123' });
    const second = await sb.call(login, { username: 'demo', password: 'demo123' });
    const a = first.data!;
    const b = second.data!;
    expect(a.betsyUrl).toBe(`${sb.server.providerUrl}/sportsbook`);
    expect(a.betcoUrl).toBe(`${sb.server.providerUrl}/sportsbook?book=betco`);
    expect(a.betsyCid).toBe('vitrin-demo');
    for (const token of [a.betsyToken, a.betcoToken, b.betsyToken, b.betcoToken]) {
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(token).not.toContain(a.usercode);
    }
    expect(new Set([a.betsyToken, a.betcoToken, b.betsyToken, b.betcoToken]).size).toBe(4);
    expect((await account(a.betsyToken!)).status).toBe(200);
    expect((await account(`demo-${a.usercode}`)).status).toBe(401);
  });

  test('expire, can be renewed by the session, and die with logout', async () => {
    const member = await memberWith('10.00');
    expect(await (await account(member.betsy)).json()).toMatchObject({ username: member.input.username, balance: '10.00' });
    const expire = await fetch(`${sb.url}/sandbox/admin/sports/expire-tokens`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: member.input.username }),
    });
    expect(await expire.json()).toMatchObject({ data: { expired: 2 } });
    expect((await account(member.betsy)).status).toBe(401);
    const fresh = await sb.call(sportsbookToken, { book: 'betsy' }, { token: member.token });
    expect(fresh.data!.token).not.toBe(member.betsy);
    expect(new Date(fresh.data!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect((await account(fresh.data!.token)).status).toBe(200);

    await sb.call(logout, {}, { token: member.token });
    expect((await account(fresh.data!.token)).status).toBe(401);
    expect((await sb.raw(sportsbookToken, { book: 'betsy' }, { token: member.token })).status).toBe(401);
    expect((await bet(fresh.data!.token, { selections: [{ eventId: 101, pick: 0 }], stake: '1.00', key: key() })).status).toBe(401);
  });

  test('a guest gets the addresses without a token', async () => {
    expect((await sb.call(sportsbookEntry, {})).data).toEqual({
      betsyCid: 'vitrin-demo', betsyUrl: `${sb.server.providerUrl}/sportsbook`, betcoUrl: `${sb.server.providerUrl}/sportsbook?book=betco`,
    });
  });
});

describe('bets', () => {
  test('exact arithmetic: combination odds are the cut product, the win is stake × odds to the kuruş', () => {
    expect(totalOdds(['2.15', '1.95'])).toBe('4.19');
    expect(totalOdds(['1.01', '1.01', '1.01'])).toBe('1.03');
    expect(potentialWin('12.50', '4.19')).toBe('52.37');
    expect(potentialWin('0.10', '3.33')).toBe('0.33');
    expect(stakeProblem('0.99')).toBe('min');
    expect(stakeProblem('10000.01')).toBe('max');
    expect(stakeProblem('1.234')).toBe('format');
    expect(stakeProblem('25')).toBeNull();
  });

  test('live odds and scores move; pre-match odds stay', () => {
    const now = 1_800_000_000_000;
    const live = (t: number) => JSON.stringify(eventsOf('livespor', t));
    expect(live(now)).not.toBe(live(now + ODDS_TICK_MS));
    const scores = Array.from({ length: 90 }, (_, i) => eventsOf('livespor', now + i * LIVE_MINUTE_MS)[0]!.live!);
    expect(new Set(scores.map((s) => `${s.home}:${s.away}`)).size).toBeGreaterThan(1);
    expect(eventsOf('spor', now)).toEqual(eventsOf('spor', now + 60_000));
  });

  test('a single bet debits once per slip, shows as a Bet round, and a win credits it with a notification', async () => {
    const member = await memberWith('50.00');
    const slip = { selections: [{ eventId: 101, pick: 0 }], stake: '12.50', key: key() };
    const placed = await bet(member.betsy, slip);
    expect(placed).toMatchObject({ status: 200, body: { ok: true, balance: '37.50', bet: { totalOdds: '2.15', potentialWin: '26.87' } } });
    expect(placed.body.message).toBe(`Your bet is placed (#${placed.body.bet!.id}).`);
    expect((await bet(member.betsy, slip)).body).toMatchObject({ ok: true, bet: { id: placed.body.bet!.id } });
    expect(await balanceOf(member.token)).toBe(37.5);

    const rounds = (await sb.call(gameHistory, { skip: 0, take: 10 }, { token: member.token })).data.items;
    expect(rounds.map((r) => [r.resultType, r.gameName, r.provider, r.amount, r.roundId])).toEqual([
      [2, 'Galatasaray – Fenerbahçe', 'Betsy Sportsbook', '12.50', `SB-${placed.body.bet!.id}`],
    ]);

    expect((await settle(placed.body.bet!.id, 'won')).status).toBe(200);
    expect((await settle(placed.body.bet!.id, 'won')).status).toBe(409);
    expect(await balanceOf(member.token)).toBe(64.37);
    const after = (await sb.call(gameHistory, { skip: 0, take: 10 }, { token: member.token })).data.items;
    expect(after[0]).toMatchObject({ resultType: 1, amount: '26.87', roundId: `SB-${placed.body.bet!.id}` });
    const inbox = (await sb.call(notifications, { skip: 0, take: 100 }, { token: member.token })).data!;
    expect(inbox[0]).toMatchObject({ title: 'Your bet won ₺26,87', note: `Bet #${placed.body.bet!.id}: ₺26,87 was added to your balance.` });
  });

  test('a combination multiplies the odds; a stake above the balance is refused and nothing moves; a lost bet credits nothing', async () => {
    const member = await memberWith('20.00');
    const combo = await bet(member.betsy, { selections: [{ eventId: 101, pick: 0 }, { eventId: 102, pick: 0 }], stake: '10.00', key: key() }, 'tr');
    expect(combo.body).toMatchObject({ ok: true, balance: '10.00', bet: { totalOdds: '4.19', potentialWin: '41.90' } });
    const refused = await bet(member.betsy, { selections: [{ eventId: 103, pick: 2 }], stake: '10.01', key: key() }, 'tr');
    expect(refused).toMatchObject({ status: 422, body: { ok: false, insufficient: true, message: 'Bakiyeniz yetersiz (₺10,00).' } });
    expect(await balanceOf(member.token)).toBe(10);

    expect((await settle(combo.body.bet!.id, 'lost')).status).toBe(200);
    expect(await balanceOf(member.token)).toBe(10);
    const inbox = (await sb.call(notifications, { skip: 0, take: 100 }, { token: member.token })).data!;
    expect(inbox[0]).toMatchObject({ title: 'Kuponunuz kaybetti' });
  });

  test('the operator CLI lists open bets and settles one (./vitrin operator sports …)', async () => {
    const { runCli } = await import('../cli/run');
    const member = await memberWith('5.00');
    const placed = await bet(member.betco, { selections: [{ eventId: 302, pick: 2 }], stake: '2.00', key: key() });
    const lines: string[] = [];
    const io = { out: (line: string) => void lines.push(line), err: (line: string) => void lines.push(line), env: { SANDBOX_URL: sb.url } };
    expect(await runCli(['sports', 'list'], io)).toBe(0);
    expect(lines.join('\n')).toContain(`${placed.body.bet!.id}  betco  ${member.input.username}  2.00 @ 2.40 → 4.80  G2 – Fnatic: Fnatic`);
    expect(await runCli(['sports', 'won', String(placed.body.bet!.id)], io)).toBe(0);
    expect(lines.at(-1)).toBe(`Bet ${placed.body.bet!.id} settled as won.`);
    expect(await runCli(['sports', 'lost', String(placed.body.bet!.id)], io)).toBe(1);
    expect(await runCli(['sports', 'void', '1'], io)).toBe(2);
    expect(await balanceOf(member.token)).toBe(7.8);
  });

  test('the slip is checked: one pick per event, known odds, the token’s own book', async () => {
    const member = await memberWith('20.00');
    const refuse = async (token: string, selections: unknown, stake = '1.00') => (await bet(token, { selections, stake, key: key() })).body.message;
    expect(await refuse(member.betsy, [{ eventId: 101, pick: 0 }, { eventId: 101, pick: 2 }])).toBe('A combination cannot hold two picks of one event.');
    expect(await refuse(member.betsy, [{ eventId: 105, pick: 1 }])).toBe('These odds are no longer offered.');
    expect(await refuse(member.betsy, [{ eventId: 301, pick: 0 }])).toBe('This pick cannot be played on this sportsbook.');
    expect(await refuse(member.betco, [{ eventId: 301, pick: 0 }], '0.50')).toBe('The smallest stake is ₺1,00.');
    expect(await refuse(member.betsy, [])).toBe('Your slip has no selection.');
    expect(await balanceOf(member.token)).toBe(20);
  });

  test('the page is served in both languages from the provider origin; a token in its address is ignored; it talks only to the site\'s origins', async () => {
    const en = await (await provider('/sportsbook?view=livespor&lang=en&nav=0&page=event/201&token=abcdefghijklmnopqrstuvwxyz')).text();
    // Tokens reach the page only by message from the site: one in the address is not read.
    expect(en).not.toContain('abcdefghijklmnopqrstuvwxyz');
    // Its script is a file (the page holds only data), says when it listens, and talks to a parent
    // among the site's origins from configuration, never one taken from the request.
    const script = await scriptsOfPage(en, sb.server.providerUrl);
    expect(script).toContain("tell('ready')");
    expect(script).toContain('var site = window.vitrinParentOrigin(C.sites);');
    expect(script).not.toContain('document.referrer;');
    expect(en).toContain(`"sites":${JSON.stringify(sb.server.siteOrigins)}`);
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1>Live Betting</h1>');
    expect(en).not.toContain('class="chip"');
    expect(en).toContain('"page":"event/201"');
    const tr = await (await provider('/sportsbook?book=betco&lang=tr&token=</script><script>alert(1)</script>')).text();
    expect(tr).toContain('<h1>E-spor</h1>');
    expect(tr).not.toContain('alert(1)');
    expect((await provider('/sportsbook/events?view=esports').then((r) => r.json()) as { events: unknown[] }).events).toHaveLength(3);
  });
});
