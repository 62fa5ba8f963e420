import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../clock';

const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

/** HS256 session tokens: `sub` is the user id, `tv` the token_version that revokes older tokens when raised. */
export class Tokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly now: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid token, or undefined for anything forged, expired, malformed or never expiring. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.now(),
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.tv !== 'number') return undefined;
      return { userId, tokenVersion: payload.tv };
    } catch {
      return undefined;
    }
  }
}
