/** Money is integer micro-USDT end to end; these convert at the JSON edge without float arithmetic. */
export const MICROS_PER_USDT = 1_000_000n;

/** '1234500' → 1.2345. Builds the exact decimal string first; Number() of it is the nearest double. */
export function microsToNumber(micros: string | bigint): number {
  const value = BigInt(micros);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const whole = abs / MICROS_PER_USDT;
  const fraction = (abs % MICROS_PER_USDT).toString().padStart(6, '0').replace(/0+$/, '');
  return Number(`${sign}${whole}${fraction ? `.${fraction}` : ''}`);
}
