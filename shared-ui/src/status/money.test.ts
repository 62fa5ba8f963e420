import { formatAmount, formatMoney, formatUsd } from './money';

describe('money display (SPEC §9 USD format)', () => {
  it('formats dollars with grouping and two decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd('10')).toBe('$10.00');
    expect(formatUsd(0)).toBe('$0.00');
  });
  it('writes an amount with its currency', () => {
    expect(formatAmount(20, 'USDT')).toBe('20.00 USDT');
    expect(formatAmount('1234.567')).toBe('1,234.57 USDT');
  });
  it('reads nothing yet as zero', () => {
    expect(formatUsd(undefined)).toBe('$0.00');
    expect(formatUsd(null)).toBe('$0.00');
  });
  it('signs ledger amounts with a plus or a real minus, and zero with neither', () => {
    expect(formatMoney(25.5, { signed: true })).toBe('+$25.50');
    expect(formatMoney(-5.25, { signed: true })).toBe('−$5.25');
    expect(formatMoney(0, { signed: true })).toBe('$0.00');
    expect(formatMoney(-12.5, { signed: true, currency: 'USDT' })).toBe('−12.50 USDT');
  });
  it('shortens for tight places', () => {
    expect(formatMoney(9_876_543_210.99, { compact: true })).toBe('$9.9B');
    expect(formatMoney(950, { compact: true })).toBe('$950');
    expect(formatMoney(1250, { compact: true, currency: 'USDT' })).toBe('1.3K USDT');
  });
});
