import { parsePageId } from './parsePageId';

describe('parsePageId', () => {
  it('accepts positive integers', () => {
    expect(parsePageId('1')).toBe(1);
    expect(parsePageId('42')).toBe(42);
  });
  it('rejects anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '01', '1.5', '1e3', 'abc', ' 1', '9999999999']) {
      expect(parsePageId(raw)).toBeNull();
    }
  });
});
