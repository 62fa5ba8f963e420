import { balanceRule, balanceWarning } from './registration-balance';

describe('balanceWarning (SPEC §5)', () => {
  it('warns with the needed amount and the balance when the balance is short', () => {
    expect(balanceWarning(20, 100, 'USDT')).toBe('You need at least 100.00 USDT to register. Your balance is 20.00 USDT.');
    expect(balanceWarning(99.99, 100, 'USDT')).toBe('You need at least 100.00 USDT to register. Your balance is 99.99 USDT.');
  });

  it('says nothing when the balance covers the required amount exactly or more', () => {
    expect(balanceWarning(100, 100, 'USDT')).toBeUndefined();
    expect(balanceWarning(1500, 100, 'USDT')).toBeUndefined();
    expect(balanceWarning(0, 0, 'USDT')).toBeUndefined();
  });
});

describe('balanceRule (SPEC §5 in one sentence)', () => {
  it('a starting stack above the buy-in: the balance must reach the stack, only the buy-in is charged', () => {
    expect(balanceRule({ entryFeeAmount: 10, requiredBalance: 1500, currency: 'USDT' })).toBe(
      'Your balance must be at least the starting stack, 1,500.00 USDT, to register; only the 10.00 USDT buy-in is charged.',
    );
    expect(balanceRule({ entryFeeAmount: 10, requiredBalance: 1500, currency: 'USDT' }, true)).toBe(
      'Your balance must be at least the starting stack, 1,500.00 USDT, to re-enter; only the 10.00 USDT buy-in is charged.',
    );
  });

  it('a free entry charges nothing, though the balance must still reach the starting stack', () => {
    expect(balanceRule({ entryFeeAmount: 0, requiredBalance: 1500, currency: 'USDT' })).toBe(
      'Your balance must be at least the starting stack, 1,500.00 USDT, to register; the entry is free, nothing is charged.',
    );
  });

  it('a buy-in as large as the stack or larger: the buy-in is both the requirement and the charge', () => {
    expect(balanceRule({ entryFeeAmount: 2000, requiredBalance: 2000, currency: 'USDT' })).toBe(
      'Your balance must be at least the buy-in, 2,000.00 USDT, the larger of the buy-in and the starting stack, to register; the buy-in is charged.',
    );
  });
});
