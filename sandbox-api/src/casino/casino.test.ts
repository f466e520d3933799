import {
  amusnetLaunchUrl, casinoGames, categoryGames, cmsGrouped, dtLaunchUrl, egtLaunchUrl, emLaunchUrl, favorites, gameHistory,
  gameBySlug, gameSlug, hub88LaunchUrl, LAUNCH_PROVIDERS, lobbyGames, logout, pragmaticLaunchUrl, recentGames, softgamingsLaunchUrl, toggleFavorite,
  topWinners, userBalance, type CallDefinition,
} from '@vitrin/contract';
import { startSandbox, type Sandbox } from '../../test/helpers';
import { openGamePage, playGameRound } from '../../test/gameSession';
import { registerPlayer } from '../../test/players';
import { post as walletPost } from '../wallet/walletStore';
import { CASINO_CATEGORIES } from '../cms/bootstrap';
import { CATALOGUE, GAME_BY_CODE, type CatalogueGame } from './catalogue';

jest.setTimeout(60000);

let sb: Sandbox;
beforeAll(async () => { sb = await startSandbox(); });
afterAll(async () => { await sb?.stop(); });

const firstOf = (provider: string, lobby = 'slot') => CATALOGUE.find((g) => g.providerName === provider && g.lobby === lobby)
  ?? CATALOGUE.find((g) => g.providerName === provider)!;

async function member(balance = '100.00') {
  const player = await registerPlayer(sb);
  const [row] = await sb.server.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [player.input.username]);
  await walletPost(sb.server.db, { playerId: row!.id, kind: 'adjust', amount: balance });
  return { ...player, playerId: row!.id };
}

/** The launch call of spec §7 for a game, with exactly its provider's payload. */
function launchCall(game: CatalogueGame): [CallDefinition, Record<string, unknown>] {
  const platform = { platform: 1, gameCode: game.gameCode, language: 'en', lobbyUrl: 'http://127.0.0.1/casino/slot' };
  switch (game.providerName) {
    case 'SoftGamings': return [softgamingsLaunchUrl, { system: game.system, pageCode: game.gameCode, isMobile: 0 }];
    case 'Hub88': return [hub88LaunchUrl, platform];
    case 'Egt Digital': return [egtLaunchUrl, platform];
    case 'Amusnet': return [amusnetLaunchUrl, { code: game.gameCode, isMobile: false }];
    case 'EveryMatrix': return [emLaunchUrl, { code: game.gameCode, productId: game.productId }];
    case 'Pragmatic Play': return [pragmaticLaunchUrl, { code: game.gameCode }];
    default: return [dtLaunchUrl, { code: game.gameCode }];
  }
}

/** Launches a game and answers the provider-origin address of its demo page. */
async function launch(game: CatalogueGame, token: string): Promise<string> {
  const [def, input] = launchCall(game);
  const answer = await sb.call(def, input, { token, locale: 'en' }) as { success: boolean; message: string | null; data?: unknown };
  if (!answer.success) throw new Error(`launch refused: ${answer.message}`);
  if (typeof answer.data === 'string') return answer.data;
  const script = (answer.data as { script: string }).script;
  return JSON.parse(/location\.replace\(("[^"]+")\)/.exec(script)![1]!) as string;
}

const codeOf = (address: string) => new URL(address).searchParams.get('code')!;
const round = (token: string, bet: string, roundId: string) => playGameRound(sb.server.providerUrl, token, bet, roundId);
/** Launches and opens the game as its frame does: the game session's token and first round. */
async function session(game: CatalogueGame, token: string) {
  const page = await openGamePage(await launch(game, token));
  if (!page.session) throw new Error(`the game page refused: ${page.status}`);
  return page.session;
}
const balanceOf = async (token: string) => (await sb.call(userBalance, {}, { token })).data?.balance;

describe('catalogue', () => {
  test('at least 5,000 games of the seven aggregators, unique codes, Aviator by Spribe, local thumbnails', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(5000);
    expect(GAME_BY_CODE.size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((g) => g.providerName))).toEqual(new Set(LAUNCH_PROVIDERS));
    expect(CATALOGUE.find((g) => g.name === 'Aviator')).toMatchObject({ studio: 'Spribe' });
    expect(CATALOGUE.every((g) => g.imageUrl.startsWith('/sandbox/img/game/'))).toBe(true);
    const known = new Set(CASINO_CATEGORIES.map((c) => c.id));
    expect(CATALOGUE.every((g) => g.systemCategory.every((id) => known.has(id)))).toBe(true);
  });

  test('bootstrap categories serve all five lobbies with games and a picture; header games are real', async () => {
    const boot = (await sb.call(cmsGrouped, {}, { locale: 'en' })).data!;
    const list = boot.casinoCategoryList as unknown as { id: number; slugList: string[]; imageUrl: string; games: { gameCode: string }[] }[];
    for (const lobby of ['slot', 'live', 'games', 'bingo', 'tvbets']) expect(list.some((c) => c.slugList.includes(lobby))).toBe(true);
    expect(list.every((c) => c.imageUrl && c.games.length > 0 && c.games.every((g) => GAME_BY_CODE.has(g.gameCode)))).toBe(true);
    const header = JSON.parse(boot.siteOption.find((o) => o.key === 'header-games')!.value!) as { gameCode: string }[];
    expect(header.length).toBeGreaterThan(0);
    expect(header.every((g) => GAME_BY_CODE.has(g.gameCode))).toBe(true);
  });
});

