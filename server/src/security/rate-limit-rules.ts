/** A fixed window: at most `limit` hits per `windowSeconds`, counted from the window's first hit. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** The limits of the endpoints that guess at accounts or send mail. Overridable through Config.rateLimits. */
export interface RateLimitSettings {
  /** Failed login attempts per e-mail address (a correct password gives its slot back). */
  loginPerEmail: RateLimitRule;
  /** Failed login attempts per client IP, whatever e-mail they try. */
  loginPerIp: RateLimitRule;
  /** Resend requests per e-mail address (on top of the 60-s cooldown between mails). */
  resendPerEmail: RateLimitRule;
  /** Resend requests per client IP. */
  resendPerIp: RateLimitRule;
  /** Sign-ups per client IP: caps account farming and probing which names and e-mails are taken. */
  registerPerIp: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 100, windowSeconds: 15 * 60 },
  resendPerEmail: { limit: 6, windowSeconds: 60 * 60 },
  resendPerIp: { limit: 30, windowSeconds: 60 * 60 },
  registerPerIp: { limit: 30, windowSeconds: 60 * 60 },
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

/** "5 minutes", "1 minute", "40 seconds": how long to wait, in the unit a person would use. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
