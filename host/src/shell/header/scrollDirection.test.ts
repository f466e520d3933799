import { nextHeaderHidden } from './scrollDirection';

describe('nextHeaderHidden', () => {
  it('stays visible within the first 100 px', () => {
    expect(nextHeaderHidden(0, 80, false)).toBe(false);
    expect(nextHeaderHidden(150, 100, true)).toBe(false);
  });
  it('hides on a downward scroll past 100 px and shows on an upward one', () => {
    expect(nextHeaderHidden(90, 130, false)).toBe(true);
    expect(nextHeaderHidden(400, 380, true)).toBe(false);
    expect(nextHeaderHidden(400, 400, true)).toBe(true);
  });
});
