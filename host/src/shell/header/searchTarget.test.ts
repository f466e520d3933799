import { searchTarget } from './searchTarget';

describe('searchTarget', () => {
  it('targets the slots by default', () => {
    expect(searchTarget('/', 'sweet bonanza')).toBe('/casino/slot?search=sweet+bonanza');
    expect(searchTarget('/casino/slot', 'x')).toBe('/casino/slot?search=x');
    expect(searchTarget('/casino/livesomething', 'x')).toBe('/casino/slot?search=x');
  });
  it('targets the live casino when on it', () => {
    expect(searchTarget('/casino/live', 'roulette')).toBe('/casino/live?search=roulette');
    expect(searchTarget('/casino/live/roulette', 'x')).toBe('/casino/live?search=x');
  });
  it('encodes the term and trims it', () => {
    expect(searchTarget('/', '  a&b=c ')).toBe('/casino/slot?search=a%26b%3Dc');
    expect(searchTarget('/', '   ')).toBe('/casino/slot');
  });
});
