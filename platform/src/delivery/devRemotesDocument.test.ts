import { devSiteOrigins } from './devRemotesDocument';

describe('devSiteOrigins', () => {
  it('names the dev host and the sandbox under both loopback names, so provider frames accept the dev host as parent', () => {
    expect(devSiteOrigins([3000, 8080]).split(',')).toEqual([
      'http://127.0.0.1:3000', 'http://localhost:3000', 'http://127.0.0.1:8080', 'http://localhost:8080',
    ]);
    expect(devSiteOrigins([8080, 8080])).toBe('http://127.0.0.1:8080,http://localhost:8080');
  });
});
