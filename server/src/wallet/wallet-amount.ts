import { MICROS_PER_USDT, parseAmountToMicros } from '../money/micro-usdt';

/** The most one deposit or withdrawal may move: a sane ceiling for a single operation. */
export const MAX_OPERATION_MICROS = 1_000_000n * MICROS_PER_USDT;

export type AmountCheck = { ok: true; micros: bigint } | { ok: false; reason: 'invalid' | 'tooLarge' };

/** A wallet amount as sent (JSON number or decimal string): positive, at most 6 decimals, at most the ceiling. */
export function checkWalletAmount(amount: unknown): AmountCheck {
  const micros = parseAmountToMicros(amount);
  if (micros === undefined || micros <= 0n) return { ok: false, reason: 'invalid' };
  if (micros > MAX_OPERATION_MICROS) return { ok: false, reason: 'tooLarge' };
  return { ok: true, micros };
}
