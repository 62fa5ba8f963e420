import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from 'shared-events/contracts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** randomInt draws uniformly from the CSPRNG, so no letter is likelier than another (no modulo bias). */
export function generateVerificationCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Keyed hash: a leaked table alone does not let anyone test the ~2·10⁹ possible codes offline. */
export function hashVerificationCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(`email-verification:${code.toUpperCase()}`).digest('hex');
}

/** Users often type the code in lower case; codes are upper case, so compare case-insensitively. */
export function verificationCodeMatches(code: string, storedHash: string, secret: string): boolean {
  const actual = Buffer.from(hashVerificationCode(code, secret), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
