import type { SiteSettings } from '@vitrin/shared';
import { applyRemoteOverrides } from './applyRemoteOverrides';

const base = 'https://site.example/';
const entries = { casino: { entry: 'https://site.example/remotes/casino/1.0.0/remoteEntry.js', version: '1.0.0' } };
const settings = (options: Record<string, string>): SiteSettings => ({
  options,
  domains: { current: 'a', next: 'b' },
  trialBonusAmount: 0,
  languages: ['tr', 'en'],
});
const storageWith = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('per-browser remote override', () => {
  it('is honoured when the site option remote-override is active', () => {
    const { entries: out, notes } = applyRemoteOverrides(
      entries,
      settings({ 'remote-override': 'true' }),
      storageWith({ 'vitrin:remote-override:casino': 'https://site.example/remotes/casino/1.1.0/remoteEntry.js' }),
      base,
    );
    expect(out.casino).toEqual({ entry: 'https://site.example/remotes/casino/1.1.0/remoteEntry.js', version: 'override' });
    expect(notes[0]).toMatch(/overridden/);
  });

  it('is ignored, with a note, when the option is not active', () => {
    const storage = storageWith({ 'vitrin:remote-override:casino': 'https://evil.example/x.js' });
    for (const s of [settings({}), null]) {
      const { entries: out, notes } = applyRemoteOverrides(entries, s, storage, base);
      expect(out).toEqual(entries);
      expect(notes[0]).toMatch(/"remote-override" is not active/);
    }
  });

  it('accepts only http(s) URLs', () => {
    const { entries: out, notes } = applyRemoteOverrides(
      entries,
      settings({ 'remote-override': '' }),
      storageWith({ 'vitrin:remote-override:casino': 'javascript:alert(1)' }),
      base,
    );
    expect(out).toEqual(entries);
    expect(notes[0]).toMatch(/not an http\(s\) URL/);
  });

  it('refuses code from an origin that is neither loopback, the site, nor on the allow-list', () => {
    const storage = storageWith({ 'vitrin:remote-override:casino': 'https://evil.example/remoteEntry.js' });
    const refused = applyRemoteOverrides(entries, settings({ 'remote-override': 'true' }), storage, base);
    expect(refused.entries).toEqual(entries);
    expect(refused.active).toEqual([]);
    expect(refused.notes[0]).toMatch(/https:\/\/evil\.example is not on the allow-list/);

    const listed = applyRemoteOverrides(entries, settings({ 'remote-override': 'https://qa.example, https://evil.example' }), storage, base);
    expect(listed.entries.casino?.entry).toBe('https://evil.example/remoteEntry.js');
    expect(listed.active).toEqual([{ remote: 'casino', entry: 'https://evil.example/remoteEntry.js', storageKey: 'vitrin:remote-override:casino' }]);
  });

  it('can add a remote that remotes.json lacks', () => {
    const { entries: out } = applyRemoteOverrides(
      {},
      settings({ 'remote-override': '1' }),
      storageWith({ 'vitrin:remote-override:sports': 'http://localhost:3001/remoteEntry.js' }),
      base,
    );
    expect(out.sports?.entry).toBe('http://localhost:3001/remoteEntry.js');
  });
});
