/** A fixed window: at most `limit` hits per `windowSeconds`, counted from the window's first hit. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Failures on one account from every address. They never refuse an attempt (a hard lock per account would let
 * anyone lock the owner out, OWASP ASVS 6.3.1): past `freeFailures` in the window, each wrong answer is held
 * back `firstDelayMs`, doubling with every further failure up to `maxDelayMs`. A right password never waits.
 */
export interface SlowdownRule {
  freeFailures: number;
  windowSeconds: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The limits of the endpoints that guess at passwords or accounts, or send mail. Overridable through Config.rateLimits. */
export interface RateLimitSettings {
  /** Failed login attempts on one account (e-mail address) from one client IP (a correct password gives its slot back). */
  loginPerAccountAndIp: RateLimitRule;
  /** Failed login attempts per client IP, whatever e-mail they try. */
  loginPerIp: RateLimitRule;
  /** Failed login attempts on one account from every IP: they slow its wrong answers down, they never lock it. */
  loginSlowdownPerAccount: SlowdownRule;
  /** Resend requests per e-mail address (on top of the 60-s cooldown between mails). */
  resendPerEmail: RateLimitRule;
  /** Resend requests per client IP. */
  resendPerIp: RateLimitRule;
  /** Sign-ups per client IP: caps account farming and probing which names and e-mails are taken. */
  registerPerIp: RateLimitRule;
  /** Wrong current passwords per user on the password change (a right one gives its slot back). */
  currentPasswordPerUser: RateLimitRule;
  /** Wrong room passwords per user, whatever rooms they try (a right one gives its slot back). */
  roomPasswordPerUser: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerAccountAndIp: { limit: 10, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 100, windowSeconds: 15 * 60 },
  loginSlowdownPerAccount: { freeFailures: 5, windowSeconds: 15 * 60, firstDelayMs: 250, maxDelayMs: 3000 },
  resendPerEmail: { limit: 6, windowSeconds: 60 * 60 },
  resendPerIp: { limit: 30, windowSeconds: 60 * 60 },
  registerPerIp: { limit: 30, windowSeconds: 60 * 60 },
  currentPasswordPerUser: { limit: 5, windowSeconds: 15 * 60 },
  roomPasswordPerUser: { limit: 10, windowSeconds: 15 * 60 },
};

export function rateLimitSettings(overrides: Partial<RateLimitSettings> = {}): RateLimitSettings {
  return { ...DEFAULT_RATE_LIMITS, ...overrides };
}

export interface WindowCount {
  hits: number;
  windowStartedAt: Date;
}

/** undefined when the hit is allowed, else the whole seconds until the window ends (at least 1). */
export function retryAfterSeconds(count: WindowCount, rule: RateLimitRule, now: Date): number | undefined {
  if (count.hits <= rule.limit) return undefined;
  const endsAt = count.windowStartedAt.getTime() + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** How long the `failures`-th failure in the window holds its wrong answer back (0 while failures are free). */
export function slowdownMs(failures: number, rule: SlowdownRule): number {
  const beyond = failures - rule.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(beyond - 1, 30));
}

/** "5 minutes", "1 minute", "40 seconds": how long to wait, in the unit a person would use. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
