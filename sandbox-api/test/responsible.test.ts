import {
  cancelPendingLimit, deposit, login, notifications, panicBreak, playSession, pragmaticLaunchUrl, responsibleLimits, setLimit, setRealityCheck,
  takeBreak, userBalance, GAME_FRAME_PAUSE, GAME_FRAME_RESUME,
} from '@vitrin/contract';
import { CATALOGUE } from '../src/casino/catalogue';
import { eventsOf } from '../src/sports/eventCatalogue';
import { post as walletPost } from '../src/wallet/walletStore';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { openGamePage, playGameRound } from './gameSession';
import { scriptsOfPage } from './pageScripts';
import { registerPlayer } from './players';
import { runCli } from '../src/cli/run';

jest.setTimeout(120000);

const HOUR = 60 * 60 * 1000;

// Responsible gambling: limits with their cooling-off, their enforcement by deposits, demo game
// rounds and the sportsbook, and breaks, on a clock the test moves.
describe.each(databasesUnderTest('responsible'))('responsible gambling on %s', (_name, options) => {
  let sb: Sandbox;
  // Noon in Istanbul, so "today" has room on both sides.
  const START = Date.parse('2026-11-25T09:00:00.000Z');
  let clock = START;
  const tick = (ms: number) => { clock += ms; };
  beforeEach(() => { clock = START; });
  // Sessions outlive the days these tests move through, so only the rules under test end them.
  sandboxPerSuite({ ...options, now: () => new Date(clock), sessionLifetime: { idleSeconds: 40 * 24 * 3600, maxSeconds: 40 * 24 * 3600 } }, (started) => { sb = started; });

  async function member(balance = '1000.00') {
    const player = await registerPlayer(sb);
    const [row] = await sb.server.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [player.input.username]);
    await walletPost(sb.server.db, { playerId: row!.id, kind: 'adjust', amount: balance });
    return { ...player, playerId: row!.id };
  }
  const limitOf = async (token: string, kind: string, period: string) =>
    (await sb.call(responsibleLimits, {}, { token })).data!.limits.find((l) => l.kind === kind && l.period === period)!;
  let keys = 0;
  const depositOf = async (token: string, amount: number) => {
    const response = await fetch(`${sb.url}/api/${deposit.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en', authorization: `Bearer ${token}`, 'idempotency-key': `rg-${Date.now()}-${(keys += 1)}` },
      body: JSON.stringify({ id: 107, target: 'pay', detail: { Amount: amount } }),
    });
    return (await response.json()) as { success: boolean; message: string };
  };
  const operator = (path: string, body?: unknown) => fetch(`${sb.url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  test('a decrease applies at once; an increase or a removal waits 24 hours as a pending change that can be cancelled', async () => {
    const { token } = await member();
    const first = await sb.call(setLimit, { kind: 'deposit', period: 'day', amount: '500' }, { token, locale: 'en' });
    expect(first).toMatchObject({ success: true, message: 'Your daily deposit limit is now ₺500,00, in force at once.' });
    await sb.call(setLimit, { kind: 'deposit', period: 'day', amount: '200,50' }, { token });
    expect(await limitOf(token, 'deposit', 'day')).toMatchObject({ amount: '200.50', pending: null, used: '0.00', remaining: '200.50' });

    const raise = await sb.call(setLimit, { kind: 'deposit', period: 'day', amount: '1.000' }, { token, locale: 'en' });
    expect(raise.message).toContain('takes effect on 26.11.2026 12:00');
    expect(await limitOf(token, 'deposit', 'day')).toMatchObject({ amount: '200.50', pending: { amount: '1000.00', from: '2026-11-26T09:00:00.000Z' } });
    expect(await sb.call(cancelPendingLimit, { kind: 'deposit', period: 'day' }, { token })).toMatchObject({ success: true });
    expect(await limitOf(token, 'deposit', 'day')).toMatchObject({ amount: '200.50', pending: null });

    await sb.call(setLimit, { kind: 'deposit', period: 'day', amount: null }, { token });
    tick(23 * HOUR);
    expect((await limitOf(token, 'deposit', 'day')).amount).toBe('200.50');
    tick(1 * HOUR);
    expect(await limitOf(token, 'deposit', 'day')).toMatchObject({ amount: null, pending: null, remaining: null });

    // The session time: minutes, the same rule.
    await sb.call(setLimit, { kind: 'session', minutes: 60 }, { token });
    await sb.call(setLimit, { kind: 'session', minutes: 90 }, { token });
    expect((await sb.call(responsibleLimits, {}, { token })).data!.session).toMatchObject({ minutes: 60, pending: { minutes: 90 } });
    // Each change is a notification.
    const notes = (await sb.call(notifications, { skip: 0, take: 100 }, { token })).data!;
    expect(notes.filter((n) => n.title === 'Limitleriniz değişti').length).toBeGreaterThanOrEqual(5);
    // An amount outside the range is refused by the contract's rule.
    expect((await sb.call(setLimit, { kind: 'wager', period: 'week', amount: '0,50' }, { token })).success).toBe(false);
  });

  test('a deposit over the limit is refused with the amount left and when it resets; the next day it fits', async () => {
    const { token } = await member('0.00');
    await sb.call(setLimit, { kind: 'deposit', period: 'day', amount: '100' }, { token });
    await sb.call(setLimit, { kind: 'deposit', period: 'month', amount: '1000' }, { token });
    expect(await depositOf(token, 60)).toMatchObject({ success: true });
    const refused = await depositOf(token, 50);
    expect(refused).toEqual({ success: false, message: 'Your daily deposit limit is ₺100,00. You can deposit at most ₺40,00 more in this period; the limit resets on 26.11.2026 00:00.' });
    expect(await limitOf(token, 'deposit', 'day')).toMatchObject({ used: '60.00', remaining: '40.00', resetsAt: '2026-11-25T21:00:00.000Z' });
    tick(12 * HOUR);
    expect(await depositOf(token, 50)).toMatchObject({ success: true });
    expect(await limitOf(token, 'deposit', 'month')).toMatchObject({ used: '110.00', remaining: '890.00' });
  });

  test('a demo game round over a wager or loss limit is refused by the provider with the member\'s message; the round stays playable', async () => {
    const player = await member();
    const game = CATALOGUE.find((g) => g.providerName === 'Pragmatic Play')!;
    const address = (await sb.call(pragmaticLaunchUrl, { code: game.gameCode }, { token: player.token, locale: 'en' })).data as string;
    const page = await openGamePage(address);
    const token = page.session!.token;
    // The page pauses on the site's message, heard only from its parent and the site's origins.
    const config = JSON.parse(/id="config">(.*?)<\/script>/s.exec(page.html)![1]!) as { sites: string[]; pause: string; resume: string };
    expect(config).toMatchObject({ sites: sb.server.siteOrigins, pause: GAME_FRAME_PAUSE.command, resume: GAME_FRAME_RESUME.command });
    expect(config.sites.length).toBeGreaterThan(0);
    const script = await scriptsOfPage(page.html, sb.server.providerUrl);
    expect(script).toContain('e.source !== window.parent || c.sites.indexOf(e.origin) < 0');
    expect(page.html).toContain('Game paused: the site is showing you your session so far.');
    await sb.call(setLimit, { kind: 'wager', period: 'week', amount: '5' }, { token: player.token });
    const played = await playGameRound(sb.server.providerUrl, token, '5.00', page.session!.round);
    expect(played.body).toMatchObject({ ok: true, bet: '5.00' });
    const refused = await playGameRound(sb.server.providerUrl, token, '1.00', played.body.next!);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ ok: false, reason: 'responsible-limit', next: played.body.next });
    expect((refused.body as { message?: string }).message).toMatch(/^Your weekly wager limit \(₺5,00\) does not allow this bet: ₺0,00 left; the limit resets on 30\.11\.2026 00:00\.$/);
    // The game page shows the refusal the answer carries.
    expect(script).toContain('a.message || reason[a.reason]');

    await sb.call(setLimit, { kind: 'wager', period: 'week', amount: null }, { token: player.token });
    tick(24 * HOUR);
    await sb.call(setLimit, { kind: 'loss', period: 'day', amount: '2' }, { token: player.token });
    const loss = await playGameRound(sb.server.providerUrl, token, '5.00', played.body.next!);
    expect(loss.body).toMatchObject({ ok: false, reason: 'responsible-limit', message: expect.stringContaining('daily loss limit (₺2,00)') });
    expect((await playGameRound(sb.server.providerUrl, token, '1.00', played.body.next!)).body).toMatchObject({ ok: true });
  });

  test('a sportsbook bet over a loss limit is refused with the message the slip shows, and nothing is booked', async () => {
    const player = await member('100.00');
    await sb.call(setLimit, { kind: 'loss', period: 'month', amount: '10' }, { token: player.token });
    const event = eventsOf('spor', clock)[0]!;
    const bet = (stake: string) => fetch(`${sb.server.providerUrl}/sportsbook/bets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.session.betsyToken}`, 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({ selections: [{ eventId: event.id, pick: 1 }], stake, key: `rg-slip-${stake}` }),
    });
    const refused = await bet('20.00');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ ok: false, message: expect.stringContaining('monthly loss limit (₺10,00)') });
    expect((await sb.call(userBalance, {}, { token: player.token })).data!.balance).toBe(100);
    expect((await bet('10.00')).status).toBe(200);
    expect(await limitOf(player.token, 'loss', 'month')).toMatchObject({ used: '10.00', remaining: '0.00' });
  });

  test('the session-time limit stops play once the session has lasted that long; the session figures follow the play', async () => {
    const player = await member();
    await sb.call(setLimit, { kind: 'session', minutes: 15 }, { token: player.token });
    await sb.call(setRealityCheck, { minutes: 30 }, { token: player.token });
    const game = CATALOGUE.find((g) => g.providerName === 'Pragmatic Play')!;
    const page = await openGamePage((await sb.call(pragmaticLaunchUrl, { code: game.gameCode }, { token: player.token })).data as string);
    const round = await playGameRound(sb.server.providerUrl, page.session!.token, '10.00', page.session!.round);
    expect(round.body.ok).toBe(true);
    const session = (await sb.call(playSession, {}, { token: player.token })).data!;
    const net = (Number(round.body.win!.replace('.', '')) - 1000) / 100;
    expect(session).toMatchObject({ wagered: '10.00', net: net.toFixed(2), realityCheckMinutes: 30, sessionLimitMinutes: 15 });
    tick(15 * 60 * 1000);
    expect((await playGameRound(sb.server.providerUrl, page.session!.token, '1.00', round.body.next!)).body)
      .toMatchObject({ ok: false, reason: 'responsible-limit', message: expect.stringContaining('15 dakika') });
  });

  test('a time-out ends every session, refuses sign-in with its end date until it ends, cannot be shortened, and blocks bonus offers', async () => {
    const player = await member();
    const other = await sb.call(login, { username: player.input.username, password: player.input.password });
    expect((await sb.call(takeBreak, { duration: '7d', password: 'wrong-one' }, { token: player.token, locale: 'en' }))).toMatchObject({ success: false, message: 'Wrong password; no break was started.' });
    const taken = await sb.call(takeBreak, { duration: '7d', password: player.input.password }, { token: player.token, locale: 'en' });
    expect(taken).toMatchObject({ success: true, data: { until: new Date(clock + 7 * 24 * HOUR).toISOString() } });
    for (const token of [player.token, other.data!.token]) expect((await sb.raw(userBalance, {}, { token })).status).toBe(401);
    const signIn = await sb.call(login, { username: player.input.username, password: player.input.password }, { locale: 'en' });
    expect(signIn).toMatchObject({ success: false, message: 'Your account is on a time-out until 02.12.2026 12:00. It cannot be shortened.' });
    // A wrong password still says only that.
    expect((await sb.call(login, { username: player.input.username, password: 'nope-nope' }, { locale: 'en' })).message).not.toContain('time-out');
    expect((await operator('/sandbox/admin/notify', { username: player.input.username, title: 'Bonus', note: '50 ₺', type: 'Bonus' })).status).toBe(409);
    expect((await (await operator('/sandbox/admin/responsible')).json()).data.breaks).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: player.input.username, kind: 'timeout', duration: '7d' })]));

    tick(7 * 24 * HOUR);
    const back = await sb.call(login, { username: player.input.username, password: player.input.password });
    expect(back.success).toBe(true);
    // A running break is never shortened by a shorter one.
    await sb.call(takeBreak, { duration: '30d', password: player.input.password }, { token: back.data!.token });
    const again = await sb.call(login, { username: player.input.username, password: player.input.password });
    expect(again.success).toBe(false);
  });

  test('the panic button starts a 24-hour time-out with one call; the operator lifts a break only with a reason, and the member is told', async () => {
    const player = await member();
    const panic = await sb.call(panicBreak, {}, { token: player.token });
    expect(panic).toMatchObject({ success: true, data: { until: new Date(clock + 24 * HOUR).toISOString() } });
    expect((await sb.call(login, { username: player.input.username, password: player.input.password })).message).toContain('mola nedeniyle');
    expect((await operator('/sandbox/admin/responsible/lift', { username: player.input.username, reason: '' })).status).toBe(400);
    expect((await operator('/sandbox/admin/responsible/lift', { username: player.input.username, reason: 'Opened in error by support' })).status).toBe(200);
    const back = await sb.call(login, { username: player.input.username, password: player.input.password });
    expect(back.success).toBe(true);
    const notes = (await sb.call(notifications, { skip: 0, take: 10 }, { token: back.data!.token })).data!;
    expect(notes[0]).toMatchObject({ title: 'Molanız kaldırıldı', note: 'Molanız operatör tarafından kaldırıldı. Gerekçe: Opened in error by support' });
    expect(notes[1]).toMatchObject({ title: 'Mola başladı' });
  });

  test("the member is told of a lift in the language the break was asked in (the operator's tool does not know it)", async () => {
    const player = await member();
    expect((await sb.call(panicBreak, {}, { token: player.token, locale: 'en' })).success).toBe(true);
    expect((await operator('/sandbox/admin/responsible/lift', { username: player.input.username, reason: 'Opened in error by support' })).status).toBe(200);
    const back = await sb.call(login, { username: player.input.username, password: player.input.password });
    const notes = (await sb.call(notifications, { skip: 0, take: 10 }, { token: back.data!.token })).data!;
    expect(notes[0]).toMatchObject({ title: 'Your break was lifted', note: 'The operator lifted your break. Reason: Opened in error by support' });
    expect(notes[1]!.title).not.toBe('Mola başladı');
  });

  test('the operator CLI lists breaks and lifts one with a reason', async () => {
    const player = await member();
    await sb.call(panicBreak, {}, { token: player.token });
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line), env: {} };
    expect(await runCli(['responsible', 'list', '--url', sb.url], io)).toBe(0);
    expect(lines.join('\n')).toContain(`${player.input.username}  timeout 24h`);
    expect(await runCli(['responsible', 'lift', '--user', player.input.username, '--url', sb.url], io)).toBe(2);
    expect(await runCli(['responsible', 'lift', '--user', player.input.username, '--reason', 'Asked by phone, verified', '--url', sb.url], io)).toBe(0);
    expect((await sb.call(login, { username: player.input.username, password: player.input.password })).success).toBe(true);
  });
});
