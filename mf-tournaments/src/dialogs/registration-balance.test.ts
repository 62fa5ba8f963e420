import { balanceWarning } from './registration-balance';

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
