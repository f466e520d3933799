import { crumbsFromMatches } from './crumbsFromMatches';

describe('crumbsFromMatches', () => {
  it('keeps routes with a crumb label, in order', () => {
    expect(
      crumbsFromMatches([
        { pathname: '/', handle: undefined },
        { pathname: '/dashboard', handle: { crumb: () => 'Dashboard' } },
        { pathname: '/dashboard/account/', handle: { crumb: () => 'Account' } },
      ]),
    ).toEqual([
      { label: 'Dashboard', url: '/dashboard' },
      { label: 'Account', url: '/dashboard/account' },
    ]);
  });
  it('lets an index route replace its parent and survives a throwing crumb', () => {
    expect(
      crumbsFromMatches([
        { pathname: '/promotions', handle: { crumb: () => 'Parent' } },
        { pathname: '/promotions/', handle: { crumb: () => 'Promotions' } },
        { pathname: '/x', handle: { crumb: () => { throw new Error('no'); } } },
      ]),
    ).toEqual([{ label: 'Promotions', url: '/promotions' }]);
  });
});
