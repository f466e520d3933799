import { parseRemotesDocument, toHttpUrl } from './remotesDocument';

const base = 'https://site.example/shop/';
const remote = (entry: string, current = '1.0.0') => ({
  current,
  versions: { [current]: { entry, builtAt: '2026-01-01T00:00:00Z', contract: '1.0.0' } },
  history: [{ version: current, at: '2026-01-01T00:00:00Z', action: 'use' }],
});

describe('remotes.json', () => {
  it('resolves relative entries against the document base and keeps absolute ones', () => {
    const { entries, problems } = parseRemotesDocument(
      {
        schemaVersion: 1,
        remotes: {
          casino: remote('remotes/casino/1.0.0/remoteEntry.js'),
          sports: remote('http://localhost:3001/remoteEntry.js', 'dev'),
          account: remote('remotes/account/2.1.0/remoteEntry.js', '2.1.0'),
          payments: remote('remotes/payments/1.0.0/remoteEntry.js'),
        },
      },
      base,
    );
    expect(problems).toEqual([]);
    expect(entries.casino).toEqual({ entry: 'https://site.example/shop/remotes/casino/1.0.0/remoteEntry.js', version: '1.0.0', contract: '1.0.0' });
    expect(entries.sports).toEqual({ entry: 'http://localhost:3001/remoteEntry.js', version: 'dev', contract: '1.0.0' });
    expect(entries.account?.version).toBe('2.1.0');
  });

  it('refuses a malformed document as a whole, with a message', () => {
    for (const raw of [null, 'x', { schemaVersion: 2, remotes: {} }, { remotes: [] }]) {
      const { entries, problems } = parseRemotesDocument(raw, base);
      expect(entries).toEqual({});
      expect(problems[0]).toMatch(/remotes.json is malformed/);
    }
  });

  it('keeps the good remotes when one is malformed, and names what is wrong', () => {
    const { entries, problems } = parseRemotesDocument(
      {
        schemaVersion: 1,
        remotes: {
          casino: remote('remotes/casino/1.0.0/remoteEntry.js'),
          sports: { current: '1.0.0', versions: {} },
          account: { current: 3 },
          payments: remote('javascript:alert(1)'),
          bingo: remote('remotes/bingo/1/remoteEntry.js'),
        },
      },
      base,
    );
    expect(Object.keys(entries)).toEqual(['casino']);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/"sports" puts version "1.0.0" in service, but lists no such version/),
        expect.stringMatching(/"account" is malformed \(current: /),
        expect.stringMatching(/"payments" has an entry that is not an http\(s\) URL/),
        expect.stringMatching(/unknown remote "bingo"/),
      ]),
    );
  });

  it('says so when a remote has no version in service', () => {
    const { entries, problems } = parseRemotesDocument(
      {
        schemaVersion: 1,
        remotes: {
          casino: { current: null, versions: {}, history: [] },
        },
      },
      base,
    );
    expect(entries).toEqual({});
    expect(problems).toContain('remotes.json: remote "casino" has no version in service.');
  });

  it('reports remotes the document does not list', () => {
    const { problems } = parseRemotesDocument({ schemaVersion: 1, remotes: { casino: remote('c.js') } }, base);
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/no remote "sports"/)]));
  });

  it('accepts only http(s) URLs', () => {
    expect(toHttpUrl('data:text/javascript,1', base)).toBeNull();
    expect(toHttpUrl('//cdn.example/x.js', base)).toBe('https://cdn.example/x.js');
    expect(toHttpUrl('http://[bad', base)).toBeNull();
  });
});

describe('a canary in remotes.json', () => {
  const withCanary = (percent: number) => ({
    schemaVersion: 1,
    telemetry: { sampleRate: 0.25 },
    remotes: {
      casino: {
        current: '1.0.0',
        versions: {
          '1.0.0': { entry: 'remotes/casino/1.0.0/remoteEntry.js', contract: '1.0.0' },
          '1.0.1': { entry: 'remotes/casino/1.0.1/remoteEntry.js', contract: '1.0.0' },
        },
        history: [],
        canary: { version: '1.0.1', percent, since: 's', stepAt: 's' },
      },
    },
  });

  it('gives the canary to a browser whose bucket is below its percent, the version in service to the others', () => {
    const inside = parseRemotesDocument(withCanary(5), base, () => 4);
    expect(inside.entries.casino).toEqual({ entry: 'https://site.example/shop/remotes/casino/1.0.1/remoteEntry.js', version: '1.0.1', contract: '1.0.0', canary: true });
    expect(inside.sampleRate).toBe(0.25);
    expect(parseRemotesDocument(withCanary(5), base, () => 5).entries.casino?.version).toBe('1.0.0');
    // Raising the share keeps the browsers that were in.
    expect(parseRemotesDocument(withCanary(25), base, () => 4).entries.casino?.version).toBe('1.0.1');
  });

  it('ignores a canary naming an unknown version', () => {
    const doc = withCanary(50);
    doc.remotes.casino.canary.version = '9.9.9';
    expect(parseRemotesDocument(doc, base, () => 0).entries.casino?.version).toBe('1.0.0');
  });
});
