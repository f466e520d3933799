import * as contract from '@vitrin/contract';
import type { CallDefinition } from '@vitrin/contract';
import { databasesUnderTest, sandboxPerSuite, type Sandbox } from './helpers';
import { newPlayerInput } from './players';

jest.setTimeout(120000);

/**
 * A NUL byte or half a surrogate pair in any text a request carries is a 400 with a clear
 * sentence (the contract's text() rule), never a 500 from the database or the JSON column.
 */
const calls = (Object.values(contract) as unknown[]).filter((value): value is CallDefinition =>
  typeof value === 'object' && value !== null && 'path' in value && 'request' in value && 'method' in value);

const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
const launch = { platform: 1, gameCode: 'sweet-bonanza', language: 'tr', lobbyUrl: 'http://127.0.0.1:8080/casino/slot' };
/** A valid request of every call that carries text; a call with no text field is listed in NO_TEXT. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  'auth/login': { username: 'demo', password: 'demo123' },
  'auth/register': { ...newPlayerInput(), partner: 'p1', subid: 's1', source: 'web' },
  'auth/sendresetpassword': { username: 'demo' },
  'auth/checkresetcode': { username: 'demo', code: '123456' },
  'auth/changepasswordwithcode': { username: 'demo', code: '123456', password: 'secret1', password2: 'secret1' },
  'cms/callme': { name: 'Ayşe Yılmaz', message: 'Lütfen beni arayın', contacts: [{ type: 1, contact: '5550000001' }] },
  'customer/updatephone': { step: 2, phone: '905551112233', code: '123456' },
  'customer/changepassword': { oldPassword: 'demo123', password: 'secret1', confirmPassword: 'secret1' },
  'casino/games': { live: false, search: 'bonanza', skip: 0, take: 5 },
  'casino/lobbygames': { lobby: 'slot', provider: 'Pragmatic Play', search: 'bonanza', skip: 0, take: 10 },
  'casino/game': { provider: 'spribe', game: 'aviator' },
  'casino/togglefavorite': { code: 'sweet-bonanza', providerId: 6 },
  'casino/dtlaunchurl': { code: 'sweet-bonanza' },
  'casino/pragmaticlaunchurl': { code: 'sweet-bonanza' },
  'casino/emlaunchurl': { code: 'sweet-bonanza', productId: 'p1' },
  'casino/amusnetlaunchurl': { code: 'sweet-bonanza', isMobile: false },
  'casino/egtlaunchurl': launch,
  'casino/hub88launchurl': launch,
  'casino/softgamingslaunchurl': { system: 'sg', pageCode: 'sweet-bonanza', isMobile: 0 },
  'payment/deposit': { id: 101, target: 'pay', detail: { Amount: 150, Bank: 10, AccountHolder: 'Ada Yılmaz' } },
  'payment/withdraw': { id: 201, target: 'pay', detail: { Amount: 150, Iban: IBAN, AccountHolder: 'Ada Yılmaz' } },
  'customer/financialhistory': { filterType: 0, from: '2026-01-01', to: '2026-01-31', skip: 0, take: 10 },
  'customer/gamehistory': { from: '2026-01-01', to: '2026-01-31', skip: 0, take: 10 },
  'sports/token': { book: 'betsy' },
  'telemetry/failures': { page: 'pageaaaaaaaaaaaa', ran: [{ remote: 'casino', version: '1.0.0', canary: false }], failures: [{ remote: 'casino', version: '1.0.0', kind: 'boundary', phase: 'onLoad' }] },
  'responsible/setlimit': { kind: 'deposit', period: 'day', amount: '100' },
  'responsible/cancelpending': { kind: 'deposit', period: 'day' },
  'responsible/break': { duration: '24h', password: 'demo123' },
};
/** Calls whose request has no text at all (numbers, booleans, nothing). */
const NO_TEXT = new Set([
  'auth/form', 'auth/logout', 'cms/grouped', 'cms/contentlist', 'cms/content', 'cms/promotions', 'bonus/definetrialbonus',
  'customer/notification', 'customer/readnotification', 'user/balance', 'casino/categorygames', 'casino/favorites', 'casino/recent',
  'transaction/topwinners', 'payment/detail', 'payment/methods', 'payment/requests', 'customer/details', 'bonus/history',
  'bonus/claim', 'bonus/available', 'bonus/wagering', 'customer/sessions', 'sports/entry',
  'responsible/limits', 'responsible/realitycheck', 'responsible/panic', 'responsible/session',
]);

