import { bus } from '@vitrin/shared';
import { LAUNCH_PROVIDERS } from '@vitrin/contract';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok, signIn } from '../testing/fixtures';
import { ADAPTERS, chooseAdapter } from './chooseAdapter';

const desktop = { mobile: false, language: 'en' as const, lobbyUrl: 'http://localhost/casino/slot' };
const mobile = { ...desktop, mobile: true, language: 'tr' as const };

describe('launch adapters (spec §4, §7)', () => {
  let api: MockApi;
  beforeEach(() => {
    signIn();
    bus.set('language', 'en');
    api = mockApi();
  });
  afterEach(() => api.restore());

  it('has one adapter for each of the seven providers, chosen by providerName', () => {
    expect(Object.keys(ADAPTERS).sort()).toEqual([...LAUNCH_PROVIDERS].sort());
    expect(LAUNCH_PROVIDERS).toEqual(['SoftGamings', 'Hub88', 'Egt Digital', 'Amusnet', 'EveryMatrix', 'Pragmatic Play', 'Digitain']);
    for (const provider of LAUNCH_PROVIDERS) expect(chooseAdapter(provider)?.provider).toBe(provider);
    expect(chooseAdapter('Unknown Studio')).toBeNull();
    expect(chooseAdapter('toString')).toBeNull();
  });

  it.each([
    ['Digitain', 'casino/dtlaunchurl', desktop, { code: 'book' }],
    ['Pragmatic Play', 'casino/pragmaticlaunchurl', desktop, { code: 'book' }],
    ['EveryMatrix', 'casino/emlaunchurl', desktop, { code: 'book', productId: 3 }],
    ['Amusnet', 'casino/amusnetlaunchurl', mobile, { code: 'book', isMobile: true }],
    ['Egt Digital', 'casino/egtlaunchurl', desktop, { platform: 1, gameCode: 'book', language: 'en', lobbyUrl: 'http://localhost/casino/slot' }],
    ['Hub88', 'casino/hub88launchurl', mobile, { platform: 2, gameCode: 'book', language: 'tr', lobbyUrl: 'http://localhost/casino/slot' }],
  ] as const)('%s posts %s with exactly its payload and takes the frame address', async (provider, path, context, payload) => {
    api.use(`POST ${path}`, () => ok('http://127.0.0.1:4001/demo/launch?t=abc'));
    const launch = await chooseAdapter(provider)!.launch(game('Book', provider), context);
    expect(api.sent.map(({ route, body }) => ({ route, body }))).toEqual([{ route: `POST ${path}`, body: payload }]);
    expect(launch).toEqual({ kind: 'url', url: 'http://127.0.0.1:4001/demo/launch?t=abc', origin: 'http://127.0.0.1:4001' });
  });

  it('SoftGamings posts system, pageCode and isMobile 1|0 and gets HTML plus a script', async () => {
    api.use('POST casino/softgamingslaunchurl', () => ok({ html: '<div id=g></div>', script: 'go()', origin: 'http://127.0.0.1:4001/' }));
    const launch = await chooseAdapter('SoftGamings')!.launch(game('Book', 'SoftGamings'), mobile);
    expect(api.sent[0]!.body).toEqual({ system: 960, pageCode: 'book', isMobile: 1 });
    expect(launch).toEqual({ kind: 'html', html: '<div id=g></div>', script: 'go()', origin: 'http://127.0.0.1:4001' });
  });

  it('Egt, Hub88 and SoftGamings close the modal on failure; the others do not', () => {
    const closing = LAUNCH_PROVIDERS.filter((p) => ADAPTERS[p].closesOnFailure);
    expect(closing.sort()).toEqual(['Egt Digital', 'Hub88', 'SoftGamings']);
  });

  it('refuses an answer whose address is not http(s)', async () => {
    api.use('POST casino/dtlaunchurl', () => ok('javascript:alert(1)'));
    await expect(chooseAdapter('Digitain')!.launch(game('Book', 'Digitain'), desktop)).rejects.toMatchObject({ kind: 'contract' });
  });
});
