import { scrollKey } from './scrollKey';

describe('scrollKey: one saved scroll position per history entry', () => {
  it('two pages each opened by their address do not share a position', () => {
    const promotions = scrollKey({ key: 'default', pathname: '/promotions', search: '' });
    const deposit = scrollKey({ key: 'default', pathname: '/dashboard/deposit', search: '' });
    expect(promotions).not.toBe(deposit);
  });
  it('a reload of a page opened by its address keeps its key', () => {
    expect(scrollKey({ key: 'default', pathname: '/casino/slot', search: '?page=3' })).toBe(scrollKey({ key: 'default', pathname: '/casino/slot', search: '?page=3' }));
  });
  it('an entry the router made keeps its own key', () => {
    expect(scrollKey({ key: 'k1x9', pathname: '/promotions', search: '' })).toBe('k1x9');
  });
});
