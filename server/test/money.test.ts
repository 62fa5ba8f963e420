import { microsToNumber } from '../src/money/micro-usdt';

describe('microsToNumber', () => {
  it.each([
    ['0', 0],
    ['1', 0.000001],
    ['1234500', 1.2345],
    ['1000000', 1],
    ['100000000000', 100000],
    ['-2500000', -2.5],
    ['9007199254740993000000', 9007199254740993],
  ])('%s micros → %d', (micros, expected) => {
    expect(microsToNumber(micros)).toBe(expected);
  });

  it('is exact where float arithmetic is not', () => {
    expect(microsToNumber('300000')).toBe(0.3);
    expect(300000 / 1e6).toBe(0.3);
    expect(microsToNumber('700000')).toBe(0.7);
  });
});
