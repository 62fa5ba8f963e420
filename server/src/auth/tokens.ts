import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../clock';

const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/**
 * How far in the future an `iat` may be. Tokens are issued only by this server's processes, whose clocks agree
 * within a second or two; anything later was not issued by us, or by a host whose clock is wrong.
 */
export const ISSUED_AT_SKEW_SECONDS = 5;
/** users.id is a PostgreSQL integer. */
const MAX_USER_ID = 2_147_483_647;
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;
const TOKEN_ID = /^[A-Za-z0-9_-]{22}$/;

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

/** A verified token: whose it is, which one it is (what logout revokes) and until when it would be valid. */
export interface VerifiedToken extends TokenClaims {
  tokenId: string;
  expiresAt: Date;
}

/**
 * HS256 session tokens: `sub` is the user id, `tv` the token_version that revokes older tokens when raised, `jti`
 * a random id that logout revokes (two logins in the same second get different tokens, so ending one ends only it).
 */
export class Tokens {
  /** Imported once: given the secret's bytes, jose imports a key again for every token it signs or verifies. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    private readonly now: Clock,
  ) {
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async sign(claims: TokenClaims): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setJti(randomBytes(16).toString('base64url'))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(await this.key);
  }

  /**
   * The claims of a valid token, or undefined for anything forged, expired, malformed, never expiring, issued in
   * the future or naming its user other than as a canonical id ("01", "1.0", "1e3", " 1" are not user 1).
   */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        currentDate: this.now(),
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      const { sub, tv, iat, exp, jti } = payload;
      if (typeof sub !== 'string' || !CANONICAL_ID.test(sub) || Number(sub) > MAX_USER_ID) return undefined;
      if (typeof tv !== 'number' || !Number.isSafeInteger(tv) || tv < 0) return undefined;
      if (iat! > this.now().getTime() / 1000 + ISSUED_AT_SKEW_SECONDS) return undefined;
      if (jti !== undefined && (typeof jti !== 'string' || !TOKEN_ID.test(jti))) return undefined;
      return { userId: Number(sub), tokenVersion: tv, tokenId: jti ?? legacyTokenId(token), expiresAt: new Date(exp! * 1000) };
    } catch {
      return undefined;
    }
  }
}

/** Tokens issued before `jti` existed are still revocable: they are named by their hash. */
function legacyTokenId(token: string): string {
  return `sha256:${createHash('sha256').update(token).digest('base64url')}`;
}
