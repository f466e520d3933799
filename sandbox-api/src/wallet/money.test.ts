import { fromCents, MAX_MONEY, moneyJson, parseMoney, toCents } from './money';

describe('parseMoney: an amount from a request, as its canonical two-place text', () => {
  test.each([
    ['10.1', '10.10'], [10.1, '10.10'], [150.25, '150.25'], [100, '100.00'], ['0.01', '0.01'], [' 7 ', '7.00'],
    ['007.5', '7.50'], [99999999.99, '99999999.99'], ['999999999999.99', '999999999999.99'], [0, '0.00'],
  ])('%p → %p', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  test.each([
    // 0.1 + 0.2 is 0.30000000000000004 in a double: a float sum never passes for money.
    [0.1 + 0.2], ['1.005'], [1.005], ['-1'], [-1], ['1e3'], [1e21], [1e-7], ['abc'], [''], ['1,50'], ['.5'], ['5.'],
    [Number.NaN], [Number.POSITIVE_INFINITY], [true], [null], [undefined], [{}], ['1000000000000.00'],
  ])('%p is refused', (input) => {
    expect(parseMoney(input)).toBeNull();
  });
});

test('cents both ways, signed, without a float in between', () => {
  expect(toCents('-3.5')).toBe(-350n);
  expect(toCents('99999999.99')).toBe(9_999_999_999n);
  expect(fromCents(-350n)).toBe('-3.50');
  expect(fromCents(1n)).toBe('0.01');
  // A hundred 0.01s are exactly 1.00 (a float sum gives 1.0000000000000007).
  let cents = 0n;
  for (let i = 0; i < 100; i += 1) cents += toCents('0.01');
  expect(fromCents(cents)).toBe('1.00');
});

test('moneyJson: the JSON number of spec §7 writes back the same decimal, digit for digit', () => {
  for (const text of ['0.30', '0.01', '1250.50', '99999999.99', '100000000.00', '999999999999.99', '123456789012.34']) {
    const written = JSON.stringify({ balance: moneyJson(text) });
    expect(parseMoney(JSON.parse(written).balance)).toBe(text);
  }
  expect(JSON.stringify({ balance: moneyJson('99999999.99') })).toBe('{"balance":99999999.99}');
});

test('MAX_MONEY is the largest NUMERIC(14, 2) value, and the largest amount a request may carry', () => {
  expect(MAX_MONEY).toBe('999999999999.99');
  expect(parseMoney(MAX_MONEY)).toBe(MAX_MONEY);
  expect(parseMoney('1000000000000.00')).toBeNull();
});
