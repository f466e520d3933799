import { frameAddress } from './frameAddress';

const base = 'http://site.test/spor';

describe('frameAddress', () => {
  it('carries view, language and client id for a member, never the token (it goes by message)', () => {
    const url = frameAddress({ session: { url: 'http://provider.test/sportsbook', token: 'tok-1', cid: 'cid-1' }, view: 'livespor', language: 'en', compact: false }, base);
    expect(url?.toString()).toBe('http://provider.test/sportsbook?view=livespor&lang=en&cid=cid-1');
  });

  it('has no token for a guest; the compact variant drops the sportsbook navigation; an inner page travels', () => {
    const url = frameAddress({ session: { url: 'http://provider.test/sportsbook', token: null, cid: null }, view: 'spor', language: 'tr', compact: true, page: 'event/7' }, base);
    expect(url?.toString()).toBe('http://provider.test/sportsbook?view=spor&lang=tr&nav=0&page=event%2F7');
  });

  it('frames only http(s) addresses', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://[bad']) {
      expect(frameAddress({ session: { url: bad, token: null, cid: null }, view: 'spor', language: 'tr', compact: false }, base)).toBeNull();
    }
  });
});
