import { generateVerificationCode, hashVerificationCode, verificationCodeMatches } from '../src/auth/verification-codes';

describe('verification codes', () => {
  it('are 6 upper-case letters or digits and vary', () => {
    const codes = Array.from({ length: 200 }, generateVerificationCode);
    codes.forEach((code) => expect(code).toMatch(/^[A-Z0-9]{6}$/));
    expect(new Set(codes).size).toBeGreaterThan(195);
  });

  it('match case-insensitively against the keyed hash and not under another key', () => {
    const hash = hashVerificationCode('AB12CD', 'key-one');
    expect(verificationCodeMatches('ab12cd', hash, 'key-one')).toBe(true);
    expect(verificationCodeMatches('AB12CE', hash, 'key-one')).toBe(false);
    expect(verificationCodeMatches('AB12CD', hash, 'key-two')).toBe(false);
  });
});
