import type { Clock } from '../clock';
import type { RateLimitSettings } from '../config';
import type { Queryable } from '../db/database';
import { errors } from '../errors';
import { rateLimitSettings, slowdownMs } from './rate-limit-rules';
import { createRateLimiter } from './rate-limiter';

/** A login attempt counted before its password is checked: it ends as one or the other. */
export interface LoginAttempt {
  /** The password was right: the attempt is given back, so only failures count. */
  succeeded(): Promise<void>;
  /** The password was wrong: resolves once the account's slowdown has passed, then the 401 may go. */
  failed(): Promise<void>;
}

/** Counted on the account but never refused: its failures only slow its wrong answers down. */
const NEVER_REFUSED = Number.POSITIVE_INFINITY;

/**
 * The limits on sign-up (per IP), login (per account and IP, per IP, and a slowdown per account) and
 * resend-verification (per e-mail address and per IP); 429 with Retry-After. The client IP is the socket's
 * address: X-Forwarded-For is not trusted, so a client cannot pick a fresh address per request.
 */
export function authRateLimits(db: Queryable, now: Clock, overrides?: Partial<RateLimitSettings>) {
  const limiter = createRateLimiter(db, now);
  const settings = rateLimitSettings(overrides);
  return {
    /**
     * Call before checking the password. Refuses an address over its limit on this account or on all accounts;
     * never refuses the account as such, so guesses from elsewhere cannot lock the owner out (OWASP ASVS 6.3.1).
     */
    async loginAttempt(email: string, ip: string): Promise<LoginAttempt> {
      const slowdown = settings.loginSlowdownPerAccount;
      const counted = await limiter.hit(
        [
          { key: `login:pair:${ip} ${email}`, rule: settings.loginPerAccountAndIp },
          { key: `login:ip:${ip}`, rule: settings.loginPerIp },
          { key: `login:account:${email}`, rule: { limit: NEVER_REFUSED, windowSeconds: slowdown.windowSeconds } },
        ],
        errors.tooManyLoginAttempts,
      );
      const accountFailures = counted.hits[2];
      return {
        succeeded: counted.giveBack,
        failed: () => new Promise((resolve) => setTimeout(resolve, slowdownMs(accountFailures, slowdown))),
      };
    },
    async registration(ip: string): Promise<void> {
      await limiter.hit([{ key: `register:ip:${ip}`, rule: settings.registerPerIp }], errors.tooManySignUps);
    },
    async resendRequest(email: string, ip: string): Promise<void> {
      await limiter.hit(
        [
          { key: `resend:email:${email}`, rule: settings.resendPerEmail },
          { key: `resend:ip:${ip}`, rule: settings.resendPerIp },
        ],
        errors.tooManyResendRequests,
      );
    },
  };
}
