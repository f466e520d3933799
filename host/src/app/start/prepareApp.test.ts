import { bus, INITIAL_CHANNELS, loadSlot } from '@vitrin/shared';
import { getDefaultStore } from 'jotai';
import { bootstrapAtom } from '../../shell/settings/bootstrapAtom';
import type { Federation } from '../remotes/federationRuntime';
import { prepareApp } from './prepareApp';

jest.mock('../../member/initMemberState', () => ({ initMemberState: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { initMemberState } = require('../../member/initMemberState') as { initMemberState: jest.Mock };

const bootstrapData = {
  sliderList: [],
  categoryList: [],
  casinoCategoryList: [],
  language: [{ locale: 'tr', name: 'Türkçe' }, { locale: 'en', name: 'English' }],
  translationList: [{ key: 'welcome', value: 'Hoş geldiniz' }],
  siteOption: [
    { key: 'Remote-Override', value: 'true', status: true },
    { key: 'Chat-Site-Id', value: '42', status: true },
    { key: 'telegram', value: 'x', status: false },
  ],
  domainStatus: { current: 'a.example', next: 'b.example' },
  trialBonusAmount: 50,
  popup: null,
};
const remotesJson = {
  schemaVersion: 1,
  remotes: {
    casino: { current: '1.0.0', versions: { '1.0.0': { entry: 'remotes/casino/1.0.0/remoteEntry.js' } }, history: [] },
    sports: { current: '1.0.0', versions: { '1.0.0': { entry: 'remotes/sports/1.0.0/remoteEntry.js' } }, history: [] },
    account: { current: '1.0.0', versions: { '1.0.0': { entry: 'remotes/account/1.0.0/remoteEntry.js' } }, history: [] },
    payments: { current: '1.0.0', versions: { '1.0.0': { entry: 'remotes/payments/1.0.0/remoteEntry.js' } }, history: [] },
  },
};

type Answer = { status: number; body: unknown } | 'network-error';

function mockServer(answers: { remotes: Answer; grouped: Answer }) {
  const seen: Array<{ url: string; cache?: RequestCache }> = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push({ url, cache: init?.cache });
    const answer = url.endsWith('/remotes.json') ? answers.remotes : url.includes('/api/cms/grouped') ? answers.grouped : { status: 404, body: {} };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

function fakeFederation(): Federation & { register: jest.Mock; load: jest.Mock } {
  return { register: jest.fn((entries) => entries), load: jest.fn() };
}

describe('start-up', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const [k, value] of Object.entries(INITIAL_CHANNELS)) bus.set(k as keyof typeof INITIAL_CHANNELS, value as never);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    initMemberState.mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads remotes.json (no-store) and cms/grouped together, stores the bootstrap and publishes it', async () => {
    localStorage.setItem('lang', 'en');
    const seen = mockServer({ remotes: { status: 200, body: remotesJson }, grouped: { status: 200, body: { success: true, message: null, data: bootstrapData } } });
    const federation = fakeFederation();
    const prepared = await prepareApp(federation, 'http://localhost/');

    expect(seen.find((r) => r.url === 'http://localhost/remotes.json')?.cache).toBe('no-store');
    expect(prepared.bootstrapLoaded).toBe(true);
    expect(JSON.parse(localStorage.getItem('bootstrap') ?? 'null')).toEqual(bootstrapData);
    expect(getDefaultStore().get(bootstrapAtom)).toEqual(bootstrapData);
    expect(bus.get('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(bus.get('translations')).toEqual({ welcome: 'Hoş geldiniz' });
    expect(bus.get('settings')).toEqual({
      options: { 'remote-override': 'true', 'chat-site-id': '42' },
      domains: { current: 'a.example', next: 'b.example' },
      trialBonusAmount: 50,
      languages: ['tr', 'en'],
    });
    expect(federation.register).toHaveBeenCalledWith(
      expect.objectContaining({ casino: { entry: 'http://localhost/remotes/casino/1.0.0/remoteEntry.js', version: '1.0.0' } }),
    );
    expect(initMemberState).toHaveBeenCalledTimes(1);
    // Nothing is downloaded before a page shows a remote.
    expect(federation.load).not.toHaveBeenCalled();
  });

  describe('a repeat visit (the shell before any API answer)', () => {
    /** remotes.json answers at once; cms/grouped only when the test releases it. */
    function heldGrouped(body: unknown) {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.endsWith('/remotes.json')) return new Response(JSON.stringify(remotesJson), { status: 200 });
        await held;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      });
      return release;
    }
    const fresh = { success: true, message: null, data: { ...bootstrapData, trialBonusAmount: 99 } };

    it('paints from the data stored in this language, then publishes the fresh data in the same language', async () => {
      localStorage.setItem('lang', 'en');
      localStorage.setItem('bootstrap', JSON.stringify({ ...bootstrapData, trialBonusAmount: 7 }));
      localStorage.setItem('vitrin:bootstrap-locale', 'en');
      const release = heldGrouped({ ...fresh, data: { ...fresh.data, language: [{ locale: 'tr', name: 'Türkçe' }] } });
      const prepared = await prepareApp(fakeFederation(), 'http://localhost/');
      expect(prepared.bootstrapLoaded).toBe(false);
      expect(bus.get('settings')?.trialBonusAmount).toBe(7);
      release();
      await expect(prepared.bootstrapFresh).resolves.toBe(true);
      expect(bus.get('settings')?.trialBonusAmount).toBe(99);
      expect(bus.get('language')).toBe('en');
      expect(localStorage.getItem('vitrin:bootstrap-locale')).toBe('en');
    });

    it('waits for cms/grouped after a language switch, or when a remote override is asked for', async () => {
      for (const [setUp, says] of [
        [() => localStorage.setItem('vitrin:bootstrap-locale', 'tr'), null],
        // An applied override says so in the console (the operator's trace of it).
        [() => localStorage.setItem('vitrin:remote-override:casino', 'http://localhost:9999/remoteEntry.js'), /remote "casino" is overridden in this browser/],
      ] as const) {
        localStorage.clear();
        localStorage.setItem('lang', 'en');
        localStorage.setItem('bootstrap', JSON.stringify({ ...bootstrapData, trialBonusAmount: 7 }));
        localStorage.setItem('vitrin:bootstrap-locale', 'en');
        setUp();
        jest.restoreAllMocks();
        const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
        const release = heldGrouped(fresh);
        let settled = false;
        const preparing = prepareApp(fakeFederation(), 'http://localhost/').then((prepared) => {
          settled = true;
          return prepared;
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(settled).toBe(false);
        release();
        expect((await preparing).bootstrapLoaded).toBe(true);
        expect(bus.get('settings')?.trialBonusAmount).toBe(99);
        if (says) expect(warn).toHaveBeenCalledWith(expect.stringMatching(says));
        else expect(warn).not.toHaveBeenCalled();
      }
    });
  });

  it('goes on with the stored bootstrap when cms/grouped fails (spec §4: false, start-up continues)', async () => {
    localStorage.setItem('bootstrap', JSON.stringify({ ...bootstrapData, trialBonusAmount: 7 }));
    localStorage.setItem('lang', 'en');
    mockServer({ remotes: { status: 200, body: remotesJson }, grouped: { status: 500, body: {} } });
    const prepared = await prepareApp(fakeFederation(), 'http://localhost/');
    expect(prepared.bootstrapLoaded).toBe(false);
    expect(bus.get('settings')?.trialBonusAmount).toBe(7);
    expect(bus.get('language')).toBe('en');
    expect(initMemberState).toHaveBeenCalledTimes(1);
  });

  it('falls back to defaults with no stored bootstrap, and to tr for a language the site does not offer', async () => {
    localStorage.setItem('lang', 'de');
    mockServer({ remotes: { status: 200, body: remotesJson }, grouped: 'network-error' });
    await prepareApp(fakeFederation(), 'http://localhost/');
    expect(bus.get('language')).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(bus.get('settings')).toEqual(expect.objectContaining({ options: {}, trialBonusAmount: 0, languages: ['tr', 'en'] }));
    expect(getDefaultStore().get(bootstrapAtom)).toBeNull();
  });

  it('ignores a stored bootstrap that no longer matches the contract', async () => {
    localStorage.setItem('bootstrap', JSON.stringify({ nonsense: true }));
    mockServer({ remotes: { status: 200, body: remotesJson }, grouped: { status: 500, body: {} } });
    await prepareApp(fakeFederation(), 'http://localhost/');
    expect(bus.get('settings')?.options).toEqual({});
  });

  it('starts with no remotes and a clear console error when remotes.json is missing or malformed', async () => {
    for (const remotes of [{ status: 404, body: {} }, { status: 200, body: { schemaVersion: 1, remotes: 'nope' } }] as Answer[]) {
      mockServer({ remotes, grouped: { status: 200, body: { success: true, message: null, data: bootstrapData } } });
      const federation = fakeFederation();
      const { registry } = await prepareApp(federation, 'http://localhost/');
      expect(federation.register).toHaveBeenCalledWith({});
      expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/remotes.json (could not be loaded|is malformed)/));
      await expect(registry.load('casino')).rejects.toThrow(/no usable entry/);
      jest.restoreAllMocks();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    }
  });

  it('applies a per-browser override only where the settings allow it', async () => {
    localStorage.setItem('vitrin:remote-override:casino', 'http://localhost:3999/remoteEntry.js');
    const withOption = { success: true, message: null, data: bootstrapData };
    const withoutOption = { success: true, message: null, data: { ...bootstrapData, siteOption: [] } };

    mockServer({ remotes: { status: 200, body: remotesJson }, grouped: { status: 200, body: withOption } });
    let federation = fakeFederation();
    await prepareApp(federation, 'http://localhost/');
    expect(federation.register.mock.calls[0][0].casino.entry).toBe('http://localhost:3999/remoteEntry.js');

    jest.restoreAllMocks();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer({ remotes: { status: 200, body: remotesJson }, grouped: { status: 200, body: withoutOption } });
    federation = fakeFederation();
    await prepareApp(federation, 'http://localhost/');
    expect(federation.register.mock.calls[0][0].casino.entry).toBe('http://localhost/remotes/casino/1.0.0/remoteEntry.js');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/ignored the override of remote "casino"/));
  });

  it('registers the slot loader over the registry', async () => {
    mockServer({ remotes: { status: 200, body: remotesJson }, grouped: { status: 200, body: { success: true, message: null, data: bootstrapData } } });
    const federation = fakeFederation();
    const Rails = () => null;
    federation.load.mockResolvedValue({ remoteModule: { id: 'casino', contractVersion: '1.0.0', version: '1', routes: [], slots: { Rails } } });
    await prepareApp(federation, 'http://localhost/');
    await expect(loadSlot('casino', 'Rails')).resolves.toBe(Rails);
    await expect(loadSlot('casino', 'Nope')).rejects.toThrow(/has no slot "Nope"/);
  });
});
