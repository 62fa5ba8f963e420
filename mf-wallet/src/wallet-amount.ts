import { DECIMAL_AMOUNT_PATTERN, VALIDATION_MESSAGES } from 'shared-events';

export type WalletOperationKind = 'deposit' | 'withdraw';

const MICROS_PER_USDT = 1_000_000n;

/**
 * '12.5' → 12500000n. The typed text, trimmed, must be in the documented form the server reads (no sign or leading
 * zeros, at most 6 decimals): undefined for "007", so the form refuses what the server would.
 */
export function amountToMicros(amount: string): bigint | undefined {
  const text = amount.trim();
  if (!DECIMAL_AMOUNT_PATTERN.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * MICROS_PER_USDT + BigInt(fraction.padEnd(6, '0'));
}

/** SPEC §5 Wallet: a number greater than 0; a withdrawal must not exceed the balance. The message, or undefined when valid. */
export function walletAmountError(kind: WalletOperationKind, amount: string, balance: number): string | undefined {
  const micros = amountToMicros(amount);
  if (micros === undefined || micros <= 0n) return VALIDATION_MESSAGES.positiveAmount;
  if (kind === 'withdraw' && micros > BigInt(Math.round(balance * 1_000_000))) return VALIDATION_MESSAGES.insufficientFunds;
  return undefined;
}