/** Every way to spoil one text of `sample`: each string value, and each key of a free-form map. */
function spoiled(sample: unknown, bad: (text: string) => string, where = ''): [string, unknown][] {
  if (typeof sample === 'string') return [[where, bad(sample)]];
  if (Array.isArray(sample)) {
    return sample.flatMap((item, i) => spoiled(item, bad, `${where}[${i}]`).map(([w, value]) => [w, sample.map((x, j) => (j === i ? value : x))] as [string, unknown]));
  }
  if (sample && typeof sample === 'object') {
    const entries = Object.entries(sample);
    const values = entries.flatMap(([key, value]) => spoiled(value, bad, where ? `${where}.${key}` : key)
      .map(([w, changed]) => [w, { ...(sample as object), [key]: changed }] as [string, unknown]));
    const keys = where.endsWith('detail')
      ? entries.map(([key, value]) => [`${where}{${key}}`, { ...Object.fromEntries(entries.filter(([k]) => k !== key)), [bad(key)]: value }] as [string, unknown])
      : [];
    return [...values, ...keys];
  }
  return [];
}

const BAD: [string, (text: string) => string][] = [
  ['NUL', (text) => `${text.slice(0, 1)}\u0000${text.slice(1)}`],
  ['lone surrogate', (text) => `${text}\ud800`],
];

test('every call that carries text has a sample here', () => {
  const missing = calls.map((call) => call.path).filter((path) => !(path in SAMPLES) && !NO_TEXT.has(path));
  expect(missing).toEqual([]);
});

describe.each(databasesUnderTest('text'))('control characters and lone surrogates on %s', (_name, options) => {
  let sb: Sandbox;
  let token: string;
  sandboxPerSuite(options, (started) => { sb = started; });
  beforeAll(async () => { token = await sb.login(); });

  async function send(def: CallDefinition, body: unknown, locale = 'en') {
    const response = await fetch(`${sb.url}/api/${def.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': locale, authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { success?: boolean; message?: string } };
  }

  test.each(Object.keys(SAMPLES))('%s: each text field with a NUL or a lone surrogate is a 400 with a clear message', async (path) => {
    const def = calls.find((call) => call.path === path)!;
    const sample = SAMPLES[path]!;
    let cases = 0;
    for (const [kind, bad] of BAD) {
      for (const [where, body] of spoiled(sample, bad)) {
        const answer = await send(def, body);
        expect([kind, where, answer.status, answer.body.success]).toEqual([kind, where, 400, false]);
        expect([kind, where, answer.body.message]).toEqual([kind, where, expect.stringContaining('contains a character that cannot be used')]);
        cases += 1;
      }
    }
    expect(cases).toBeGreaterThan(0);
  });

  test('the sentence names the field in the caller\'s language; a line break is refused in a one-line field only', async () => {
    const login = await send(contract.login, { username: 'de\u0000mo', password: 'demo123' }, 'tr');
    expect(login).toEqual({ status: 400, body: { success: false, message: expect.stringMatching(/^Kullanıcı adı kullanılamayan bir karakter içeriyor/), data: null } });
    const name = await send(contract.callMe, { ...SAMPLES['cms/callme'], name: 'Ayşe\nYılmaz' });
    expect(name.status).toBe(400);
    const message = await send(contract.callMe, { ...SAMPLES['cms/callme'], message: 'Lütfen\nbeni arayın' });
    expect(message).toMatchObject({ status: 200, body: { success: true } });
  });
});
