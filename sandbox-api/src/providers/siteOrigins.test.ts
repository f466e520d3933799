import { siteOriginsOf } from './siteOrigins';

describe('the site origins the provider pages accept (server configuration only)', () => {
  test('a loopback or wildcard host: both names a browser uses for this machine', () => {
    for (const host of ['127.0.0.1', 'localhost', '0.0.0.0']) {
      expect(siteOriginsOf(host, 8080)).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
    }
  });

  test('another host: its own address', () => {
    expect(siteOriginsOf('10.0.0.5', 9000)).toEqual(['http://10.0.0.5:9000']);
  });

  test('SITE_ORIGINS names them: origins only (paths dropped), http(s) only, no duplicates', () => {
    expect(siteOriginsOf('127.0.0.1', 8080, [' https://www.site.example/tr/ ', 'https://site.example', 'https://site.example/', 'javascript:alert(1)', 'wss://hub.example']))
      .toEqual(['https://www.site.example', 'https://site.example']);
    // Nothing usable named: the listening address again.
    expect(siteOriginsOf('10.0.0.5', 9000, ['not an address'])).toEqual(['http://10.0.0.5:9000']);
  });
});
