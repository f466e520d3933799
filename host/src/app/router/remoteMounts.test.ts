import { relativePrefixes, remoteForPath, stripBasename } from './remoteMounts';

describe('remote mounts', () => {
  it.each([
    ['/spor', 'sports'],
    ['/livespor/fcg', 'sports'],
    ['/esports/betco', 'sports'],
    ['/casino/slot', 'casino'],
    ['/casino', 'casino'],
    ['/dashboard', 'account'],
    ['/dashboard/account', 'account'],
    ['/dashboard/deposit', 'payments'],
    ['/dashboard/withdraw/x', 'payments'],
    ['/', null],
    ['/promotions', null],
    ['/casinoX', null],
    ['/sporty', null],
    ['/dashboardx', null],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('gives prefixes relative to the parent route', () => {
    expect(relativePrefixes('casino')).toEqual(['casino']);
    expect(relativePrefixes('sports')).toEqual(['spor', 'livespor', 'esports']);
    expect(relativePrefixes('payments')).toEqual(['deposit', 'withdraw']);
    expect(relativePrefixes('account')).toEqual(['']);
  });

  it('strips the basename', () => {
    expect(stripBasename('/site/casino', '/site')).toBe('/casino');
    expect(stripBasename('/site', '/site/')).toBe('/');
    expect(stripBasename('/casino', '/')).toBe('/casino');
  });
});