describe('casino/games and casino/lobbygames', () => {
  test('search folds Turkish the way players type and answers at most take', async () => {
    const names = async (search: string, live = false) =>
      (await sb.call(casinoGames, { live, search, skip: 0, take: 5 })).data!.flat().map((g) => g.name);
    expect(await names('sekerli')).toContain('Şekerli Meyveler');
    expect(await names('BUYUK')).toContain('Büyük Hazine');
    expect(await names('isikli')).toContain('Işıklı Gece');
    expect(await names('istanbul')).toContain('İstanbul Rüyası');
    expect((await names('aviator'))[0]).toBe('Aviator');
    expect(await names('aviator', true)).toEqual([]);
    expect((await names('roulette', true)).length).toBe(5);
    expect(await names('zzqqxx')).toEqual([]);
  });

  test('bad paging is refused with a translated message, never a 5xx', async () => {
    for (const [body, locale] of [[{ live: false, search: '', skip: 0, take: 101 }, 'en'], [{ live: false, search: '', skip: -1, take: 5 }, 'tr']] as const) {
      const response = await sb.raw(casinoGames, body, { locale });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { success: boolean; message: string };
      expect(answer.success).toBe(false);
      expect(answer.message.length).toBeGreaterThan(3);
    }
    const far = await sb.call(lobbyGames, { lobby: 'slot', skip: 100000, take: 48 });
    expect(far.data).toMatchObject({ items: [] });
    expect(far.data!.total).toBeGreaterThan(3000);
  });

  test('lobby pages are disjoint and filters narrow: category, provider, live filter', async () => {
    const page = (input: Record<string, unknown>) => sb.call(lobbyGames, { lobby: 'slot', skip: 0, take: 48, ...input });
    const first = (await page({})).data!;
    const second = (await page({ skip: 48 })).data!;
    expect(first.items).toHaveLength(48);
    expect(second.items.some((g) => first.items.some((f) => f.gameCode === g.gameCode))).toBe(false);
    expect(first.providers.length).toBeGreaterThan(3);
    const jackpot = (await page({ categoryId: 3 })).data!;
    expect(jackpot.total).toBeGreaterThan(0);
    expect(jackpot.total).toBeLessThan(first.total);
    const egt = (await page({ provider: 'Egt Digital', take: 100 })).data!;
    expect(egt.items.every((g) => g.providerName === 'Egt Digital')).toBe(true);
    const roulette = (await sb.call(lobbyGames, { lobby: 'live', liveFilter: 'roulette', skip: 0, take: 100 })).data!;
    expect(roulette.items.every((g) => /Roulette|Rulet/.test(g.name))).toBe(true);
    expect(await sb.call(lobbyGames, { lobby: 'slot', liveFilter: 'roulette', skip: 0, take: 5 }, { locale: 'en' }))
      .toMatchObject({ success: false, message: 'The live casino filter is only for the live casino lobby.' });
    expect(await sb.call(lobbyGames, { lobby: 'bingo', categoryId: 3, skip: 0, take: 5 }, { locale: 'tr' }))
      .toMatchObject({ success: false, message: 'Bu lobide böyle bir kategori yok.' });
    const totals = await Promise.all((['slot', 'live', 'games', 'bingo', 'tvbets'] as const)
      .map(async (lobby) => (await sb.call(lobbyGames, { lobby, skip: 0, take: 1 })).data!.total));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(CATALOGUE.length);
  });

  test('casino/game finds a game by its readable address; an unknown or malformed one is refused', async () => {
    const game = CATALOGUE.find((g) => g.name === 'Şekerli Meyveler')!;
    expect((await sb.call(gameBySlug, gameSlug(game))).data).toMatchObject({ gameCode: game.gameCode, providerName: game.providerName, lobby: 'slot' });
    expect(await sb.call(gameBySlug, { provider: 'spribe', game: 'no-such-game' }, { locale: 'en' })).toMatchObject({ success: false, message: 'Game not found.' });
    const bad = await sb.raw(gameBySlug, { provider: '../etc', game: 'x' });
    expect((await bad.json()) as { success: boolean }).toMatchObject({ success: false });
  });

  test('casino/categorygames answers the games of the categories asked for', async () => {
    const games = (await sb.call(categoryGames, { systemCategory: [1, 4] })).data!;
    expect(games.length).toBeGreaterThan(10);
    expect(games.every((g) => (g.systemCategory as number[]).some((id) => id === 1 || id === 4))).toBe(true);
  });
});

