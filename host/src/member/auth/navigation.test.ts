import { safeReturnPath } from './navigation';

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard/account', '/dashboard/account'],
    ['/dashboard?tab=1#x', '/dashboard?tab=1#x'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['dashboard', null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
