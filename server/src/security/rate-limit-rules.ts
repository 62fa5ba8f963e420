import type { RateLimitRule, RateLimitSettings, SlowdownRule } from '../config';

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
