import { DECIMAL_AMOUNT_PATTERN } from 'shared-events/contracts';
import { MICROS_PER_USDT, parseAmountToMicros } from '../money/micro-usdt';

/** The most one deposit or withdrawal may move: a sane ceiling for a single operation. */
export const MAX_OPERATION_MICROS = 1_000_000n * MICROS_PER_USDT;

export type AmountCheck = { ok: true; micros: bigint } | { ok: false; reason: 'invalid' | 'tooLarge' };

/**
 * A wallet amount as sent: a JSON number, or a string in exactly the documented decimal form (no spaces, sign or
 * leading zeros: " 5" and "00001" are refused, not read as 5 and 1); positive, at most 6 decimals and the ceiling.
 */
export function checkWalletAmount(amount: unknown): AmountCheck {
  if (typeof amount === 'string' && !DECIMAL_AMOUNT_PATTERN.test(amount)) return { ok: false, reason: 'invalid' };
  const micros = parseAmountToMicros(amount);
  if (micros === undefined || micros <= 0n) return { ok: false, reason: 'invalid' };
  if (micros > MAX_OPERATION_MICROS) return { ok: false, reason: 'tooLarge' };
  return { ok: true, micros };
}
