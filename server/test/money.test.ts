import { microsToFixed2, microsToNumber, parseAmountToMicros } from '../src/money/micro-usdt';

describe('microsToNumber', () => {
  it.each([
    ['0', 0],
    ['1', 0.000001],
    ['1234500', 1.2345],
    ['1000000', 1],
    ['100000000000', 100000],
    ['-2500000', -2.5],
    // 2^53 + 1 has no double: the parse must land on the nearest one, as Number() does with the same digits.
    ['9007199254740993000000', Number('9007199254740993')],
  ])('%s micros → %d', (micros, expected) => {
    expect(microsToNumber(micros)).toBe(expected);
  });

  it('is exact where float arithmetic is not', () => {
    expect(microsToNumber('300000')).toBe(0.3);
    expect(300000 / 1e6).toBe(0.3);
    expect(microsToNumber('700000')).toBe(0.7);
  });
});

describe('parseAmountToMicros', () => {
  it.each([
    [10, 10_000_000n],
    [0.1, 100_000n],
    [0.3, 300_000n],
    [12.345678, 12_345_678n],
    ['12.5', 12_500_000n],
    ['0.000001', 1n],
    [0, 0n],
  ])('%p → %p micros', (amount, expected) => {
    expect(parseAmountToMicros(amount)).toBe(expected);
  });

  it.each([[-1], ['-1'], [1e-7], ['1.0000001'], [Number.NaN], [Infinity], ['abc'], ['1e3'], [null], [true], [{}], ['']])('refuses %p', (amount) => {
    expect(parseAmountToMicros(amount)).toBeUndefined();
  });
});

describe('microsToFixed2', () => {
  it.each([
    ['0', '0.00'],
    ['12500000', '12.50'],
    ['1005000', '1.01'],
    ['1004999', '1.00'],
  ])('%s → %s', (micros, expected) => {
    expect(microsToFixed2(micros)).toBe(expected);
  });
});
