import { createHmac } from 'node:crypto';

/** The secret startTestApp signs with. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
const OTHER_SECRET = 'an-attackers-guess-that-is-long-enough-for-hs256';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HMAC_OF_ALG: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };

interface TokenParts {
  header?: Record<string, unknown>;
  claims?: Record<string, unknown>;
  secret?: string;
}

/**
 * A token signed by `secret` with the HMAC its header names (HS256 by default); claims default to a valid session
 * of `userId`, and a claim set to undefined is left out. Signed by hand: jose refuses to write some of these headers.
 */
function signed(userId: number, now: Date, { header = {}, claims = {}, secret = TEST_JWT_SECRET }: TokenParts = {}): string {
  const seconds = Math.floor(now.getTime() / 1000);
  const fullHeader = { alg: 'HS256', typ: 'JWT', ...header };
  const payload = { sub: String(userId), tv: 0, iat: seconds - 60, exp: seconds + 3600, ...claims };
  const input = `${encode(fullHeader)}.${encode(payload)}`;
  return `${input}.${createHmac(HMAC_OF_ALG[fullHeader.alg as string], secret)
    .update(input)
    .digest('base64url')}`;
}

/**
 * Tokens an attacker can make for `victimId` without the server's key, or with it but outside the rules
 * (the test proves that `signed` itself gives a working token, so each refusal is about its one difference).
 * `attackerToken` is a real token of the attacker's own account, whose payload is rewritten.
 */
export function forgedTokens(victimId: number, attackerToken: string, now: Date): Record<string, string> {
  const seconds = Math.floor(now.getTime() / 1000);
  const validPayload = { sub: String(victimId), tv: 0, iat: seconds - 60, exp: seconds + 3600 };
  const [attackerHeader, attackerPayload, attackerSignature] = attackerToken.split('.');
  const rewritten = { ...JSON.parse(Buffer.from(attackerPayload, 'base64url').toString()), sub: String(victimId) };
  return {
    'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode(validPayload)}.`,
    'alg "None"': `${encode({ alg: 'None', typ: 'JWT' })}.${encode(validPayload)}.`,
    'alg none with a signature': `${encode({ alg: 'none' })}.${encode(validPayload)}.${attackerSignature}`,
    'no signature part': `${encode({ alg: 'HS256' })}.${encode(validPayload)}`,
    'wrong key': signed(victimId, now, { secret: OTHER_SECRET }),
    'empty-ish key': signed(victimId, now, { secret: 'x' }),
    'HS512 with the right key': signed(victimId, now, { header: { alg: 'HS512' } }),
    'HS384 with the right key': signed(victimId, now, { header: { alg: 'HS384' } }),
    expired: signed(victimId, now, { claims: { iat: seconds - 7200, exp: seconds - 60 } }),
    'no exp': signed(victimId, now, { claims: { exp: undefined } }),
    'no iat': signed(victimId, now, { claims: { iat: undefined } }),
    'no sub': signed(victimId, now, { claims: { sub: undefined } }),
    'future nbf': signed(victimId, now, { claims: { nbf: seconds + 3600 } }),
    'tv as a string': signed(victimId, now, { claims: { tv: '0' } }),
    'no tv': signed(victimId, now, { claims: { tv: undefined } }),
    'unknown critical header': signed(victimId, now, { header: { crit: ['x-attack'], 'x-attack': true } }),
    'tampered payload (attacker token, victim sub)': `${attackerHeader}.${encode(rewritten)}.${attackerSignature}`,
    'tampered payload, signature stripped': `${attackerHeader}.${encode(rewritten)}.`,
    'sub of no user': signed(2_000_000_000, now),
    'two tokens glued': `${attackerToken}.${attackerToken}`,
  };
}

/** A correctly signed, valid token made the way the forgeries are (the control of the forged-token tests). */
export const wellFormedToken = (userId: number, now: Date) => signed(userId, now);
