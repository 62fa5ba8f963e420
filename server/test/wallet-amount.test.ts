import { checkWalletAmount, MAX_OPERATION_MICROS } from '../src/wallet/wallet-amount';

describe('checkWalletAmount', () => {
  it.each([
    [10, 10_000_000n],
    ['10', 10_000_000n],
    [0.000001, 1n],
    ['0.1', 100_000n],
    [0.3, 300_000n],
    ['1000000', MAX_OPERATION_MICROS],
  ])('accepts %p as %p micro-USDT', (amount, micros) => {
    expect(checkWalletAmount(amount)).toEqual({ ok: true, micros });
  });

  it.each([0, '0', '0.000000', -1, '-1', 1e-7, '0.0000001', '1e3', Infinity, NaN, '', ' ', 'abc', null, undefined, true, {}, []])(
    'refuses %p as invalid',
    (amount) => {
      expect(checkWalletAmount(amount)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it.each(['1000000.000001', 1e20, '99999999999999999999999'])('refuses %p as too large', (amount) => {
    expect(checkWalletAmount(amount)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
