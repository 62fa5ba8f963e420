import { object, string } from 'yup';
import { DECIMAL_AMOUNT_PATTERN, VALIDATION_MESSAGES } from 'shared-events';

export type WalletOperationKind = 'deposit' | 'withdraw';

/** SPEC §8: a wallet form submitted after the session ended. */
export const LOGGED_OUT_MESSAGE = 'You must be logged in to update your wallet.';

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

/** An amount the API sent (a JSON number of USDT with at most 6 decimals) as whole micro-USDT. */
export const usdtToMicros = (amount: number): bigint => BigInt(Math.round(amount * Number(MICROS_PER_USDT)));

/** Whole micro-USDT as the API's USDT number. */
export const microsToUsdt = (micros: bigint): number => Number(micros) / Number(MICROS_PER_USDT);

/**
 * An amount to offer in the form, rounded up to the cent so that depositing it covers what was asked: counted in
 * whole micro-USDT and then cents, as the ledger counts, so no fraction of a cent is lost or made up.
 */
export function suggestedAmountText(amount: number): string {
  const cents = (usdtToMicros(amount) + 9_999n) / 10_000n;
  const fraction = String(cents % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${cents / 100n}.${fraction}` : String(cents / 100n);
}

export interface WalletOperationValues {
  amount: string;
}

/**
 * SPEC §5 Wallet: a number greater than 0; a withdrawal must not exceed the balance. The amount field's yup rules; a
 * field left empty reaches them as undefined (Formik's way), which is no amount.
 */
export function walletAmountField(kind: WalletOperationKind, balance: number) {
  const balanceMicros = usdtToMicros(balance);
  const micros = (amount: string | undefined) => amountToMicros(amount ?? '');
  return string()
    .test('positive-amount', VALIDATION_MESSAGES.positiveAmount, (amount) => (micros(amount) ?? 0n) > 0n)
    .test('within-balance', VALIDATION_MESSAGES.insufficientFunds, (amount) => kind !== 'withdraw' || (micros(amount) ?? 0n) <= balanceMicros);
}

/** The Deposit and Withdraw form's yup schema (demo funds). */
export function walletAmountSchema(kind: WalletOperationKind, balance: number) {
  return object({ amount: walletAmountField(kind, balance) });
}
