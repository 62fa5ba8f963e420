import { DECIMAL_AMOUNT_PATTERN } from 'shared-events/contracts';

/** Money is integer micro-USDT end to end; these convert at the JSON edge without float arithmetic. */
export const MICROS_PER_USDT = 1_000_000n;
export const MAX_DECIMALS = 6;

/** '1234500' → 1.2345. Builds the exact decimal string first; Number() of it is the nearest double. */
export function microsToNumber(micros: string | bigint): number {
  return Number(microsToDecimal(micros));
}

/** '1234500' → '1.2345' (exact, no trailing zeros). */
export function microsToDecimal(micros: string | bigint): string {
  const value = BigInt(micros);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const whole = abs / MICROS_PER_USDT;
  const fraction = (abs % MICROS_PER_USDT).toString().padStart(MAX_DECIMALS, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** '12.5' → '12.50', for texts such as a needed amount in a message. */
export function microsToFixed2(micros: string | bigint): string {
  const value = BigInt(micros);
  const cents = (value < 0n ? -value : value) / 10_000n;
  const remainder = (value < 0n ? -value : value) % 10_000n;
  // Round half up on the absolute value, like a cashier would.
  const rounded = cents + (remainder >= 5_000n ? 1n : 0n);
  return `${value < 0n ? '-' : ''}${rounded / 100n}.${(rounded % 100n).toString().padStart(2, '0')}`;
}

/**
 * An amount as a client sends it (a JSON number such as 12.34, or a decimal string "12.34") → micros.
 * A string must be in the one documented form, DECIMAL_AMOUNT_PATTERN (no spaces, sign or leading zeros:
 * " 5" and "00001" are refused, not read as 5 and 1). A JSON number is read through its shortest decimal
 * form (what the sender typed), never multiplied as a float. Returns undefined for anything else, for a
 * negative amount and for more than 6 decimals.
 */
export function parseAmountToMicros(amount: unknown): bigint | undefined {
  let text: string;
  if (typeof amount === 'number') text = String(amount);
  else if (typeof amount === 'string') text = amount;
  else return undefined;
  if (!DECIMAL_AMOUNT_PATTERN.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * MICROS_PER_USDT + BigInt(fraction.padEnd(MAX_DECIMALS, '0'));
}
