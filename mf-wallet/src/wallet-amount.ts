import { VALIDATION_MESSAGES } from 'shared-events';

export type WalletOperationKind = 'deposit' | 'withdraw';

const MICROS_PER_USDT = 1_000_000n;
const DECIMAL_AMOUNT = /^(\d+)(?:\.(\d{1,6}))?$/;

/** '12.5' → 12500000n; undefined for anything that is not a plain decimal with at most 6 decimals (the server's rule). */
export function amountToMicros(amount: string): bigint | undefined {
  const match = DECIMAL_AMOUNT.exec(amount.trim());
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  return BigInt(whole) * MICROS_PER_USDT + BigInt(fraction.padEnd(6, '0'));
}

/** SPEC §5 Wallet: a number greater than 0; a withdrawal must not exceed the balance. The message, or undefined when valid. */
export function walletAmountError(kind: WalletOperationKind, amount: string, balance: number): string | undefined {
  const micros = amountToMicros(amount);
  if (micros === undefined || micros <= 0n) return VALIDATION_MESSAGES.positiveAmount;
  if (kind === 'withdraw' && micros > BigInt(Math.round(balance * 1_000_000))) return VALIDATION_MESSAGES.insufficientFunds;
  return undefined;
}
