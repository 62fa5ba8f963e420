import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { errors } from '../errors';
import { rateLimitSettings, type RateLimitSettings } from './rate-limit-rules';
import { createRateLimiter, type CountedHits } from './rate-limiter';

/** The limits on sign-up (per IP), login and resend-verification per e-mail address and per client IP (429 with Retry-After). */
export function authRateLimits(db: Queryable, now: Clock, overrides?: Partial<RateLimitSettings>) {
  const limiter = createRateLimiter(db, now);
  const settings = rateLimitSettings(overrides);
  return {
    /** Call before checking the password; give the hits back when it was right, so only failures count. */
    loginAttempt(email: string, ip: string): Promise<CountedHits> {
      return limiter.hit(
        [
          { key: `login:email:${email}`, rule: settings.loginPerEmail },
          { key: `login:ip:${ip}`, rule: settings.loginPerIp },
        ],
        errors.tooManyLoginAttempts,
      );
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