describe('favourites', () => {
  test('per member, toggled on and off, with translated refusals; 401 without a token', async () => {
    const a = await member();
    const b = await member();
    const game = firstOf('Hub88');
    expect((await sb.raw(toggleFavorite, { code: game.gameCode, providerId: game.mainProviderId })).status).toBe(401);
    expect((await sb.raw(favorites, {})).status).toBe(401);
    expect(await sb.call(toggleFavorite, { code: game.gameCode, providerId: game.mainProviderId }, { token: a.token, locale: 'en' }))
      .toMatchObject({ success: true, message: 'Added to favorites' });
    expect((await sb.call(favorites, {}, { token: a.token })).data!.map((g) => g.gameCode)).toEqual([game.gameCode]);
    expect((await sb.call(favorites, {}, { token: b.token })).data).toEqual([]);
    expect(await sb.call(toggleFavorite, { code: game.gameCode, providerId: game.mainProviderId }, { token: a.token, locale: 'tr' }))
      .toMatchObject({ success: true, message: 'Favorilerden çıkarıldı' });
    expect((await sb.call(favorites, {}, { token: a.token })).data).toEqual([]);
    expect(await sb.call(toggleFavorite, { code: 'no-such-game', providerId: 1 }, { token: a.token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'Game not found.' });
    expect(await sb.call(toggleFavorite, { code: game.gameCode, providerId: 7 }, { token: a.token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'This game is not offered by Digitain.' });
  });
});

describe('launching (spec §4, §7)', () => {
  test('each of the seven launch calls answers a page on the provider origin that shows the game; the address holds only a one-time code', async () => {
    const { token } = await member();
    const codes = new Set<string>();
    for (const provider of LAUNCH_PROVIDERS) {
      const game = firstOf(provider);
      const address = await launch(game, token);
      expect(address.startsWith(`${sb.server.providerUrl}/casino/`)).toBe(true);
      expect(new URL(address).origin).not.toBe(new URL(sb.url).origin);
      expect([...new URL(address).searchParams.keys()]).toEqual(['code']);
      codes.add(codeOf(address));
      const page = await openGamePage(address);
      expect(page.status).toBe(200);
      expect(page.html).toContain('data-testid="game-name"');
      // The game session's token lives in the page, never in an address; it is not the code.
      expect(page.session!.token).toMatch(/^[\w-]{43}$/);
      expect(page.session!.token).not.toBe(codeOf(address));
    }
    expect(codes.size).toBe(LAUNCH_PROVIDERS.length);
    expect([...codes].every((t) => t.length >= 40)).toBe(true);
    const recent = (await sb.call(recentGames, { take: 20 }, { token })).data!.map((g) => g.providerName);
    expect(recent[0]).toBe('Digitain');
    expect(new Set(recent)).toEqual(new Set(LAUNCH_PROVIDERS));
  });

  test("a lobby's Recently played holds only its own games", async () => {
    const { token } = await member();
    const slot = firstOf('Digitain', 'slot');
    const live = CATALOGUE.find((g) => g.lobby === 'live')!;
    await launch(live, token);
    await launch(slot, token);
    const names = async (lobby?: 'live' | 'slot') => (await sb.call(recentGames, { take: 20, ...(lobby ? { lobby } : {}) }, { token })).data!.map((g) => g.name);
    expect(await names()).toEqual([slot.name, live.name]);
    expect(await names('live')).toEqual([live.name]);
    expect(await names('slot')).toEqual([slot.name]);
  });

  test('refusals: no token 401, unknown game, code of another provider, wrong productId or system', async () => {
    const { token } = await member();
    const hub = firstOf('Hub88');
    expect((await sb.raw(pragmaticLaunchUrl, { code: hub.gameCode })).status).toBe(401);
    expect(await sb.call(pragmaticLaunchUrl, { code: 'no-such-game' }, { token, locale: 'en' })).toMatchObject({ success: false, message: 'Game not found.' });
    expect(await sb.call(pragmaticLaunchUrl, { code: hub.gameCode }, { token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'This game is not offered by Pragmatic Play.' });
    const em = firstOf('EveryMatrix');
    expect(await sb.call(emLaunchUrl, { code: em.gameCode, productId: 1 }, { token, locale: 'tr' }))
      .toMatchObject({ success: false, message: 'Oyunun ürün numarası hatalı.' });
    const sg = firstOf('SoftGamings');
    expect(await sb.call(softgamingsLaunchUrl, { system: 1, pageCode: sg.gameCode, isMobile: 1 }, { token, locale: 'en' }))
      .toMatchObject({ success: false, message: 'The game’s system id is wrong.' });
    const bad = await sb.raw(egtLaunchUrl, { platform: 1, gameCode: 'x', language: 'en', lobbyUrl: 'javascript:alert(1)' }, { token, locale: 'en' });
    expect(bad.status).toBe(200);
    expect(await bad.json()).toMatchObject({ success: false });
  });

  test('a launch code opens its game once, only at its provider, within a minute, while the session lives', async () => {
    const { token, playerId } = await member();
    const game = firstOf('Egt Digital');
    const address = await launch(game, token);
    // Another provider's page or a forged code: the error page, and the code is not spent by it.
    expect((await openGamePage(address.replace('/casino/egt/', '/casino/hub88/'))).status).toBe(403);
    expect((await openGamePage(address.replace(/code=[^&]+/, 'code=forged-code-aaaaaaaaaaaaaaaaaaaaa'))).status).toBe(403);
    const first = await openGamePage(address);
    expect(first.status).toBe(200);
    // Single use: whoever reads the address after the frame loaded it gets the error page.
    const again = await openGamePage(address);
    expect(again.status).toBe(403);
    expect(again.html).toContain('provider-error');
    expect(again.session).toBeNull();
    // The game session it opened plays on.
    expect((await round(first.session!.token, '1.00', first.session!.round)).status).toBe(200);

    // Stale: a code not redeemed within its minute is refused.
    const stale = await launch(game, token);
    await sb.server.db.query(`UPDATE casino_launches SET code_expires_at = now() - interval '1 second' WHERE player_id = $1 AND redeemed_at IS NULL`, [playerId]);
    expect((await openGamePage(stale)).status).toBe(403);

    // The game session expires; a session's codes and game sessions die with it (logout).
    await sb.server.db.query(`UPDATE casino_launches SET expires_at = now() - interval '1 second' WHERE player_id = $1`, [playerId]);
    expect((await round(first.session!.token, '1.00', first.session!.round)).status).toBe(401);
    const live = await session(game, token);
    const unopened = await launch(game, token);
    await sb.call(logout, {}, { token });
    expect((await openGamePage(unopened)).status).toBe(403);
    expect((await round(live.token, '1.00', live.round)).status).toBe(401);
  });
});

describe('rounds through the wallet', () => {
  test('a bet above the balance is refused and moves nothing; the round stays open for the next try', async () => {
    const { token } = await member('5.00');
    const game = await session(firstOf('Pragmatic Play'), token);
    const answer = await round(game.token, '10.00', game.round);
    expect(answer).toMatchObject({ status: 402, body: { ok: false, reason: 'insufficient-funds', balance: '5.00', next: game.round } });
    expect(await balanceOf(token)).toBe(5);
    expect((await round(game.token, '0.001', game.round)).body).toMatchObject({ ok: false, reason: 'bad-bet', next: game.round });
    expect((await round(game.token, '1.00', game.round)).body).toMatchObject({ ok: true, bet: '1.00', roundId: game.round });
  });

  test("the game pages (opaque origins inside the site's sandboxed frames) may call the round endpoint cross-origin", async () => {
    const preflight = await fetch(`${sb.server.providerUrl}/casino/api/round`, {
      method: 'OPTIONS', headers: { origin: 'null', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  test('a round debits the bet and credits the win exactly, once: sent again it is refused and moves nothing; game history shows it', async () => {
    const { token } = await member('100.00');
    const game = firstOf('Amusnet');
    const { token: gameToken, round: roundId } = await session(game, token);
    const first = await round(gameToken, '10.10', roundId);
    expect(first.status).toBe(200);
    expect(first.body.next).toMatch(/^r-[\w-]{22}$/);
    expect(first.body.next).not.toBe(roundId);
    const expected = (10000 - 1010 + Math.round(Number(first.body.win) * 100)) / 100;
    expect(await balanceOf(token)).toBe(expected);
    const again = await Promise.all([round(gameToken, '10.10', roundId), round(gameToken, '50.00', roundId)]);
    for (const repeat of again) expect(repeat).toMatchObject({ status: 409, body: { ok: false, reason: 'round-used', next: first.body.next } });
    expect(await balanceOf(token)).toBe(expected);
    const history = (await sb.call(gameHistory, { skip: 0, take: 10 }, { token })).data!.items;
    const bets = history.filter((h) => h.resultType === 2);
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ gameCode: game.gameCode, gameName: game.name, amount: '10.10', roundId });
    expect(history.filter((h) => h.resultType === 1)).toHaveLength(first.body.win === '0.00' ? 0 : 1);
  });

  test('round ids are the provider\'s: a client-chosen id, another game session\'s round or a round already played by anyone is refused', async () => {
    const c = await member('100.00');
    const d = await member('100.00');
    const scout = await session(firstOf('Pragmatic Play'), c.token);
    const player = await session(firstOf('Pragmatic Play'), d.token);
    // An id the client makes up: refused, and the answer names the round the provider issued.
    expect(await round(player.token, '1.00', 'my-lucky-round-0001')).toMatchObject({ status: 400, body: { ok: false, reason: 'bad-round', next: player.round } });
    // Account C plays a round at 0.10 and sees its outcome; account D cannot play that id at 10.00.
    const scouted = await round(scout.token, '0.10', scout.round);
    expect(scouted.status).toBe(200);
    expect(await round(player.token, '10.00', scout.round)).toMatchObject({ status: 400, body: { ok: false, reason: 'bad-round' } });
    // Nor C again, at any bet; nor D with C's next, unplayed round.
    expect(await round(scout.token, '10.00', scout.round)).toMatchObject({ status: 409, body: { reason: 'round-used' } });
    expect(await round(player.token, '10.00', scouted.body.next!)).toMatchObject({ status: 400, body: { reason: 'bad-round' } });
    expect(await balanceOf(d.token)).toBe(100);
    // One open round per game session: asking again names the same round, never a stock to choose from.
    expect((await round(player.token, '1.00', 'another-made-up-id')).body.next).toBe(player.round);
  });

  test('rounds in a row: each id the one issued before; the balance is the exact sum of bets and wins (NUMERIC, no floats)', async () => {
    const { token } = await member('100.00');
    const game = await session(firstOf('Digitain'), token);
    let roundId = game.round;
    const seen = new Set<string>();
    let cents = 10000;
    for (let i = 0; i < 12; i += 1) {
      const answer = await round(game.token, '0.10', roundId);
      expect(answer.body.ok).toBe(true);
      seen.add(roundId);
      cents += -10 + Math.round(Number(answer.body.win) * 100);
      expect(answer.body.balance).toBe((cents / 100).toFixed(2));
      roundId = answer.body.next!;
    }
    expect(seen.size).toBe(12);
    expect(await balanceOf(token)).toBe(cents / 100);
  });
});

describe('transaction/topwinners', () => {
  test('count winners, biggest first, masked names, currency symbol; a recorded win shows', async () => {
    const { playerId } = await member('0.00');
    const game = firstOf('Pragmatic Play');
    await walletPost(sb.server.db, { playerId, kind: 'win', amount: '987654.32', reference: { gameCode: game.gameCode, gameName: game.name } });
    const list = (await sb.call(topWinners, { isLive: false, count: 40 })).data!;
    expect(list).toHaveLength(40);
    expect(list[0]).toMatchObject({ game: game.name, amount: '987654.32', currencySymbol: '₺' });
    expect(list[0]!.name).toMatch(/^p\*+\d$/);
    const cents = list.map((w) => Number(w.amount.replace('.', '')));
    expect(cents).toEqual([...cents].sort((x, y) => y - x));
    const live = (await sb.call(topWinners, { isLive: true, count: 5 })).data!;
    expect(live.every((w) => CATALOGUE.some((g) => g.name === w.game && g.lobby === 'live'))).toBe(true);
    expect((await sb.call(topWinners, { isLive: false, count: 500 })).success).toBe(false);
  });
});
